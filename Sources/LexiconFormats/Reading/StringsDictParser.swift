import Foundation
import Lexicon
import LexiconRawFiles

/// Reads `.stringsdict` plural dictionaries on every platform (Foundation on Linux crashes on
/// them), into `LocalizedValue/plural(_:)` values.
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
    ParsedTable(StringsDictReader.read(data, path: path))
  }

  /// Parses a `.stringsdict` file and records where each entry is written, for tools: every
  /// syntax error is reported, not only the first (see ``LocatedFile``).
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The path printed in diagnostics, if any.
  /// - Returns: The parsed table and where each entry is written.
  package static func parseLocated(_ data: Data, path: String? = nil) -> LocatedFile {
    LocatedFile(table: StringsDictReader.read(data, path: path, recordsLocations: true))
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
