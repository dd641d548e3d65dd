import Foundation
import Lexicon

/// The commit record of a cache directory (`index.lxri`): which content is applied, which is
/// pending, and for which environment, app version and build it was written.
///
/// Content files are written first, under names no committed record uses; then this record is
/// replaced atomically. Whatever instant a crash hits, the record on disk lists the old set of
/// files or the new one, and every file it lists was complete and flushed before it was
/// written: the update is all-or-nothing across languages and tables.
///
/// Inside the frame of ``CacheContainer`` (kind `LXRI`), the body is:
///
/// ```text
/// environment     string
/// app version     string ("" for none)
/// build           string (CFBundleVersion, "" for none)
/// last refresh    u8 presence, then f64 seconds since 1970 as its bit pattern (u64)
/// applied         count u32, then a language record each
/// pending         count u32, then a language record each
/// language record language string, version i64, etag and last-modified optional strings,
///                 key count u32, byte count u64, file count u32, then per file: name string,
///                 size u64, checksum u64, version i64, base version i64 (-1 for none)
/// ```
struct CacheIndex: Sendable, Equatable {
  /// The environment name the content is for.
  var environment: String
  /// The app version the content is for ("" for none).
  var appVersion: String
  /// The app build (`CFBundleVersion`) the cache was written by ("" for none).
  var build: String
  /// When a refresh last brought something new.
  var lastRefresh: Date?
  /// The content shown, by language.
  var applied: [String: CacheLanguageRecord] = .init()
  /// The content stored but not shown yet, by language.
  var pending: [String: CacheLanguageRecord] = .init()

  /// The name of every file the record lists.
  var fileNames: Set<String> {
    Set((applied.values.flatMap(\.files) + pending.values.flatMap(\.files)).map(\.name))
  }

  /// The framed file.
  func encoded() -> [UInt8] {
    var writer = BinaryWriter(capacity: 256)
    writer.write(environment)
    writer.write(appVersion)
    writer.write(build)
    if let lastRefresh {
      writer.write(UInt8(1))
      writer.write(lastRefresh.timeIntervalSince1970.bitPattern)
    } else {
      writer.write(UInt8(0))
    }
    for records in [applied, pending] {
      writer.writeCount(records.count)
      for language in StableOrder.sorted(Array(records.keys)) {
        guard let record = records[language] else { continue }
        writer.write(record.language)
        writer.write(Int64(record.version))
        writer.write(optional: record.etag)
        writer.write(optional: record.lastModified)
        writer.writeCount(record.keyCount)
        writer.write(UInt64(record.byteCount))
        writer.writeCount(record.files.count)
        for file in record.files {
          writer.write(file.name)
          writer.write(UInt64(file.size))
          writer.write(file.checksum)
          writer.write(Int64(file.version))
          writer.write(Int64(file.baseVersion ?? -1))
        }
      }
    }
    return CacheContainer.wrap(writer.bytes, kind: .index).bytes
  }

  /// Reads a framed record.
  ///
  /// - Throws: ``CacheFormatError`` when the file is damaged.
  static func decode(_ file: [UInt8]) throws(CacheFormatError) -> CacheIndex {
    try BinaryReader.withBuffer(file) { (buffer) throws(CacheFormatError) -> CacheIndex in
      let (body, _, _) = try CacheContainer.unwrap(buffer, kind: .index)
      var reader = BinaryReader(
        UnsafeRawBufferPointer(rebasing: buffer[..<body.upperBound]), offset: body.lowerBound)
      var index = CacheIndex(
        environment: try reader.readString(), appVersion: try reader.readString(),
        build: try reader.readString())
      if try reader.readByte() == 1 {
        index.lastRefresh = Date(
          timeIntervalSince1970: Double(bitPattern: try reader.readUInt64()))
      }
      index.applied = try readRecords(&reader)
      index.pending = try readRecords(&reader)
      guard reader.isAtEnd else {
        throw CacheFormatError(offset: reader.offset, reason: "bytes follow the last record")
      }
      return index
    }
  }

  /// Reads a count of language records.
  private static func readRecords(_ reader: inout BinaryReader) throws(CacheFormatError)
    -> [String: CacheLanguageRecord]
  {
    var records: [String: CacheLanguageRecord] = .init()
    for _ in 0..<(try reader.readCount(minimumItemBytes: 30)) {
      let language = try reader.readString()
      let version = Int(try reader.readInt64())
      let etag = try reader.readOptionalString()
      let lastModified = try reader.readOptionalString()
      let keyCount = Int(try reader.readUInt32())
      let byteCount = Int(truncatingIfNeeded: try reader.readUInt64())
      var files: [CacheFileRecord] = []
      for _ in 0..<(try reader.readCount(minimumItemBytes: 36)) {
        let name = try reader.readString()
        let size = Int(truncatingIfNeeded: try reader.readUInt64())
        let checksum = try reader.readUInt64()
        let fileVersion = Int(try reader.readInt64())
        let base = Int(try reader.readInt64())
        files.append(
          CacheFileRecord(
            name: name, size: size, checksum: checksum, version: fileVersion,
            baseVersion: base < 0 ? nil : base))
      }
      records[language] = CacheLanguageRecord(
        language: language, version: version, etag: etag, lastModified: lastModified,
        keyCount: keyCount, byteCount: byteCount, files: files)
    }
    return records
  }
}
