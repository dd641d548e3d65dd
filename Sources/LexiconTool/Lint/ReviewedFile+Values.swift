import Foundation
import Lexicon
import LexiconRawFiles
import LexiconReading
import LexiconValidation

extension ReviewedFile {
  /// The rules about one value in one file: `empty-value`, `catalog-state`, `invalid-specifier`,
  /// `plural-missing-category` and `plural-unused-category`.
  static func checkValue(
    _ value: LocalizedValue?, at location: EntryLocation, in path: String, key: String,
    language: String, needs: PluralNeeds, into findings: inout LintFindings
  ) {
    // Most values pass every rule: the message is made only for a finding.
    func subject() -> String { "\(LintFinding.quoted(key)) in \(language)" }
    for position in location.emptyTexts {
      findings.add(.emptyValue, at: path, position, "\(subject()) is empty")
    }
    for state in location.states where state.state == "new" || state.state == "needs_review" {
      findings.add(.catalogState, at: path, state.position, "\(subject()) is still \(state.state)")
    }
    guard let value else { return }
    for issue in Self.invalidSpecifiers(in: value) {
      let written = (issue.specifier ?? "%").trimmingCharacters(in: .whitespaces)
      let problem =
        issue.kind == .incompleteSpecifier ? "is cut short" : "is not a format specifier"
      findings.add(
        .invalidSpecifier, at: path, location.value,
        "\(subject()): \(LintFinding.quoted(written)) \(problem)")
    }
    guard case .plural(let plural) = value else { return }
    for name in plural.variables.keys.sorted() {
      guard let variable = plural.variables[name] else { continue }
      checkPluralForms(
        variable, named: name, at: location.variables[name], in: path,
        valuePosition: location.value,
        subject: subject(), needs: needs, into: &findings)
    }
  }

  /// `plural-missing-category` and `plural-unused-category` for one variable.
  private static func checkPluralForms(
    _ variable: PluralVariable, named name: String, at place: PluralVariableLocation?,
    in path: String, valuePosition: SourcePosition, subject: String, needs: PluralNeeds,
    into findings: inout LintFindings
  ) {
    let present = Set(variable.variants.keys)
    let needed = needs.categories(forSpecifier: variable.formatSpecifier)
    // A missing `other` is a parse error already.
    let missing = needed.filter { !present.contains($0) && $0 != .other }
    if !missing.isEmpty {
      let samples = missing.compactMap { needs.integerSamples[$0] }
      let forNumbers =
        samples.count == missing.count ? " (for \(samples.joined(separator: ", ")))" : ""
      let forms = missing.map(\.rawValue).joined(separator: ", ")
      findings.add(
        .pluralMissingCategory, at: path, place?.position ?? valuePosition,
        "\(subject): plural variable \(LintFinding.quoted(name)) has no \(forms) form, which "
          + "the \(needs.rules.language) plural rules need\(forNumbers)")
    }
    let used = Set(needs.rules.categories)
    for category in PluralCategory.allCases
    where present.contains(category) && !used.contains(category) && category != .zero {
      findings.add(
        .pluralUnusedCategory, at: path,
        place?.categories[category] ?? place?.position ?? valuePosition,
        "\(subject): the \(category.rawValue) form of plural variable \(LintFinding.quoted(name)) "
          + "is never used: the \(needs.rules.language) plural rules have "
          + needs.rules.categories.map(\.rawValue).joined(separator: ", "))
    }
  }

  /// The invalid and incomplete specifiers of a value. In a value that takes no arguments, a
  /// `%` is a percent sign unless a letter follows it without a space (`%q`): `50%`, `50%)`,
  /// `50% off` and `50 % n…` pass.
  static func invalidSpecifiers(in value: LocalizedValue) -> [FormatIssue] {
    var templates: [FormatTemplate] = []
    switch value {
    case .text(let text):
      guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
      templates = [FormatTemplate(text)]
    case .plural(let plural):
      templates = [FormatTemplate(plural.format)]
      for name in plural.variables.keys.sorted() {
        guard let variable = plural.variables[name] else { continue }
        templates += PluralCategory.allCases.compactMap { category in
          variable.variants[category].map { FormatTemplate($0, isPluralVariant: true) }
        }
      }
    }
    let takesArguments = templates.contains { template in
      !template.pluralPlaceholders.isEmpty
        || template.specifiers.contains { !looksLikeText(template.text(at: $0.range)) }
    }
    return templates.flatMap(\.issues).filter { issue in
      switch issue.kind {
      case .invalidSpecifier, .incompleteSpecifier:
        guard !takesArguments, let specifier = issue.specifier else { return true }
        // `%q` and `%1$q` are broken specifiers; `50%`, `50%)` and `50 % n…` are percent signs.
        let afterNumber = specifier.dropFirst().drop { $0.isASCII && ($0.isNumber || $0 == "$") }
        return afterNumber.first.map(isASCIILetter) == true
      default:
        return false
      }
    }
  }

  /// Whether a specifier is `%`, a space and a letter, as in `40% off`.
  private static func looksLikeText(_ specifier: String) -> Bool {
    let characters = Array(specifier)
    return characters.count == 3 && characters[1] == " " && isASCIILetter(characters[2])
  }

  private static func isASCIILetter(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }
}
