import Lexicon
import LexiconRawFiles

/// The result of reading a String Catalog (`.xcstrings`): one table per language, and every
/// problem found.
///
/// ```swift
/// let catalog = StringCatalogParser.parse(data, path: "Localizable.xcstrings")
/// catalog.sourceLanguage          // "en"
/// catalog.tables["de"]?["Done"]   // .text("Fertig")
/// ```
public struct ParsedCatalog: Sendable, Equatable {
  /// The catalog's `sourceLanguage`, or an empty string when the file has none.
  public var sourceLanguage: String
  /// The catalog's format `version`, such as `1.0` or `1.1`, or an empty string when missing.
  public var version: String
  /// The entries of each language, keyed by language identifier (`en`, `pt-BR`, ...).
  public var tables: [String: StringTable]
  /// Errors and warnings, ordered by position.
  public var diagnostics: [Diagnostic]

  /// Creates a catalog result.
  /// - Parameters:
  ///   - sourceLanguage: The source language identifier.
  ///   - version: The format version.
  ///   - tables: The entries of each language.
  ///   - diagnostics: The problems found.
  public init(
    sourceLanguage: String, version: String, tables: [String: StringTable],
    diagnostics: [Diagnostic]
  ) {
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.tables = tables
    self.diagnostics = diagnostics
  }

  /// The tables and diagnostics of a catalog the core's reader read.
  init(_ result: CatalogFileResult) {
    self.init(
      sourceLanguage: result.sourceLanguage, version: result.version, tables: result.tables,
      diagnostics: result.diagnostics)
  }

  /// Whether any diagnostic is an error (warnings alone do not count).
  public var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }
}
