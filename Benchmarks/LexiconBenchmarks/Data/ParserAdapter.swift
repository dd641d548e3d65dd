import Foundation
import Lexicon
import LexiconFormats

/// The one place the harness calls Lexicon's file parsers, so the parse benchmarks follow the
/// parsers' public API in one edit.
enum ParserAdapter {
  /// Lexicon's `.strings` parser: the table parsed from `data` and its number of diagnostics.
  @inline(never)
  static func parseStrings(_ data: Data) -> (table: StringTable, diagnostics: Int) {
    let parsed = StringsFileParser.parse(data)
    return (parsed.table, parsed.diagnostics.count)
  }

  /// Lexicon's String Catalog parser: the entries parsed over all languages and the number of
  /// diagnostics.
  @inline(never)
  static func parseCatalog(_ data: Data) -> (entries: Int, diagnostics: Int) {
    let parsed = StringCatalogParser.parse(data)
    return (parsed.tables.values.reduce(0) { $0 + $1.count }, parsed.diagnostics.count)
  }
}
