import Foundation

/// Reads `.stringsdict` plural dictionaries on every platform (Foundation on Linux crashes on
/// them), into ``LocalizedValue/plural(_:)`` values.
///
/// XML files are read by Lexicon's own property-list reader, so every diagnostic has a line and
/// column; binary property lists are read by Lexicon's own bounded binary reader and their
/// diagnostics have line 0 and column 0 (the message names the key, or the object and byte
/// offset instead).
///
/// Reading stops at the first XML syntax error, deliberately: the entries complete before it
/// are kept and checked (their problems are reported with the syntax error), and nothing after
/// it is read (after a broken tag no reader can tell reliably where the next entry begins). Fix
/// that error and parse again to see the rest.
///
/// Each entry is a dictionary with `NSStringLocalizedFormatKey` (the format, with any number
/// of `%#@variable@` or positional `%1$#@variable@` placeholders) and one dictionary per
/// variable: `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`,
/// `NSStringFormatValueTypeKey` (`ld` or `%ld`, stored without `%`; when missing, taken from the
/// first numeric conversion of the `other` form, else of the first form that has one in the
/// order `zero`, `one`, `two`, `few`, `many`, else `d`) and the forms `zero`, `one`, `two`,
/// `few`, `many`, `other`.
///
/// As in Foundation, only the variables that the format names — and that their variants name
/// in turn — are read. Other keys of an entry are not variables: a dictionary that nothing
/// names is reported as a warning and left out; anything else (a translator's `comment`, say)
/// is ignored.
///
/// Diagnostics: a missing format key (error; the entry is dropped), a variable the format uses
/// but the entry does not define (error), a variable without `other` (error), an unknown
/// category (warning, ignored), values of the wrong type (error), an unused variable
/// (warning), duplicate keys (warning).
///
/// Device-specific entries (`NSStringDeviceSpecificRuleType`) resolve at parse time to one
/// variant: the current platform's (`iphone`, `mac` — also on Mac Catalyst —, `appletv`,
/// `applewatch`, `applevision`), else `other`, else a fixed order. Width variants
/// (`NSStringVariableWidthRuleType`) resolve to the widest variant. A chosen variant may be a
/// string (plain text) or an entry dictionary.
///
/// ```swift
/// let parsed = StringsDictParser.parse(data, path: "ru.lproj/Localizable.stringsdict")
/// if case .plural(let plural)? = parsed.table["files.count"] { print(plural.format) }
/// ```
public enum StringsDictParser {
  /// Parses a `.stringsdict` file, never throwing.
  /// - Parameters:
  ///   - data: The file's bytes (XML in UTF-8 or UTF-16, or a binary property list).
  ///   - path: The path printed in diagnostics, if any.
  /// - Returns: The entries that could be read and every problem found.
  public static func parse(_ data: Data, path: String? = nil) -> ParsedTable {
    parse(data, path: path, recordsLocations: false).file
  }

  /// Parses a `.stringsdict` file and records where each entry is written, for tools: every
  /// syntax error is reported, not only the first (see ``LocatedFile``).
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The path printed in diagnostics, if any.
  /// - Returns: The parsed table and where each entry is written.
  package static func parseLocated(_ data: Data, path: String? = nil) -> LocatedFile {
    let (table, locations, syntaxErrors) = parse(data, path: path, recordsLocations: true)
    return LocatedFile(table: table, locations: locations, syntaxErrors: syntaxErrors)
  }

  /// Parses a `.stringsdict` file, recording locations when asked.
  private static func parse(_ data: Data, path: String?, recordsLocations: Bool) -> (
    file: ParsedTable, locations: [String: EntryLocation]?, syntaxErrors: [Diagnostic]
  ) {
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
    if recordsLocations { interpreter.locations = [:] }
    let entries = interpreter.interpret(root)
    let table = ParsedTable(
      table: StringTable(entries),
      diagnostics: StringsFileParser.sorted(interpreter.log.diagnostics))
    return (table, interpreter.locations, syntaxErrors)
  }

  /// Parses a `.stringsdict` file, throwing when it has errors.
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
}
