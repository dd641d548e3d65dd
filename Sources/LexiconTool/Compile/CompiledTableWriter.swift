import Foundation
import Lexicon

/// Writes a table as a compiled table (`.lexicontable`, version 2), the file the runtime reads in
/// place of a table's raw files without parsing text.
///
/// The layout (every header and record integer an unsigned 32-bit little-endian number, nothing
/// aligned):
///
/// | offset | field |
/// |---|---|
/// | 0 | magic `LEXTBL\r\n` |
/// | 8 | format version `2` |
/// | 12 | file size |
/// | 16, 20, 24, 28 | counts of text entries, plural entries, variables, variants |
/// | 32, 36, 40 | offsets of the plural entries (12 bytes each: key length, format length, variable count), variables (16: name length, specifier length, argument number or `0`, variant count) and variants (8: category `0` zero … `5` other, text length) |
/// | 44, 48 | offset and length of the plural key bytes, in record order |
/// | 52, 56 | offset and length of the plural string bytes: for each plural its format and, for each variable, name, specifier and variant texts |
/// | 60, 64 | offset and length of the text key bytes: each text entry's key behind its LEB128 length |
/// | 68, 72 | offset and length of the text bytes: each text entry's text behind its LEB128 length, in the same order |
///
/// The text sections come last and are laid out as the runtime's table holds its texts, so the
/// runtime keeps the file's bytes as its table and copies no text.
///
/// The output is byte-stable: entries are sorted by their keys' UTF-8 bytes, variables by name,
/// variants by category, so the same table always gives the same file. The runtime's reader
/// (`CompiledTableReader` in the core) checks every field against the file and reports what is
/// wrong by name and offset; the DocC article "Compiled tables" of `Lexicon` describes the
/// format for users.
enum CompiledTableWriter {
  /// The whole file written for a table only the raw files can give (`LEXRAW\r\n`): one the
  /// build declared that could not be compiled (device variants, a table two folders hold). An
  /// app reading raw files reads such a table's raw files, without a diagnostic; one reading
  /// compiled tables only reports it once (see `CompiledTableFormat.rawFilesMarker`).
  static let rawFilesMarker = Data([0x4C, 0x45, 0x58, 0x52, 0x41, 0x57, 0x0D, 0x0A])

  /// The compiled file of an empty table: written for a file the build declared that no table
  /// produced (a language that has no such table), which the runtime reads as no table.
  static var emptyTable: Data {
    // An empty table has no entry to overflow a limit, so the writer always writes it.
    data(for: StringTable()) ?? Data()
  }

  /// The plural categories by their number in a variant record.
  static let categories: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]

  /// The compiled file of `table`, or `nil` when it cannot be written: over 2 GiB, or a plural
  /// variable's argument number below 1 (no reader makes one).
  static func data(for table: StringTable) -> Data? {
    func utf8Order(_ lhs: String, _ rhs: String) -> Bool {
      lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
    let texts = table.texts.sorted { utf8Order($0.key, $1.key) }
    let plurals = table.plurals.sorted { utf8Order($0.key, $1.key) }
    var pluralRecords: [UInt32] = []
    var variableRecords: [UInt32] = []
    var variantRecords: [UInt32] = []
    var pluralKeyBytes: [UInt8] = []
    var pluralStringBytes: [UInt8] = []
    var textKeyBytes: [UInt8] = []
    var textBytes: [UInt8] = []
    func string(_ text: String, into bytes: inout [UInt8]) -> UInt32 {
      bytes.append(contentsOf: text.utf8)
      return UInt32(truncatingIfNeeded: text.utf8.count)
    }
    /// `text` behind its length, an unsigned LEB128 number.
    func lengthPrefixed(_ text: String, into bytes: inout [UInt8]) {
      var length = text.utf8.count
      while length >= 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: length) | 0x80)
        length >>= 7
      }
      bytes.append(UInt8(length))
      bytes.append(contentsOf: text.utf8)
    }
    for (key, text) in texts {
      lengthPrefixed(key, into: &textKeyBytes)
      lengthPrefixed(text, into: &textBytes)
    }
    var variableCount = 0
    var variantCount = 0
    for (key, plural) in plurals {
      pluralRecords.append(string(key, into: &pluralKeyBytes))
      pluralRecords.append(string(plural.format, into: &pluralStringBytes))
      pluralRecords.append(UInt32(plural.variables.count))
      for (name, variable) in plural.variables.sorted(by: { utf8Order($0.key, $1.key) }) {
        variableRecords.append(string(name, into: &pluralStringBytes))
        variableRecords.append(string(variable.formatSpecifier, into: &pluralStringBytes))
        // `0` stands for no argument number; the readers give 1 to 1,000 or none.
        let argument = variable.argumentNumber ?? 0
        guard variable.argumentNumber == nil || argument >= 1, argument <= Int(Int32.max) else {
          return nil
        }
        variableRecords.append(UInt32(argument))
        let forms = categories.enumerated().compactMap { number, category in
          variable.variants[category].map { (number, $0) }
        }
        variableRecords.append(UInt32(forms.count))
        for (number, text) in forms {
          variantRecords.append(UInt32(number))
          variantRecords.append(string(text, into: &pluralStringBytes))
        }
        variableCount += 1
        variantCount += forms.count
      }
    }
    let header = 76
    let pluralsOffset = header
    let variablesOffset = pluralsOffset + pluralRecords.count * 4
    let variantsOffset = variablesOffset + variableRecords.count * 4
    let pluralKeysOffset = variantsOffset + variantRecords.count * 4
    let pluralStringsOffset = pluralKeysOffset + pluralKeyBytes.count
    let textKeysOffset = pluralStringsOffset + pluralStringBytes.count
    let textsOffset = textKeysOffset + textKeyBytes.count
    let size = textsOffset + textBytes.count
    guard size <= Int(Int32.max) else { return nil }
    let fields = [
      2, size, texts.count, plurals.count, variableCount, variantCount,
      pluralsOffset, variablesOffset, variantsOffset,
      pluralKeysOffset, pluralKeyBytes.count, pluralStringsOffset, pluralStringBytes.count,
      textKeysOffset, textKeyBytes.count, textsOffset, textBytes.count,
    ]
    var data = Data(capacity: size)
    data.append(contentsOf: Array("LEXTBL\r\n".utf8))
    for value in fields.map(UInt32.init) + pluralRecords + variableRecords + variantRecords {
      withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
    data.append(contentsOf: pluralKeyBytes)
    data.append(contentsOf: pluralStringBytes)
    data.append(contentsOf: textKeyBytes)
    data.append(contentsOf: textBytes)
    return data
  }
}
