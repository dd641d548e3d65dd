import Lexicon
import LexiconReading

/// What reading a String Catalog (`.xcstrings`) gives: one table per language, every problem
/// found, and — when the tools asked — where each localization is written and the editorial
/// marks the tools report.
///
/// The runtime keeps ``tables`` and reports ``diagnostics``; the tools' `LexiconFormats` wraps it
/// in its public `ParsedCatalog` and `LocatedFile`.
package struct CatalogFileResult: Sendable {
  /// The catalog's `sourceLanguage`, or an empty string when the file has none.
  package var sourceLanguage: String
  /// The catalog's format `version`, or an empty string when missing.
  package var version: String
  /// The entries of each language.
  package var tables: [String: StringTable]
  /// Errors and warnings, ordered by position.
  package var diagnostics: [Diagnostic]
  /// Where each localization is written, by language and key; `nil` unless asked for.
  package var locations: [String: [String: EntryLocation]]?
  /// The keys marked `shouldTranslate: false` (locations only).
  package var untranslatableKeys: Set<String> = []
  /// The keys whose `extractionState` is `stale` (locations only).
  package var staleKeys: Set<String> = []
  /// The syntax errors after the first one, found by reading on past it (locations only).
  package var syntaxErrors: [Diagnostic] = []

  /// Creates a result with no locations.
  /// - Parameters:
  ///   - sourceLanguage: The source language identifier.
  ///   - version: The format version.
  ///   - tables: The entries of each language.
  ///   - diagnostics: The problems found, ordered by position.
  package init(
    sourceLanguage: String, version: String, tables: [String: StringTable],
    diagnostics: [Diagnostic]
  ) {
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.tables = tables
    self.diagnostics = diagnostics
  }
}
