import Lexicon

/// Appends the cache's binary encoding to a byte buffer: little-endian integers and
/// length-prefixed UTF-8 strings.
///
/// ```swift
/// var writer = BinaryWriter()
/// writer.write("ru")
/// writer.write(Int64(7))
/// writer.bytes   // [2, 0, 0, 0, 0x72, 0x75, 7, 0, 0, 0, 0, 0, 0, 0]
/// ```
struct BinaryWriter {
  /// What was written so far.
  private(set) var bytes: [UInt8] = []

  /// Creates a writer with room for `capacity` bytes.
  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends one byte.
  mutating func write(_ value: UInt8) {
    bytes.append(value)
  }

  /// Appends a 32-bit unsigned integer, little-endian.
  mutating func write(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Appends a 64-bit unsigned integer, little-endian.
  mutating func write(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Appends a 64-bit signed integer, little-endian.
  mutating func write(_ value: Int64) {
    write(UInt64(bitPattern: value))
  }

  /// Appends a count as a 32-bit unsigned integer (counts are capped far below 2³²).
  mutating func writeCount(_ count: Int) {
    write(UInt32(truncatingIfNeeded: count))
  }

  /// Appends a string: its UTF-8 length as a 32-bit integer, then its bytes.
  mutating func write(_ string: String) {
    var string = string
    string.withUTF8 { utf8 in
      writeCount(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  /// Appends an optional string: a presence byte, then the string.
  mutating func write(optional string: String?) {
    if let string {
      write(UInt8(1))
      write(string)
    } else {
      write(UInt8(0))
    }
  }

  /// Appends a value: `0` and the text, or `1` and a plural value (format, then each variable's
  /// name, argument number, specifier and variants in category order).
  mutating func write(_ value: LocalizedValue) {
    switch value {
    case .text(let text):
      write(UInt8(0))
      write(text)
    case .plural(let plural):
      write(UInt8(1))
      write(plural.format)
      writeCount(plural.variables.count)
      for name in StableOrder.sorted(Array(plural.variables.keys)) {
        guard let variable = plural.variables[name] else { continue }
        write(name)
        write(Int64(variable.argumentNumber ?? -1))
        write(variable.formatSpecifier)
        writeCount(variable.variants.count)
        for category in PluralCategory.allCases {
          guard let text = variable.variants[category] else { continue }
          write(UInt8(PluralCategory.allCases.firstIndex(of: category) ?? 0))
          write(text)
        }
      }
    }
  }
}
