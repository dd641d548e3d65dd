import Lexicon

/// Reads the cache's binary encoding (see ``BinaryWriter``) from bytes, checking every length
/// against what is left, so a damaged file is reported and never read out of bounds.
///
/// ```swift
/// var reader = BinaryReader(bytes)
/// let language = try reader.readString()
/// let version = try reader.readInt64()
/// ```
struct BinaryReader {
  private let buffer: UnsafeRawBufferPointer
  /// The offset of the next byte to read.
  private(set) var offset: Int

  /// A reader of `buffer` from `offset`; the buffer must outlive the reader.
  init(_ buffer: UnsafeRawBufferPointer, offset: Int = 0) {
    self.buffer = buffer
    self.offset = offset
  }

  /// Runs `body` over the bytes of `file`, keeping its typed error (`withUnsafeBytes` rethrows
  /// untyped).
  static func withBuffer<Result>(
    _ file: [UInt8], _ body: (UnsafeRawBufferPointer) throws(CacheFormatError) -> Result
  ) throws(CacheFormatError) -> Result {
    let result = file.withUnsafeBytes { buffer in
      Swift.Result { () throws(CacheFormatError) -> Result in try body(buffer) }
    }
    return try result.get()
  }

  /// Whether every byte was read.
  var isAtEnd: Bool { offset == buffer.count }

  /// The bytes left.
  var remaining: Int { buffer.count - offset }

  /// Skips `count` bytes.
  mutating func skip(_ count: Int) throws(CacheFormatError) {
    try need(count, "bytes")
    offset += count
  }

  /// Reads one byte.
  mutating func readByte() throws(CacheFormatError) -> UInt8 {
    try need(1, "a byte")
    defer { offset += 1 }
    return buffer[offset]
  }

  /// Reads a little-endian 32-bit unsigned integer.
  mutating func readUInt32() throws(CacheFormatError) -> UInt32 {
    try need(4, "a 32-bit integer")
    defer { offset += 4 }
    return UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }

  /// Reads a little-endian 64-bit unsigned integer.
  mutating func readUInt64() throws(CacheFormatError) -> UInt64 {
    try need(8, "a 64-bit integer")
    defer { offset += 8 }
    return UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// Reads a little-endian 64-bit signed integer.
  mutating func readInt64() throws(CacheFormatError) -> Int64 {
    Int64(bitPattern: try readUInt64())
  }

  /// Reads a count written by ``BinaryWriter/writeCount(_:)``, refusing one that could not fit
  /// in what is left when each item takes at least `minimumItemBytes`.
  mutating func readCount(minimumItemBytes: Int = 1) throws(CacheFormatError) -> Int {
    let count = Int(try readUInt32())
    guard count <= remaining / max(1, minimumItemBytes) else {
      throw CacheFormatError(
        offset: offset - 4, reason: "a count of \(count) is larger than the file")
    }
    return count
  }

  /// Reads a length-prefixed UTF-8 string.
  mutating func readString() throws(CacheFormatError) -> String {
    let length = try readCount()
    defer { offset += length }
    return String(
      decoding: UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + length]), as: UTF8.self)
  }

  /// Reads a length-prefixed string's UTF-8 bytes without making a string; they stay valid as
  /// long as the buffer does.
  mutating func readStringBytes() throws(CacheFormatError) -> UnsafeRawBufferPointer {
    let length = try readCount()
    defer { offset += length }
    return UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + length])
  }

  /// Reads an optional string.
  mutating func readOptionalString() throws(CacheFormatError) -> String? {
    switch try readByte() {
    case 0: return nil
    case 1: return try readString()
    case let flag:
      throw CacheFormatError(offset: offset - 1, reason: "presence flag \(flag) is neither 0 nor 1")
    }
  }

  /// Reads a value written by ``BinaryWriter/write(_:)-(LocalizedValue)``.
  mutating func readValue() throws(CacheFormatError) -> LocalizedValue {
    switch try readByte() {
    case 0:
      return .text(try readString())
    case 1:
      let format = try readString()
      var variables: [String: PluralVariable] = .init()
      for _ in 0..<(try readCount(minimumItemBytes: 20)) {
        let name = try readString()
        let argument = try readInt64()
        let specifier = try readString()
        var variants: [PluralCategory: String] = .init()
        for _ in 0..<(try readCount(minimumItemBytes: 5)) {
          let index = Int(try readByte())
          guard index < PluralCategory.allCases.count else {
            throw CacheFormatError(
              offset: offset - 1, reason: "plural category \(index) is unknown")
          }
          variants[PluralCategory.allCases[index]] = try readString()
        }
        variables[name] = PluralVariable(
          argumentNumber: argument < 0 ? nil : Int(argument), formatSpecifier: specifier,
          variants: variants)
      }
      return .plural(PluralString(format: format, variables: variables))
    case let tag:
      throw CacheFormatError(offset: offset - 1, reason: "value kind \(tag) is unknown")
    }
  }

  /// Throws unless `count` more bytes are there.
  private func need(_ count: Int, _ what: String) throws(CacheFormatError) {
    guard count >= 0, count <= remaining else {
      throw CacheFormatError(offset: offset, reason: "the file ends where \(what) should be")
    }
  }
}
