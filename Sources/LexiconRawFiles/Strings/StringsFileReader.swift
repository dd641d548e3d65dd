import Foundation
import Lexicon
import LexiconReading

/// Reads `.strings` files on every platform, as Foundation's property-list parser does: the
/// reading path of the runtime (``BundleProvider``) and of the tools' `StringsFileParser`
/// (`LexiconFormats`), which documents the accepted input and the differences from Foundation.
///
/// Duplicate keys keep the last value and are reported as warnings. After an error the reader
/// skips to the next `;` or line and goes on, so one pass reports every error and keeps every
/// entry it could read. No input can crash it or make it run longer than linear time.
package enum StringsFileReader {
  /// Reads a `.strings` file, never throwing: the entries that could be read and every problem
  /// found, and where each entry is written when `recordsLocations` (for tools: then every
  /// syntax error of an XML property list is reported, not only the first).
  /// - Parameters:
  ///   - data: The file's bytes, in any supported encoding or property-list format.
  ///   - path: The path printed in diagnostics, if any.
  ///   - recordsLocations: Whether to record where each entry is written.
  package static func read(_ data: Data, path: String?, recordsLocations: Bool = false)
    -> TableFileResult
  {
    if PropertyListBinaryReader.isBinary(data) {
      var log = DiagnosticLog(file: path, bytes: nil)
      let root = PropertyListBinaryReader.read(data, log: &log)
      return tableFromPropertyList(root, log: log, recordsLocations: recordsLocations)
    }
    // Nearly every file an app ships: valid UTF-8 text, scanned where its bytes lie (a mapped
    // file is never copied to the heap; a file with problems is copied once, for positions).
    let inPlace = DecodedText.withValidUTF8(data) { bytes -> TableFileResult? in
      guard !startsWithMarkup(bytes) else { return nil }
      return scan(
        bytes, log: DiagnosticLog(fileAwaitingText: path), recordsLocations: recordsLocations)
    }
    if let inPlace, let inPlace { return inPlace }
    let decoded = DecodedText(data)
    var log = DiagnosticLog(file: path, bytes: decoded.bytes)
    if let invalid = decoded.firstInvalidOffset {
      if decoded.encoding == .utf8 {
        log.error("the file is not valid UTF-8; invalid bytes are read as U+FFFD", at: invalid)
      } else {
        log.warning("unpaired UTF-16 surrogate, read as U+FFFD", at: invalid)
      }
    }
    if decoded.bytes.withUnsafeBufferPointer(startsWithMarkup) {
      let root = PropertyListXMLReader.read(decoded.bytes, log: &log)
      let syntaxErrors =
        recordsLocations && log.hasErrors
        ? PropertyListXMLReader.furtherSyntaxErrors(in: decoded.bytes, path: path) : []
      var result = tableFromPropertyList(root, log: log, recordsLocations: recordsLocations)
      result.syntaxErrors = syntaxErrors
      return result
    }
    return decoded.bytes.withUnsafeBufferPointer { buffer in
      scan(buffer, log: log, recordsLocations: recordsLocations)
    }
  }

  /// Scans old-style `.strings` text and reports its duplicate keys, each with the line where
  /// the key was first defined (a rare second pass over the text finds them).
  private static func scan(
    _ buffer: UnsafeBufferPointer<UInt8>, log: DiagnosticLog, recordsLocations: Bool
  ) -> TableFileResult {
    var scanner = StringsScanner(text: buffer, log: log, recordsLocations: recordsLocations)
    scanner.run()
    var log = scanner.log
    if !scanner.duplicates.isEmpty || scanner.texts.overflowed { log.supplyText(buffer) }
    if !scanner.duplicates.isEmpty {
      var finder = StringsScanner(
        text: buffer, log: DiagnosticLog(file: nil, bytes: nil),
        recordingOffsetsOf: Set(scanner.duplicates.map(\.key)))
      finder.run()
      for (key, offset) in scanner.duplicates {
        let first = finder.firstOffsets[key].map {
          " (first defined on line \(log.line(of: $0)))"
        }
        log.warning(
          "duplicate key \"\(key)\"\(first ?? ""); the last value wins", at: offset,
          kind: .duplicateKey)
      }
    }
    if scanner.texts.overflowed {
      log.error(
        "the file has more keys than a table can hold (2 GiB of key bytes or 2³¹ keys); "
          + "only the keys before that limit are read", at: 0)
    }
    return TableFileResult(
      table: StringTable(compact: scanner.texts.build()), diagnostics: sorted(log.diagnostics),
      locations: scanner.locations)
  }

  /// Whether the first character after whitespace is `<` (an XML property list).
  private static func startsWithMarkup(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes {
      switch byte {
      case 0x20, 0x09...0x0D: continue
      case 0x3C: return true
      default: return false
      }
    }
    return false
  }

  /// Builds a table from a property-list dictionary of strings.
  private static func tableFromPropertyList(
    _ root: PropertyListValue?, log: DiagnosticLog, recordsLocations: Bool
  ) -> TableFileResult {
    var log = log
    var entries: [String: LocalizedValue] = .init()
    var locations: [String: EntryLocation]? = recordsLocations ? .init() : nil
    if let root {
      if let rootEntries = root.entries {
        var firstLines: [String: Int] = .init()
        for entry in rootEntries {
          guard let string = entry.value.string else {
            log.warning(
              "the value of the key \"\(entry.key)\" is \(entry.value.kindDescription), not a string; "
                + "the entry is ignored", at: entry.value.offset)
            continue
          }
          if locations != nil {
            var location = EntryLocation(
              key: log.position(of: entry.keyOffset), value: log.position(of: entry.value.offset))
            if string.isEmpty { location.emptyTexts = [location.value] }
            locations?[entry.key] = location
          }
          if entries.updateValue(.text(string), forKey: entry.key) != nil {
            let first = firstLines[entry.key].map { " (first defined on line \($0))" } ?? ""
            log.warning(
              "duplicate key \"\(entry.key)\"\(first); the last value wins", at: entry.keyOffset,
              kind: .duplicateKey)
          } else {
            firstLines[entry.key] = log.line(of: entry.keyOffset)
          }
        }
      } else {
        log.error(
          "a strings file must hold a dictionary, but this property list holds \(root.kindDescription)",
          at: root.offset)
      }
    }
    return TableFileResult(
      table: StringTable(entries), diagnostics: sorted(log.diagnostics), locations: locations)
  }

  /// Orders diagnostics by position, keeping the order of those at the same place.
  package static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    StableOrder.positions(count: diagnostics.count) { lhs, rhs in
      (diagnostics[lhs].line, diagnostics[lhs].column) < (
        diagnostics[rhs].line, diagnostics[rhs].column
      )
    }.map { diagnostics[$0] }
  }
}
