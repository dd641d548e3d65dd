import Foundation
import Lexicon
import LexiconRawFiles

/// A parsed localization file together with where each entry is written: what
/// ``LocalizationFile/parseLocated(_:kind:path:)`` returns to tools that point at values
/// (`lexicon lint`, `lexicon generate`).
///
/// Parsing with locations also reports every syntax error of an XML or JSON file, not only the
/// first: after the first one the text is read again by a reader that skips to the next point it
/// can resume from (the next `,` or bracket of JSON, the next `<` of XML). Those further errors
/// are listed in ``syntaxErrors``; the values still come from the text before the first error
/// only, exactly as ``LocalizationFile/parse(_:kind:path:)`` reads them.
///
/// ```swift
/// let located = LocalizationFile.parseLocated(data, kind: .stringCatalog, path: path)
/// located.entries["de"]?["Done"]?.value        // where the German value is written
/// located.file.diagnostics + located.syntaxErrors
/// ```
package struct LocatedFile: Sendable {
  /// The file as ``LocalizationFile/parse(_:kind:path:)`` reads it.
  package var file: LocalizationFile
  /// Where each entry is written, by language and key. A `.strings` or `.stringsdict` file has
  /// one language, keyed by the empty string; a String Catalog has one per language it
  /// localizes (its source language includes every key it serves there).
  package var entries: [String: [String: EntryLocation]]
  /// The syntax errors after the first one (which is among the file's diagnostics), found by
  /// reading on past it; empty when the file has at most one.
  package var syntaxErrors: [Diagnostic] = []
  /// The keys of a String Catalog marked `shouldTranslate: false`.
  package var untranslatableKeys: Set<String> = []
  /// The keys of a String Catalog whose `extractionState` is `stale` (no longer in the code).
  package var staleKeys: Set<String> = []

  /// Creates a located file.
  /// - Parameters:
  ///   - file: The parsed file.
  ///   - entries: Where each entry is written, by language and key.
  package init(file: LocalizationFile, entries: [String: [String: EntryLocation]]) {
    self.file = file
    self.entries = entries
  }

  /// The located form of a `.strings` or `.stringsdict` file: one language, keyed by `""`.
  init(table result: TableFileResult) {
    self.init(file: .table(ParsedTable(result)), entries: ["": result.locations ?? [:]])
    self.syntaxErrors = result.syntaxErrors
  }

  /// The located form of a String Catalog.
  init(catalog result: CatalogFileResult) {
    self.init(file: .catalog(ParsedCatalog(result)), entries: result.locations ?? [:])
    untranslatableKeys = result.untranslatableKeys
    staleKeys = result.staleKeys
    syntaxErrors = result.syntaxErrors
  }
}
