import Lexicon

/// One language of a table compared with the table's source: the work of `missing-translation`,
/// `extra-key` and `format-mismatch` for that language, done on its own so the languages of a
/// table are compared in parallel.
struct LintComparison: Sendable {
  /// The language compared.
  let language: String
  /// Its entries, by key.
  let entries: [String: LintEntry]
  /// The source's entries, by key.
  let source: [String: LintEntry]
  /// The source's language.
  let sourceLanguage: String
  /// Whether the language only overrides a parent present in the table (`en-AU` beside `en`),
  /// so the keys it lacks are not missing.
  let isOverride: Bool
  /// Keys never missing: a catalog's `shouldTranslate: false` and `stale` keys.
  let skippedKeys: Set<String>

  /// Runs the rules.
  func check(into findings: inout LintFindings) {
    checkFormats(into: &findings)
    checkKeys(into: &findings)
  }
}
