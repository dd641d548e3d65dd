import Lexicon

/// The cache file of one language: its whole content at a version, or a delta from one version
/// to a later one, in a compact binary form that loads without a parser.
///
/// Inside the frame of ``CacheContainer`` (kind `LXRC`), the body is:
///
/// ```text
/// kind          u8      0 whole content, 1 delta
/// language      string  u32 length + UTF-8
/// version       i64
/// base version  i64     -1 for whole content
/// table count   u32
/// per table     name string, key bytes u32 (all keys set, to size the table at once),
///               set count u32, then key string + value per entry,
///               removed count u32, then key string per removed key
/// experiments   (format version 2) count u32, then per key with one: table string, key
///               string, experiment string, variant count u32, per variant: name string,
///               weight u64, value
/// value         u8 0 + text string, or u8 1 + plural (format string, variable count u32, per
///               variable: name string, argument number i64 (-1 none), specifier string,
///               variant count u32, per variant: category u8 (zero…other = 0…5) + text string)
/// ```
///
/// Integers are little-endian. Reading the whole content goes straight into read-optimized
/// tables (``StringTableBuilder``): no JSON, no dictionary in between, so 10,000 keys load in a
/// few milliseconds.
enum CacheContentFile {
  /// The fields before the tables.
  struct Header: Equatable {
    /// The language.
    var language: String
    /// The version the file's content is at.
    var version: Int
    /// The version a delta applies to; `nil` for whole content.
    var baseVersion: Int?
  }

  /// The framed file for a change, and its checksum.
  static func encode(_ change: LanguageChange) -> (bytes: [UInt8], checksum: UInt64) {
    var writer = BinaryWriter(capacity: 64 + change.setCount * 64)
    writer.write(UInt8(change.isFull ? 0 : 1))
    writer.write(change.language)
    writer.write(Int64(change.version))
    writer.write(Int64(change.baseVersion ?? -1))
    let tables = StableOrder.sorted(Array(Set(change.set.keys).union(change.removed.keys)))
    writer.writeCount(tables.count)
    for name in tables {
      let values = change.set[name] ?? .init()
      let removed = change.removed[name] ?? []
      writer.write(name)
      writer.writeCount(values.keys.reduce(0) { $0 + $1.utf8.count })
      writer.writeCount(values.count)
      for (key, value) in values {
        writer.write(key)
        writer.write(value)
      }
      writer.writeCount(removed.count)
      for key in removed {
        writer.write(key)
      }
    }
    var entries: [(table: String, key: String, experiment: RemoteExperiment)] = []
    for (table, keys) in change.experiments {
      for (key, experiment) in keys { entries.append((table, key, experiment)) }
    }
    writer.writeCount(entries.count)
    for entry in entries {
      writer.write(entry.table)
      writer.write(entry.key)
      writer.write(entry.experiment.name)
      writer.writeCount(entry.experiment.variants.count)
      for variant in entry.experiment.variants {
        writer.write(variant.name)
        writer.write(UInt64(max(variant.weight, 0)))
        writer.write(variant.value)
      }
    }
    return CacheContainer.wrap(writer.bytes, kind: .content)
  }

  /// Reads a file as a change (dictionaries): how deltas are read.
  ///
  /// - Throws: ``CacheFormatError`` when the file is damaged.
  static func decodeChange(_ file: [UInt8]) throws(CacheFormatError) -> LanguageChange {
    try BinaryReader.withBuffer(file) { (buffer) throws(CacheFormatError) -> LanguageChange in
      var (reader, version) = try bodyReader(buffer)
      let header = try readHeader(&reader)
      var change = LanguageChange(
        language: header.language, version: header.version, baseVersion: header.baseVersion)
      for _ in 0..<(try reader.readCount(minimumItemBytes: 16)) {
        let name = try reader.readString()
        _ = try reader.readUInt32()
        var values: [String: LocalizedValue] = .init()
        let count = try reader.readCount(minimumItemBytes: 9)
        values.reserveCapacity(count)
        for _ in 0..<count {
          let key = try reader.readString()
          values[key] = try reader.readValue()
        }
        var removed = Set<String>()
        for _ in 0..<(try reader.readCount(minimumItemBytes: 4)) {
          removed.insert(try reader.readString())
        }
        if !values.isEmpty { change.set[name] = values }
        if !removed.isEmpty { change.removed[name] = removed }
      }
      if version >= 2 { change.experiments = try readExperiments(&reader) }
      try finish(reader)
      return change
    }
  }

  /// Reads a whole-content file straight into read-optimized tables, leaving out the keys
  /// `overriding` sets or removes and adding its values after: the content of the language once
  /// the deltas folded into `overriding` are applied.
  ///
  /// - Throws: ``CacheFormatError`` when the file is damaged or is a delta.
  static func decodeTables(_ file: [UInt8], overriding: LanguageChange?) throws(CacheFormatError)
    -> (
      header: Header, tables: [String: StringTable],
      experiments: [String: [String: RemoteExperiment]]
    )
  {
    try BinaryReader.withBuffer(file) {
      (buffer) throws(CacheFormatError) -> (
        header: Header, tables: [String: StringTable],
        experiments: [String: [String: RemoteExperiment]]
      ) in
      var (reader, version) = try bodyReader(buffer)
      let header = try readHeader(&reader)
      guard header.baseVersion == nil else {
        throw CacheFormatError(offset: 16, reason: "a delta where whole content was expected")
      }
      var tables: [String: StringTable] = .init()
      for _ in 0..<(try reader.readCount(minimumItemBytes: 16)) {
        let name = try reader.readString()
        let keyBytes = Int(try reader.readUInt32())
        let count = try reader.readCount(minimumItemBytes: 9)
        let set = overriding?.set[name]
        let removed = overriding?.removed[name]
        var builder = StringTableBuilder(
          capacity: count + (set?.count ?? 0), bytes: min(keyBytes, reader.remaining))
        let overridden = set != nil || removed != nil
        for _ in 0..<count {
          let keyBytes = try reader.readStringBytes()
          let value = try reader.readValue()
          // Keys stay bytes unless a delta overrides some of this table or the value is plural.
          if !overridden, case .text(let text) = value {
            builder.add(text: text, forKeyBytes: keyBytes)
            continue
          }
          let key = String(decoding: keyBytes, as: UTF8.self)
          if set?[key] != nil || removed?.contains(key) == true { continue }
          builder.add(value, forKey: key)
        }
        for (key, value) in set ?? .init() {
          builder.add(value, forKey: key)
        }
        let removedCount = try reader.readCount(minimumItemBytes: 4)
        guard removedCount == 0 else {
          throw CacheFormatError(offset: reader.offset - 4, reason: "whole content removes keys")
        }
        if builder.count > 0, let table = builder.build() { tables[name] = table }
      }
      let experiments = version >= 2 ? try readExperiments(&reader) : .init()
      try finish(reader)
      for (name, values) in overriding?.set ?? .init() where tables[name] == nil && !values.isEmpty
      {
        var builder = StringTableBuilder(capacity: values.count)
        for (key, value) in values { builder.add(value, forKey: key) }
        tables[name] = builder.build()
      }
      return (header, tables, experiments)
    }
  }

  /// A reader of the body of an intact content file, and the file's format version.
  private static func bodyReader(_ buffer: UnsafeRawBufferPointer) throws(CacheFormatError)
    -> (BinaryReader, UInt16)
  {
    let (body, _, version) = try CacheContainer.unwrap(buffer, kind: .content)
    let reader = BinaryReader(
      UnsafeRawBufferPointer(rebasing: buffer[..<body.upperBound]), offset: body.lowerBound)
    return (reader, version)
  }

  /// Reads the experiments section.
  private static func readExperiments(_ reader: inout BinaryReader) throws(CacheFormatError)
    -> [String: [String: RemoteExperiment]]
  {
    var experiments: [String: [String: RemoteExperiment]] = .init()
    for _ in 0..<(try reader.readCount(minimumItemBytes: 16)) {
      let table = try reader.readString()
      let key = try reader.readString()
      let name = try reader.readString()
      var variants: [RemoteVariant] = []
      for _ in 0..<(try reader.readCount(minimumItemBytes: 13)) {
        let variantName = try reader.readString()
        let weight = Int(truncatingIfNeeded: min(try reader.readUInt64(), UInt64(Int32.max)))
        variants.append(
          RemoteVariant(name: variantName, weight: weight, value: try reader.readValue()))
      }
      experiments[table, default: .init()][key] = RemoteExperiment(name: name, variants: variants)
    }
    return experiments
  }

  /// Reads the fields before the tables.
  private static func readHeader(_ reader: inout BinaryReader) throws(CacheFormatError) -> Header {
    let kind = try reader.readByte()
    guard kind <= 1 else {
      throw CacheFormatError(offset: reader.offset - 1, reason: "content kind \(kind) is unknown")
    }
    let language = try reader.readString()
    let version = Int(try reader.readInt64())
    let base = Int(try reader.readInt64())
    guard (kind == 0) == (base < 0) else {
      throw CacheFormatError(
        offset: reader.offset - 8, reason: "base version \(base) does not fit content kind \(kind)")
    }
    return Header(language: language, version: version, baseVersion: kind == 0 ? nil : base)
  }

  /// Throws unless the body was read to its end.
  private static func finish(_ reader: BinaryReader) throws(CacheFormatError) {
    guard reader.isAtEnd else {
      throw CacheFormatError(
        offset: reader.offset, reason: "\(reader.remaining) bytes follow the last table")
    }
  }
}
