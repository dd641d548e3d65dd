import Foundation

/// Reads `.strings` files on every platform, as Foundation's property-list parser does, but
/// faster and with every problem reported by line and column.
///
/// Accepted input:
/// - Text in UTF-8 (with or without a byte-order mark) or UTF-16 little or big endian (with a
///   byte-order mark, or recognised without one by its NUL bytes).
/// - `/* */` and `//` comments; whitespace is `\t`–`\r`, space, U+2028 and U+2029.
/// - `"key" = "value";` with single or double quotes, or unquoted keys and values made of
///   `A-Z a-z 0-9 _ $ / : . -`; the shorthand `"key";` means the value is the key. The whole
///   content may also be wrapped in `{ }` (an old-style dictionary).
/// - Escapes `\n \t \r \a \b \f \v`, `\"`, `\'`, `\\`, `\UXXXX` (UTF-16 units; `\UD83D\UDE00`
///   pairs into one scalar), octal `\OOO` (a byte in the NeXTSTEP encoding, as Foundation
///   reads it), and any other escaped character stands for itself.
/// - XML property lists (`<?xml`, `<plist`) and binary property lists (`bplist00`, as compiled
///   app bundles ship them), read into the same ``ParsedTable``.
///
/// Duplicate keys keep the last value and are reported as warnings. After an error the parser
/// skips to the next `;` or line and goes on, so one pass reports every error and keeps every
/// entry it could read. No input can crash it or make it run longer than linear time.
///
/// ## Differences from Foundation
/// On a well-formed file the entries are exactly those of `PropertyListSerialization`.
/// Deliberate differences on other input:
/// - A lowercase `\u203A` is read as `u203A`, exactly like Foundation, but with a warning that
///   suggests `\U203A`. Other unknown letter escapes (`\q` → `q`) also warn.
/// - `\U` with fewer than four hex digits and unpaired surrogates (read as U+FFFD) warn.
/// - An empty file (or one with only comments) is an empty table; Foundation rejects empty data.
/// - Foundation stops silently at the first character that cannot start a key after a `;`,
///   dropping the rest of the file; Lexicon reports an error there and reads on.
/// - Foundation rejects a whole file that is not valid UTF-8; Lexicon reports an error at the
///   first invalid byte and reads the rest, with U+FFFD for invalid sequences.
/// - UTF-16 without a byte-order mark is recognised (Foundation misreads it as UTF-8).
/// - A value that is an old-style array, dictionary or data (`("a", "b")`, `{…}`, `<0fab>`) is
///   skipped with a warning (a string table holds strings only); Foundation returns it.
/// - An unterminated `/* */` comment at the end of the file is a warning (Foundation is silent).
/// - In XML property lists, text after the top-level element is an error (Foundation ignores
///   it), and comments inside `<string>` are allowed (Foundation rejects them).
/// - Binary property lists carry no positions: their diagnostics have line 0 and column 0, and
///   a damaged one names the object and byte offset in the message.
/// - Keys are Swift `String`s, compared by canonical equivalence: `"\U00E9"` (é) and
///   `"e\U0301"` (e + combining acute) are one key, the later value wins, and a duplicate-key
///   warning names it. Foundation's `NSDictionary` compares code units and keeps both.
///
/// ```swift
/// let parsed = StringsFileParser.parse(Data(#""greeting" = "Hello, %@!";"#.utf8))
/// parsed.table["greeting"]  // .text("Hello, %@!")
/// ```
public enum StringsFileParser {
  /// Parses a `.strings` file, never throwing.
  /// - Parameters:
  ///   - data: The file's bytes, in any supported encoding or property-list format.
  ///   - path: The path printed in diagnostics, if any.
  /// - Returns: The entries that could be read and every problem found.
  public static func parse(_ data: Data, path: String? = nil) -> ParsedTable {
    parse(data, path: path, recordsLocations: false).table
  }

  /// Parses a `.strings` file and records where each entry is written, for tools: every syntax
  /// error of an XML property list is reported (see ``LocatedFile``).
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The path printed in diagnostics, if any.
  /// - Returns: The parsed table and where each entry is written.
  package static func parseLocated(_ data: Data, path: String? = nil) -> LocatedFile {
    let (table, locations, syntaxErrors) = parse(data, path: path, recordsLocations: true)
    return LocatedFile(table: table, locations: locations, syntaxErrors: syntaxErrors)
  }

  /// Parses a `.strings` file, recording locations when asked.
  private static func parse(_ data: Data, path: String?, recordsLocations: Bool) -> (
    table: ParsedTable, locations: [String: EntryLocation]?, syntaxErrors: [Diagnostic]
  ) {
    if PropertyListBinaryReader.isBinary(data) {
      var log = DiagnosticLog(file: path, bytes: nil)
      let root = PropertyListBinaryReader.read(data, log: &log)
      let (table, locations) = tableFromPropertyList(
        root, log: log, recordsLocations: recordsLocations)
      return (table, locations, [])
    }
    let decoded = DecodedText(data)
    var log = DiagnosticLog(file: path, bytes: decoded.bytes)
    if let invalid = decoded.firstInvalidOffset {
      if decoded.encoding == .utf8 {
        log.error("the file is not valid UTF-8; invalid bytes are read as U+FFFD", at: invalid)
      } else {
        log.warning("unpaired UTF-16 surrogate, read as U+FFFD", at: invalid)
      }
    }
    if startsWithMarkup(decoded.bytes) {
      let root = PropertyListXMLReader.read(decoded.bytes, log: &log)
      let syntaxErrors =
        recordsLocations && log.hasErrors
        ? PropertyListXMLReader.furtherSyntaxErrors(in: decoded.bytes, path: path) : []
      let (table, locations) = tableFromPropertyList(
        root, log: log, recordsLocations: recordsLocations)
      return (table, locations, syntaxErrors)
    }
    return decoded.bytes.withUnsafeBufferPointer { buffer in
      var scanner = StringsScanner(text: buffer, log: log, recordsLocations: recordsLocations)
      scanner.run()
      var log = scanner.log
      if !scanner.duplicates.isEmpty {
        // Rare: a second pass finds where each duplicated key was first defined.
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
      let table = ParsedTable(
        table: StringTable(compact: scanner.texts.build()), diagnostics: sorted(log.diagnostics))
      return (table, scanner.locations, [])
    }
  }

  /// Parses a `.strings` file, throwing when it has errors.
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The path printed in diagnostics, if any.
  /// - Returns: The table (the file may still have warnings).
  /// - Throws: ``LocalizationFileError`` with every diagnostic and the partial table.
  public static func parseStrictly(_ data: Data, path: String? = nil) throws(LocalizationFileError)
    -> StringTable
  {
    let parsed = parse(data, path: path)
    guard !parsed.hasErrors else { throw LocalizationFileError(partialResult: .table(parsed)) }
    return parsed.table
  }

  /// Whether the first character after whitespace is `<` (an XML property list).
  private static func startsWithMarkup(_ bytes: [UInt8]) -> Bool {
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
  ) -> (ParsedTable, [String: EntryLocation]?) {
    var log = log
    var entries: [String: LocalizedValue] = [:]
    var locations: [String: EntryLocation]? = recordsLocations ? [:] : nil
    if let root {
      if let rootEntries = root.entries {
        var firstLines: [String: Int] = [:]
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
    return (
      ParsedTable(table: StringTable(entries), diagnostics: sorted(log.diagnostics)), locations
    )
  }

  /// Orders diagnostics by position, keeping the order of those at the same place.
  static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    StableOrder.positions(count: diagnostics.count) { lhs, rhs in
      (diagnostics[lhs].line, diagnostics[lhs].column) < (
        diagnostics[rhs].line, diagnostics[rhs].column
      )
    }.map { diagnostics[$0] }
  }
}
