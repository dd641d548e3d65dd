/// The frame around every cache file: what kind of file it is, its format version, the length
/// of its body, and an XXH64 checksum of everything before the checksum.
///
/// ```text
/// offset  size  field
///      0     4  magic: "LXRC" (a language's content) or "LXRI" (the commit record)
///      4     2  format version, little-endian (2; 1 is read too)
///      6     2  reserved, 0
///      8     8  body length n, little-endian
///     16     n  body
///   16+n     8  XXH64 (seed 0) of bytes 0 ..< 16+n, little-endian
/// ```
///
/// A file whose size is not exactly `24 + n`, whose magic or version is not an expected one, or
/// whose checksum differs is refused as a whole: a torn or damaged file is never half-read.
/// Version 2 content files end with the keys' copy experiments (version 1 files, written before
/// experiments existed, have none).
enum CacheContainer {
  /// The kind of a cache file, by its magic.
  enum Kind: UInt32 {
    /// A language's content: a full snapshot or a delta (``CacheContentFile``).
    case content = 0x4352_584C  // "LXRC"
    /// The commit record of a cache directory (``CacheIndex``).
    case index = 0x4952_584C  // "LXRI"
  }

  /// The format version written.
  static let formatVersion: UInt16 = 2
  /// The format versions read.
  static let readableVersions: ClosedRange<UInt16> = 1...2
  /// The bytes of the frame around a body: 16 of header, 8 of checksum.
  static let overhead = 24

  /// The framed file for `body`, and its checksum (the last 8 bytes).
  static func wrap(_ body: [UInt8], kind: Kind) -> (bytes: [UInt8], checksum: UInt64) {
    var writer = BinaryWriter(capacity: body.count + overhead)
    writer.write(kind.rawValue)
    writer.write(UInt32(formatVersion))
    writer.write(UInt64(body.count))
    var bytes = writer.bytes
    bytes.append(contentsOf: body)
    let checksum = XXHash64.hash(bytes)
    withUnsafeBytes(of: checksum.littleEndian) { bytes.append(contentsOf: $0) }
    return (bytes, checksum)
  }

  /// Checks the frame of `file` and returns the range of its body and its checksum.
  ///
  /// - Throws: ``CacheFormatError`` when the file is not a complete, intact file of `kind`.
  static func unwrap(_ file: UnsafeRawBufferPointer, kind: Kind) throws(CacheFormatError) -> (
    body: Range<Int>, checksum: UInt64, version: UInt16
  ) {
    var reader = BinaryReader(file)
    guard file.count >= overhead else {
      throw CacheFormatError(
        offset: 0, reason: "the file has \(file.count) bytes, fewer than a cache file's frame")
    }
    let magic = try reader.readUInt32()
    guard magic == kind.rawValue else {
      throw CacheFormatError(offset: 0, reason: "not a cache file of this kind (wrong magic)")
    }
    let version = UInt16(try reader.readUInt32() & 0xFFFF)
    guard readableVersions.contains(version) else {
      throw CacheFormatError(
        offset: 4,
        reason: "format version \(version) is not \(readableVersions.lowerBound) to "
          + "\(readableVersions.upperBound)")
    }
    let length = try reader.readUInt64()
    guard length == UInt64(file.count - overhead) else {
      throw CacheFormatError(
        offset: 8,
        reason:
          "the body should have \(length) bytes but the file has room for \(file.count - overhead)"
      )
    }
    let end = file.count - 8
    let stored = UInt64(
      littleEndian: file.loadUnaligned(fromByteOffset: end, as: UInt64.self))
    let actual = XXHash64.hash(UnsafeRawBufferPointer(rebasing: file[0..<end]))
    guard stored == actual else {
      throw CacheFormatError(
        offset: end,
        reason: "checksum \(hex(actual)) does not match the recorded \(hex(stored))")
    }
    return (16..<end, stored, version)
  }

  /// A checksum as 16 hexadecimal digits.
  static func hex(_ checksum: UInt64) -> String {
    let digits = String(checksum, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
