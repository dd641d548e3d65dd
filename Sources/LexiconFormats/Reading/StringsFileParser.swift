import Foundation
import Lexicon
import LexiconRawFiles

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
    ParsedTable(StringsFileReader.read(data, path: path))
  }

  /// Parses a `.strings` file and records where each entry is written, for tools: every syntax
  /// error of an XML property list is reported (see ``LocatedFile``).
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The path printed in diagnostics, if any.
  /// - Returns: The parsed table and where each entry is written.
  package static func parseLocated(_ data: Data, path: String? = nil) -> LocatedFile {
    LocatedFile(table: StringsFileReader.read(data, path: path, recordsLocations: true))
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
}
