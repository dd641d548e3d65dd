import Lexicon
import LexiconRawFiles
import LexiconReading
import LexiconValidation

/// Checks a translated value against its source before `lexicon import xliff` writes it, with
/// `lexicon lint`'s own rules and messages: `invalid-specifier`, `format-mismatch`
/// (`FormatCompatibility`: arguments by position and kind, plural variables),
/// `plural-missing-category` and `plural-unused-category` (the language's CLDR rules).
///
/// ```swift
/// TranslationCheck.problems(key: "welcome", value: .text("Привет, %d!"), source: .text("Hi, %@!"), language: "ru")
/// // [(.formatMismatch, .error, "\"welcome\" in ru: translation uses %d for argument 1 where the source has %@")]
/// ```
enum TranslationCheck {
  /// A problem of a value.
  struct Problem: Sendable, Equatable {
    /// The rule.
    var rule: LintRule
    /// How serious it is.
    var severity: Diagnostic.Severity
    /// What is wrong.
    var message: String
  }

  /// The problems of a translated value.
  /// - Parameters:
  ///   - key: The key, for messages.
  ///   - value: The value as the translated file will hold it; `nil` when it cannot be read.
  ///   - source: The source-language value, if known.
  ///   - language: The translation's language.
  /// - Returns: The problems, errors first.
  static func problems(
    key: String, value: LocalizedValue?, source: LocalizedValue?, language: String
  )
    -> [Problem]
  {
    guard let value else {
      return [
        Problem(
          rule: .parseError, severity: .error,
          message: "\(LintFinding.quoted(key)) in \(language) cannot be read once written: a "
            + "plural entry needs its format and an `other` form for each of its variables")
      ]
    }
    var configuration = LintConfiguration()
    configuration.disabledRules = [.emptyValue, .catalogState]
    var findings = LintFindings(configuration: configuration)
    let origin = SourcePosition(line: 1, column: 1)
    ReviewedFile.checkValue(
      value, at: EntryLocation(key: origin, value: origin), in: "", key: key, language: language,
      needs: PluralNeeds(language: language), into: &findings)
    if let source {
      let entry = LintEntry(value: value, key: origin, position: origin, path: "")
      let original = LintEntry(value: source, key: origin, position: origin, path: "")
      LintComparison(
        language: language, entries: [key: entry], source: [key: original],
        sourceLanguage: "", isOverride: true, skippedKeys: []
      ).checkFormats(into: &findings)
    }
    return findings.findings.map {
      Problem(rule: $0.rule, severity: $0.severity, message: $0.message)
    }.sorted {
      ($0.severity == .error ? 0 : 1, $0.message) < ($1.severity == .error ? 0 : 1, $1.message)
    }
  }
}
