import Lexicon
import LexiconValidation

/// The rows of one key in one language: one for a plain key or a key with arguments, one per
/// plural category (per counted argument) for a plural key.
///
/// The arguments are those the development-language value reads (a translation is called with
/// the arguments the code passes), each the key's own argument or the sample of its kind. Each
/// text is rendered as `Localization.format` renders it — the value the runtime resolved, with
/// the plural rules of the language it is written in — and the missing-key policy's text is
/// shown as it is.
struct RowBuilder {
  let snapshot: LocalizationSnapshot
  let identity: SnapshotKeyIdentity
  /// The lookup key, for labels.
  let key: String
  /// The language of the rows.
  let language: String
  /// The development language, whose value says which arguments the key takes.
  let development: String
  /// The key in the development language.
  let source: KeyResolution
  /// The key in the rows' language.
  let shown: KeyResolution

  /// One counted argument: its position, the variable named in labels, and how to find a count
  /// of each category.
  private struct Counted {
    var argument: Int
    var variable: String
    var finder: PluralSampleFinder
  }

  /// The rows, in category order.
  func rows() -> [SnapshotRow] {
    let sourceRequirements = source.isTemplate ? requirements(of: source.value) : []
    let shownRequirements = shown.isTemplate ? requirements(of: shown.value) : []
    var requirements = sourceRequirements
    for requirement in shownRequirements
    where !requirements.contains(where: { $0.argument == requirement.argument }) {
      requirements.append(requirement)
    }
    requirements.sort { $0.argument < $1.argument }
    let arguments = baseArguments(requirements)
    let counted = requirements.compactMap {
      countedArgument($0, shownRequirements: shownRequirements)
    }
    guard !counted.isEmpty else {
      return [row(label: key, arguments: arguments)]
    }
    // Every counted argument but the one varied stays at a count of `other` (or, when no count
    // reaches `other`, of the last category one reaches: Russian `many` for `%d`).
    var held = arguments
    for item in counted {
      let reached = item.finder.categories.reversed().lazy.compactMap(item.finder.count(for:))
      if let count = reached.first { held[item.argument - 1] = count.argument }
    }
    var rows: [SnapshotRow] = []
    for item in counted {
      for category in item.finder.categories {
        let prefix = counted.count == 1 ? "\(key) · " : "\(key) · \(item.variable) "
        guard let count = item.finder.count(for: category) else {
          rows.append(unreachableRow(label: prefix + category.rawValue, item, category))
          continue
        }
        var callArguments = held
        callArguments[item.argument - 1] = count.argument
        var row = row(
          label: prefix + "\(category.rawValue) (\(count.sample))", arguments: callArguments)
        if let missing = missingFormMarker(item, category) {
          row.markers.insert(missing, at: 0)
        }
        rows.append(row)
      }
    }
    return rows
  }

  // MARK: - Arguments

  private func requirements(of value: LocalizedValue) -> [FormatArgumentRequirement] {
    FormatArgumentRequirement.requirements(of: value)
  }

  /// The arguments of a call: the key's own, else the sample of each argument's kind (an
  /// argument the value skips takes the `%@` sample).
  private func baseArguments(_ requirements: [FormatArgumentRequirement]) -> [SnapshotArgument] {
    let own = snapshot.keyArguments[identity] ?? []
    let count = max(own.count, requirements.map(\.argument).max() ?? 0)
    guard count > 0 else { return [] }
    return (1...count).map { position in
      if position <= own.count { return own[position - 1] }
      let kind = requirements.first { $0.argument == position }?.kind ?? .object
      return snapshot.samples[kind] ?? LocalizationSnapshot.defaultSamples[kind] ?? "Alex"
    }
  }

  /// The counted argument a requirement describes, or `nil` when no plural variable counts it.
  private func countedArgument(
    _ requirement: FormatArgumentRequirement, shownRequirements: [FormatArgumentRequirement]
  ) -> Counted? {
    guard let variable = requirement.countingVariables.first else { return nil }
    // The shown value writes the number with its own variable's specifier, when it has one.
    let shownVariable = shownRequirements.first { $0.argument == requirement.argument }?
      .countingVariables.first.flatMap { pluralVariable(named: $0, in: shown.value) }
    let specifier =
      shownVariable?.formatSpecifier
      ?? pluralVariable(named: variable, in: source.value)?.formatSpecifier ?? "d"
    let finder = PluralSampleFinder(
      rules: PluralRules(language: shown.language), language: language, kind: requirement.kind,
      specifier: specifier, hasExplicitZero: shownVariable?.variants[.zero] != nil)
    return Counted(argument: requirement.argument, variable: variable, finder: finder)
  }

  private func pluralVariable(named name: String, in value: LocalizedValue) -> PluralVariable? {
    guard case .plural(let plural) = value else { return nil }
    return plural.variables[name]
  }

  /// The shown value's variables that count `item`'s argument.
  private func shownVariables(counting item: Counted) -> [PluralVariable] {
    guard shown.isTemplate else { return [] }
    let names =
      requirements(of: shown.value).first { $0.argument == item.argument }?.countingVariables
      ?? []
    return names.compactMap { pluralVariable(named: $0, in: shown.value) }
  }

  // MARK: - Rows

  /// The row of one call: the text as the runtime renders it, with its markers.
  private func row(label: String, arguments: [SnapshotArgument]) -> SnapshotRow {
    var markers = shown.marker.map { [$0] } ?? []
    let text: String
    if !shown.isTemplate || arguments.isEmpty {
      text = shown.value.rawText
    } else {
      let rendered = FormatRenderer.render(
        shown.value, arguments: arguments.map(\.value), language: shown.language)
      text = rendered.text
      markers += rendered.issues.map { issue in
        "format \(issue.severity == .error ? "error" : "warning"): \(issue.message)"
      }
    }
    if shown.isTemplate, text.isEmpty { markers.append("empty") }
    if let widthMarker = widthMarker(for: text, arguments: arguments) {
      markers.append(widthMarker)
    }
    return SnapshotRow(language: language, label: label, markers: markers, text: text)
  }

  /// The row of a category no count reaches: the variant as written.
  private func unreachableRow(label: String, _ item: Counted, _ category: PluralCategory)
    -> SnapshotRow
  {
    let variants = shownVariables(counting: item).first?.variants
    let text = variants?[category] ?? variants?[.other] ?? shown.value.rawText
    var markers = shown.marker.map { [$0] } ?? []
    markers.append("not reached by %\(item.finder.specifier)")
    return SnapshotRow(language: language, label: label, markers: markers, text: text)
  }

  /// `no few form, shows other` when the shown translation has no variant for a category its
  /// language uses.
  private func missingFormMarker(_ item: Counted, _ category: PluralCategory) -> String? {
    guard shown.source == .translated, category != .other else { return nil }
    let variables = shownVariables(counting: item)
    guard !variables.isEmpty, variables.contains(where: { $0.variants[category] == nil }) else {
      return nil
    }
    return "no \(category.rawValue) form, shows other"
  }

  /// The width marker of a translated text, rendered like its source with the same arguments.
  private func widthMarker(for text: String, arguments: [SnapshotArgument]) -> String? {
    guard let check = snapshot.widthCheck, language != development, shown.isTemplate,
      source.isTemplate
    else { return nil }
    let sourceText =
      arguments.isEmpty
      ? source.value.rawText
      : FormatRenderer.render(
        source.value, arguments: arguments.map(\.value), language: source.language
      ).text
    return check.marker(
      text: text, source: sourceText, language: language, sourceLanguage: development)
  }
}
