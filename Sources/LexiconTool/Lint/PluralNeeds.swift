import Lexicon

/// The plural categories a language's CLDR rules choose, and for which numbers: what
/// `plural-missing-category` and `plural-unused-category` compare plural forms with.
///
/// A variable that prints a whole number (`%d`, `%lld`, `%u`) needs the categories whole numbers
/// take — Czech `many` is for fractions only, so `%d` never needs it, while Russian `many` (5,
/// 11, 100) and French `many` (1,000,000) are needed. A variable that prints a fraction (`%f`,
/// `%g`) needs every category of the rules.
///
/// ```swift
/// let russian = PluralNeeds(language: "ru")
/// russian.integerSamples  // [.one: "1", .few: "2", .many: "5"]
/// ```
struct PluralNeeds: Sendable {
  /// The rules.
  let rules: PluralRules
  /// Each category that some whole number takes, with the smallest such number (0 only when
  /// no other number takes it).
  let integerSamples: [PluralCategory: String]

  /// The whole numbers tried: 0 to 200 and the powers of ten to 10⁹ (French and Spanish `many`
  /// starts at 1,000,000).
  private static let integers =
    Array(0...200)
    + (3...9).map { power in
      (0..<power).reduce(1) { result, _ in result * 10 }
    }

  /// The needs of a language.
  /// - Parameter language: A language tag.
  init(language: String) {
    rules = PluralRules(language: language)
    var samples: [PluralCategory: String] = [:]
    // 0 last: a category that 0 and 5 both take is shown with 5, the number people think of.
    for number in Self.integers.dropFirst() + [0] {
      let category = rules.category(for: PluralOperands(number))
      if samples[category] == nil { samples[category] = String(number) }
    }
    integerSamples = samples
  }

  /// The categories a variable needs, given what it prints.
  /// - Parameter formatSpecifier: The variable's specifier without `%`, such as `d` or `lld`.
  /// - Returns: The categories, in CLDR order.
  func categories(forSpecifier formatSpecifier: String) -> [PluralCategory] {
    let printsFractions = formatSpecifier.last.map { "fFeEgGaA".contains($0) } ?? false
    if printsFractions { return rules.categories }
    return rules.categories.filter { integerSamples[$0] != nil }
  }
}
