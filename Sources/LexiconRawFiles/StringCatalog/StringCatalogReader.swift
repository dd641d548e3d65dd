import Foundation
import Lexicon
import LexiconReading

/// Reads String Catalogs (`.xcstrings`, format versions 1.0 and 1.1) into one ``StringTable``
/// per language: the reading path of the runtime (``BundleProvider``) and of the tools'
/// `StringCatalogParser` (`LexiconFormats`), which documents how entries become values and which
/// strings are served.
///
/// Reading stops at the first JSON syntax error, deliberately: the entries complete before it
/// are kept and checked, and nothing after it is read.
package enum StringCatalogReader {
  /// Reads a String Catalog, never throwing: the tables that could be read and every problem
  /// found, and where each localization is written when `recordsLocations` (for tools: then
  /// every syntax error is reported, not only the first).
  /// - Parameters:
  ///   - data: The file's bytes (UTF-8 JSON; UTF-16 is accepted too).
  ///   - path: The path printed in diagnostics, if any.
  ///   - recordsLocations: Whether to record where each localization is written.
  package static func read(_ data: Data, path: String?, recordsLocations: Bool = false)
    -> CatalogFileResult
  {
    let decoded = DecodedText(data)
    var log = DiagnosticLog(file: path, bytes: decoded.bytes)
    // DecodedText has checked the UTF-8 of the whole file; one error below says so.
    let (root, problems) = JSONReader.read(decoded.bytes, checksUTF8: false)
    for problem in problems {
      log.error(problem.message, at: problem.offset)
    }
    if let invalid = decoded.firstInvalidOffset {
      log.error("the file is not valid UTF-8; invalid bytes are read as U+FFFD", at: invalid)
    }
    var interpreter = StringCatalogInterpreter(log: log)
    // After a JSON syntax error the strings completed before it are still checked; the
    // catalog-level checks and the cut last string are not (they would report the cut).
    interpreter.isTruncated = !problems.isEmpty
    if recordsLocations { interpreter.locations = .init() }
    interpreter.interpret(root)
    var catalog = CatalogFileResult(
      sourceLanguage: interpreter.sourceLanguage, version: interpreter.version,
      tables: interpreter.tables.mapValues { StringTable($0) },
      diagnostics: StringsFileReader.sorted(interpreter.log.diagnostics))
    catalog.locations = interpreter.locations
    catalog.untranslatableKeys = interpreter.untranslatableKeys
    catalog.staleKeys = interpreter.staleKeys
    if recordsLocations, problems.contains(where: \.stopsReading) {
      catalog.syntaxErrors = JSONReader.furtherSyntaxErrors(in: decoded.bytes, path: path)
    }
    return catalog
  }
}
