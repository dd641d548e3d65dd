import Lexicon

/// Finds, for a plural category of a language, a count that a plural variable puts in that
/// category once its specifier has written it — the count a snapshot renders the category with.
///
/// The candidates are the CLDR samples of the category (`PluralRules.samples(for:)`),
/// as the argument type the specifier takes; each is checked by rendering it through
/// `FormatRenderer` exactly as the runtime does, so `%.1f` (which writes 1 as `1.0`) never
/// claims the English `one` form, and `%d` never claims the Russian `other` form (fractions).
struct PluralSampleFinder {
  /// A count found for a category.
  struct Count: Sendable, Hashable {
    /// The number as CLDR writes it, for labels.
    var sample: String
    /// The argument to pass.
    var argument: SnapshotArgument
  }

  /// The rules of the language the snapshot shows.
  let rules: PluralRules
  /// The language, as the runtime names it.
  let language: String
  /// The kind of argument the code passes for the count (from the source's specifier).
  let kind: FormatArgumentKind
  /// The specifier the variable writes its number with, without `%` (`d`, `.1f`).
  let specifier: String
  /// Whether the variable has an explicit `zero` variant, which the runtime uses for zero in
  /// every language.
  let hasExplicitZero: Bool

  /// The categories a snapshot shows: the language's, plus `zero` first when the variable has
  /// an explicit zero variant the language's rules do not have.
  var categories: [PluralCategory] {
    let own = rules.categories
    return hasExplicitZero && !own.contains(.zero) ? [.zero] + own : own
  }

  /// The first candidate count in `category`, or `nil` when no candidate written by the
  /// specifier lands in it.
  /// - Parameter category: One of ``categories``.
  /// - Returns: The count.
  func count(for category: PluralCategory) -> Count? {
    let candidates =
      category == .zero && !rules.categories.contains(.zero) ? ["0"] : rules.samples(for: category)
    for sample in candidates {
      guard let argument = SnapshotArgument.count(sample, for: kind),
        self.category(of: argument) == category
      else { continue }
      return Count(sample: sample, argument: argument)
    }
    return nil
  }

  /// The category the runtime picks for `argument` under this variable's specifier: rendered
  /// through a probe value whose variants are the names of the categories.
  private func category(of argument: SnapshotArgument) -> PluralCategory? {
    var variants: [PluralCategory: String] = [.other: PluralCategory.other.rawValue]
    for category in categories { variants[category] = category.rawValue }
    let probe = LocalizedValue.plural(
      PluralString(
        format: "%#@count@",
        variables: ["count": PluralVariable(formatSpecifier: specifier, variants: variants)]))
    let rendered = FormatRenderer.render(probe, arguments: [argument.value], language: language)
    guard rendered.issues.isEmpty else { return nil }
    return PluralCategory(rawValue: rendered.text)
  }
}
