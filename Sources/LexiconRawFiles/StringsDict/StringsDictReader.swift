import Foundation
import Lexicon
import LexiconReading

/// Reads `.stringsdict` plural dictionaries (XML or binary property lists) into
/// ``LocalizedValue/plural(_:)`` values: the reading path of the runtime (``BundleProvider``) and
/// of the tools' `StringsDictParser` (`LexiconFormats`), which documents the accepted entries
/// and the problems reported.
///
/// Reading stops at the first XML syntax error, deliberately: the entries complete before it are
/// kept and checked, and nothing after it is read.
package enum StringsDictReader {
  /// Reads a `.stringsdict` file, never throwing: the entries that could be read and every
  /// problem found, and where each entry is written when `recordsLocations` (for tools: then
  /// every syntax error is reported, not only the first).
  /// - Parameters:
  ///   - data: The file's bytes (XML in UTF-8 or UTF-16, or a binary property list).
  ///   - path: The path printed in diagnostics, if any.
  ///   - recordsLocations: Whether to record where each entry is written.
  package static func read(_ data: Data, path: String?, recordsLocations: Bool = false)
    -> TableFileResult
  {
    var log: DiagnosticLog
    var syntaxErrors: [Diagnostic] = []
    let root: PropertyListValue?
    var invalidOffset: Int?
    if PropertyListBinaryReader.isBinary(data) {
      log = DiagnosticLog(file: path, bytes: nil)
      root = PropertyListBinaryReader.read(data, log: &log)
    } else {
      let decoded = DecodedText(data)
      log = DiagnosticLog(file: path, bytes: decoded.bytes)
      root = PropertyListXMLReader.read(decoded.bytes, log: &log)
      invalidOffset = decoded.firstInvalidOffset
      if recordsLocations, log.hasErrors {
        syntaxErrors = PropertyListXMLReader.furtherSyntaxErrors(in: decoded.bytes, path: path)
      }
    }
    // After a syntax error the tree is partial: keep what it holds and check the entries
    // completed before the error, but do not report the follow-on problems of the cut one.
    let hadSyntaxError = log.hasErrors
    if let invalidOffset {
      log.error("the file is not valid UTF-8; invalid bytes are read as U+FFFD", at: invalidOffset)
    }
    var interpreter = StringsDictInterpreter(log: log)
    interpreter.isTruncated = hadSyntaxError
    if recordsLocations { interpreter.locations = .init() }
    let entries = interpreter.interpret(root)
    return TableFileResult(
      table: StringTable(entries),
      diagnostics: StringsFileReader.sorted(interpreter.log.diagnostics),
      locations: interpreter.locations, syntaxErrors: syntaxErrors)
  }
}
