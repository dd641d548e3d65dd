import Lexicon
import Testing

@testable import LexiconRemote

/// The reader reads back what ``BinaryWriter`` wrote, and refuses, with the offset, every way
/// the bytes can be cut short or malformed — never reading out of bounds.
@Suite struct BinaryReaderTests {
  static let plural = LocalizedValue.plural(
    PluralString(
      format: "%1$#@files@ in %2$#@folders@",
      variables: [
        "files": PluralVariable(
          argumentNumber: 1, formatSpecifier: "d",
          variants: [.zero: "no files", .one: "%d файл", .few: "%d файла", .other: "%d файлов"]),
        "folders": PluralVariable(formatSpecifier: "ld", variants: [.other: "%ld folders"]),
      ]))

  @Test(arguments: [LocalizedValue.text(""), .text("Войти 🚪"), plural])
  func readsBackWhatWasWritten(value: LocalizedValue) throws {
    var writer = BinaryWriter()
    writer.write("ключ")
    writer.write(value)
    writer.write(Int64(-42))
    writer.write(optional: nil)
    writer.write(optional: "\"etag\"")
    let bytes = writer.bytes
    try BinaryReader.withBuffer(bytes) { (buffer) throws(CacheFormatError) in
      var reader = BinaryReader(buffer)
      #expect(try reader.readString() == "ключ")
      #expect(try reader.readValue() == value)
      #expect(try reader.readInt64() == -42)
      #expect(try reader.readOptionalString() == nil)
      #expect(try reader.readOptionalString() == "\"etag\"")
      #expect(reader.isAtEnd)
    }
  }

  /// Every prefix of a valid encoding is refused with a typed error, at an offset inside it.
  @Test func everyTruncationIsRefused() {
    var writer = BinaryWriter()
    writer.write("key")
    writer.write(Self.plural)
    let bytes = writer.bytes
    for length in 0..<bytes.count {
      let prefix = Array(bytes[..<length])
      #expect(throws: CacheFormatError.self) {
        try BinaryReader.withBuffer(prefix) { (buffer) throws(CacheFormatError) in
          var reader = BinaryReader(buffer)
          _ = try reader.readString()
          _ = try reader.readValue()
        }
      }
    }
  }

  /// What a malformed field is read as.
  enum Field: Sendable {
    case value, optionalString, string
  }

  @Test(arguments: [
    (
      Field.value, [UInt8]([7, 0, 0, 0, 0]),
      CacheFormatError(offset: 0, reason: "value kind 7 is unknown")
    ),
    (
      .optionalString, [2],
      CacheFormatError(offset: 0, reason: "presence flag 2 is neither 0 nor 1")
    ),
    (
      .string, [0xFF, 0xFF, 0xFF, 0x7F],
      CacheFormatError(offset: 0, reason: "a count of 2147483647 is larger than the file")
    ),
  ])
  func malformedFieldsAreNamed(field: Field, bytes: [UInt8], error: CacheFormatError) {
    #expect(throws: error) {
      try BinaryReader.withBuffer(bytes) { (buffer) throws(CacheFormatError) in
        var reader = BinaryReader(buffer)
        switch field {
        case .value: _ = try reader.readValue()
        case .optionalString: _ = try reader.readOptionalString()
        case .string: _ = try reader.readString()
        }
      }
    }
  }

  @Test func anUnknownPluralCategoryIsRefused() {
    var writer = BinaryWriter()
    writer.write(UInt8(1))
    writer.write("%#@n@")
    writer.writeCount(1)
    writer.write("n")
    writer.write(Int64(-1))
    writer.write("d")
    writer.writeCount(1)
    writer.write(UInt8(9))
    writer.write("text")
    let bytes = writer.bytes
    #expect(throws: CacheFormatError(offset: 36, reason: "plural category 9 is unknown")) {
      try BinaryReader.withBuffer(bytes) { (buffer) throws(CacheFormatError) in
        var reader = BinaryReader(buffer)
        _ = try reader.readValue()
      }
    }
  }
}
