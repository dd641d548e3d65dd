import Foundation

/// Reads a compiled table (`.lexicontable`, laid out as ``CompiledTableFormat`` describes) into a
/// read-optimized ``StringTable``, parsing no text.
///
/// Every read is bounds-checked against the file: a hostile or truncated file never crashes the
/// reader and never makes it read outside the file; it throws a ``CompiledTableError`` naming the
/// field and its offset. Lengths are consumed in order from their sections, so the work and the
/// memory of a read are bounded by the file's size. Each plain text's key and text bytes go
/// straight into the table's buffer; a text becomes a `String` when it is first read.
///
/// ```swift
/// let table = try CompiledTableReader.contents(at: url)   // en.lproj/Localizable.lexicontable
/// ```
struct CompiledTableReader {
  private let bytes: UnsafeRawBufferPointer
  private let path: String

  /// The table in the file at `url`, or `nil` when the file is the raw-files marker
  /// (``CompiledTableFormat/rawFilesMarker``): that table is in the raw files only.
  /// - Throws: ``CompiledTableError`` when the file cannot be read or is neither a valid table nor
  ///   the marker.
  static func contents(at url: URL) throws(CompiledTableError) -> StringTable? {
    let file: [UInt8]
    do {
      file = try FileBytes.array(of: url, maximumSize: Int(Int32.max))
    } catch let error as FileBytes.TooLarge {
      throw CompiledTableError(
        path: url.path, field: "file size", offset: 0,
        problem: "\(error.size) bytes, over the \(Int32.max) a compiled table can have")
    } catch {
      throw CompiledTableError(
        path: url.path, field: "file", offset: 0,
        problem: "cannot read the file: \(error.localizedDescription)")
    }
    if file.elementsEqual(CompiledTableFormat.rawFilesMarker) { return nil }
    return try table(from: file, path: url.path)
  }

  /// The table in `data`, the contents of the file at `path` (named in errors).
  /// - Throws: ``CompiledTableError`` when `data` is not a valid table.
  static func table(from data: Data, path: String) throws(CompiledTableError) -> StringTable {
    try table(from: [UInt8](data), path: path)
  }

  /// The table in `file`, the bytes of the file at `path` (named in errors), which the table
  /// keeps as the buffer of its plain texts.
  /// - Throws: ``CompiledTableError`` when `file` is not a valid table.
  static func table(from file: [UInt8], path: String) throws(CompiledTableError) -> StringTable {
    let result = file.withUnsafeBytes { bytes in
      Result { () throws(CompiledTableError) in
        try CompiledTableReader(bytes: bytes, path: path).read(adopting: file)
      }
    }
    return try result.get()
  }

  /// The table in ``bytes``, which are those of `file`.
  private func read(adopting file: [UInt8]) throws(CompiledTableError) -> StringTable {
    typealias Format = CompiledTableFormat
    guard bytes.count >= Format.headerSize else {
      throw fail(
        "header", 0, "the file has \(bytes.count) bytes, fewer than a header's \(Format.headerSize)"
      )
    }
    guard bytes.prefix(Format.magic.count).elementsEqual(Format.magic) else {
      throw fail("magic", 0, "not a compiled Lexicon table")
    }
    let version = try integer(at: 8, "format version")
    guard version == Format.version else {
      throw fail(
        "format version", 8, "version \(version); this build reads version \(Format.version)")
    }
    let size = try integer(at: 12, "file size")
    guard size == bytes.count else {
      throw fail("file size", 12, "the header says \(size) bytes, the file has \(bytes.count)")
    }
    let textCount = try integer(at: 16, "text entry count")
    let pluralCount = try integer(at: 20, "plural entry count")
    let variableCount = try integer(at: 24, "variable count")
    let variantCount = try integer(at: 28, "variant count")
    let plurals = try records(at: 32, pluralCount, Format.pluralRecordSize, "plural entries offset")
    let variables = try records(
      at: 36, variableCount, Format.variableRecordSize, "variables offset")
    let variants = try records(at: 40, variantCount, Format.variantRecordSize, "variants offset")
    let keys = try byteSection(at: 44, "plural key bytes")
    let strings = try byteSection(at: 52, "plural string bytes")
    let textKeys = try byteSection(at: 60, "text key bytes")
    let texts = try byteSection(at: 68, "text bytes")
    // Each key and text behind its length takes at least a byte: a count larger than its section
    // is refused before anything is reserved for it.
    guard textCount <= textKeys.count, textCount <= texts.count else {
      throw fail("text entry count", 16, "\(textCount) entries do not fit their sections")
    }

    let compact = try textTable(textCount, keys: textKeys, texts: texts, adopting: file)

    var pluralTable: [String: PluralString] = .init()
    pluralTable.reserveCapacity(pluralCount)
    var keyCursor = keys.lowerBound
    var stringCursor = strings.lowerBound
    var variable = 0
    var variant = 0
    for entry in 0..<pluralCount {
      let record = plurals + entry * Format.pluralRecordSize
      let key = try next(lengthAt: record, "plural entry \(entry) key length", &keyCursor, keys)
      let format = try next(
        lengthAt: record + 4, "plural entry \(entry) format length", &stringCursor, strings)
      let ownVariables = try count(
        at: record + 8, "plural entry \(entry) variable count", "variables",
        remaining: variableCount - variable)
      var named: [String: PluralVariable] = .init()
      for _ in 0..<ownVariables {
        let record = variables + variable * Format.variableRecordSize
        let name = try next(
          lengthAt: record, "variable \(variable) name length", &stringCursor, strings)
        let specifier = try next(
          lengthAt: record + 4, "variable \(variable) specifier length", &stringCursor, strings)
        let argument = try integer(at: record + 8, "variable \(variable) argument number")
        let ownVariants = try count(
          at: record + 12, "variable \(variable) variant count", "variants",
          remaining: variantCount - variant)
        let forms = try self.forms(
          ownVariants, from: &variant, at: variants, &stringCursor, strings)
        named[String(decoding: name, as: UTF8.self)] = PluralVariable(
          argumentNumber: argument == 0 ? nil : argument,
          formatSpecifier: String(decoding: specifier, as: UTF8.self), variants: forms)
        variable += 1
      }
      pluralTable[String(decoding: key, as: UTF8.self)] = PluralString(
        format: String(decoding: format, as: UTF8.self), variables: named)
    }

    guard variable == variableCount else {
      throw fail("variable count", 24, "\(variableCount), but the plural entries use \(variable)")
    }
    guard variant == variantCount else {
      throw fail("variant count", 28, "\(variantCount), but the variables use \(variant)")
    }
    guard keyCursor == keys.upperBound else {
      throw fail("plural key bytes length", 48, "bytes left over: \(keys.upperBound - keyCursor)")
    }
    guard stringCursor == strings.upperBound else {
      throw fail(
        "plural string bytes length", 56, "bytes left over: \(strings.upperBound - stringCursor)")
    }
    return StringTable(compact: compact, plurals: pluralTable)
  }

  /// The plain texts: `count` keys in the section `keys` and as many texts in `texts`, each
  /// behind its length (``TextBytes``), in the same order.
  ///
  /// The file's bytes become the table's buffer, where each entry points at its key and its text:
  /// nothing is copied, and only the index is built. A table with a key twice (equal as `String`s
  /// are) or spelled with a character whose canonical form is ASCII, or a file mostly of plurals,
  /// is built by a ``CompactTextTableBuilder`` from the same bytes instead (canonical equivalence,
  /// a later text replacing an earlier one).
  private func textTable(
    _ count: Int, keys: Range<Int>, texts: Range<Int>, adopting file: [UInt8]
  ) throws(CompiledTableError) -> CompactTextTable {
    let seed = CompactTextTable.processSeed
    var entries: [CompactTextTable.Entry] = []
    entries.reserveCapacity(count)
    var keyCursor = keys.lowerBound
    var textCursor = texts.lowerBound
    for entry in 0..<count {
      let key = try lengthPrefixed(&keyCursor, keys, "text entry \(entry) key")
      let textStart = textCursor
      _ = try lengthPrefixed(&textCursor, texts, "text entry \(entry) text")
      let keyBytes = UnsafeRawBufferPointer(rebasing: bytes[key])
      entries.append(
        CompactTextTable.Entry(
          hash: CompactTextTable.Entry.storedHash(CompactTextTable.hash(keyBytes, seed: seed)),
          keyStart: UInt32(truncatingIfNeeded: key.lowerBound),
          keyLength: UInt32(truncatingIfNeeded: key.count),
          textFromEnd: UInt32(truncatingIfNeeded: bytes.count - textStart)))
    }
    guard keyCursor == keys.upperBound else {
      throw fail("text key bytes length", 64, "bytes left over: \(keys.upperBound - keyCursor)")
    }
    guard textCursor == texts.upperBound else {
      throw fail("text bytes length", 72, "bytes left over: \(texts.upperBound - textCursor)")
    }
    // The file is kept whole as the table's buffer when it is mostly the plain texts: a table
    // with none keeps nothing of it, and one whose other sections (the plurals, made `String`s
    // besides) outweigh an eighth of the file, and a page, has its texts copied instead.
    if count > 0, bytes.count - keys.count - texts.count <= max(bytes.count / 8, 4_096),
      let table = CompactTextTable.adopting(file, entries: entries)
    {
      return table
    }
    var builder = CompactTextTableBuilder(minimumCount: count, bytes: keys.count + texts.count)
    for entry in entries {
      let key = Int(entry.keyStart)..<Int(entry.keyStart) + Int(entry.keyLength)
      builder.insert(
        textBytes: TextBytes.text(at: bytes.count - Int(entry.textFromEnd), in: bytes),
        forKeyBytes: UnsafeRawBufferPointer(rebasing: bytes[key]))
    }
    return builder.build()
  }

  /// The range of the bytes that follow, behind their length (``TextBytes``: a LEB128 number of at
  /// most 5 bytes), the one at `cursor` in `section`; `cursor` moves past them.
  private func lengthPrefixed(
    _ cursor: inout Int, _ section: Range<Int>, _ field: @autoclosure () -> String
  ) throws(CompiledTableError) -> Range<Int> {
    let start = cursor
    // In 64 bits on every platform: a fifth byte shifted by 28 overflows a 32-bit `Int`.
    var length: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard cursor < section.upperBound else {
        throw fail(
          "\(field()) length", start, "runs past the section's end at byte \(section.upperBound)")
      }
      let byte = bytes[cursor]
      cursor += 1
      length |= UInt64(byte & 0x7F) << shift
      guard byte >= 0x80 else { break }
      shift += 7
      guard shift < 35 else {
        throw fail("\(field()) length", start, "longer than 5 bytes")
      }
    }
    guard length <= UInt64(Int32.max) else {
      throw fail("\(field()) length", start, "\(length) is too large")
    }
    let count = Int(length)
    guard count <= section.upperBound - cursor else {
      throw fail(
        "\(field()) length", start,
        "\(count) bytes from byte \(cursor) run past the section's end at byte \(section.upperBound)"
      )
    }
    defer { cursor += count }
    return cursor..<cursor + count
  }

  /// The texts of the next `count` variants, from record `variant` of the variants section at
  /// `section`; `variant` and `cursor` (in the string bytes `strings`) move past them.
  private func forms(
    _ count: Int, from variant: inout Int, at section: Int, _ cursor: inout Int,
    _ strings: Range<Int>
  ) throws(CompiledTableError) -> [PluralCategory: String] {
    var forms: [PluralCategory: String] = .init()
    for _ in 0..<count {
      let record = section + variant * CompiledTableFormat.variantRecordSize
      let category = try integer(at: record, "variant \(variant) category")
      guard category < CompiledTableFormat.categories.count else {
        throw fail("variant \(variant) category", record, "\(category) is not 0 to 5")
      }
      let text = try next(lengthAt: record + 4, "variant \(variant) text length", &cursor, strings)
      forms[CompiledTableFormat.categories[category]] = String(decoding: text, as: UTF8.self)
      variant += 1
    }
    return forms
  }

  /// The 32-bit little-endian number at `offset`, at most `Int32.max` (so it is an `Int` on every
  /// platform).
  ///
  /// The optimizer copies this function for each caller's field name (an autoclosure), so it
  /// only reads: what goes wrong is worked out once, by ``integerFailure(at:_:)``.
  private func integer(
    at offset: Int, _ field: @autoclosure () -> String
  ) throws(CompiledTableError) -> Int {
    guard let value = validInteger(at: offset) else { throw integerFailure(at: offset, field()) }
    return value
  }

  /// The number ``integer(at:_:)`` reads, or `nil` when it is past the end or too large.
  @inline(__always)
  private func validInteger(at offset: Int) -> Int? {
    guard offset >= 0, offset <= bytes.count - 4 else { return nil }
    let value = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    return value <= UInt32(Int32.max) ? Int(value) : nil
  }

  /// Why ``integer(at:_:)`` cannot read the number at `offset`.
  @inline(never)
  private func integerFailure(at offset: Int, _ field: String) -> CompiledTableError {
    guard offset >= 0, offset <= bytes.count - 4 else {
      return fail(field, offset, "past the end of the file (\(bytes.count) bytes)")
    }
    let value = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    return fail(field, offset, "\(value) is too large")
  }

  /// The start of `count` records of `size` bytes whose offset is at `field`: after the header,
  /// inside the file.
  private func records(
    at field: Int, _ count: Int, _ size: Int, _ name: String
  ) throws(CompiledTableError) -> Int {
    let start = try integer(at: field, name)
    guard start >= CompiledTableFormat.headerSize, start <= bytes.count,
      count <= (bytes.count - start) / size
    else {
      throw fail(
        name, field, "\(count) records of \(size) bytes from byte \(start) do not fit the file")
    }
    return start
  }

  /// The byte range whose offset and length are at `field` and `field + 4`: after the header,
  /// inside the file.
  private func byteSection(
    at field: Int, _ name: String
  ) throws(CompiledTableError) -> Range<Int> {
    let start = try integer(at: field, "\(name) offset")
    let length = try integer(at: field + 4, "\(name) length")
    guard start >= CompiledTableFormat.headerSize, start <= bytes.count,
      length <= bytes.count - start
    else {
      throw fail(name, field, "\(length) bytes from byte \(start) do not fit the file")
    }
    return start..<start + length
  }

  /// The next bytes of `section` from `cursor`, as many as the number at `offset` says; `cursor`
  /// moves past them.
  private func next(
    lengthAt offset: Int, _ field: @autoclosure () -> String, _ cursor: inout Int,
    _ section: Range<Int>
  ) throws(CompiledTableError) -> UnsafeRawBufferPointer {
    guard let length = validInteger(at: offset), length <= section.upperBound - cursor else {
      throw nextFailure(lengthAt: offset, field(), cursor, section)
    }
    defer { cursor += length }
    return UnsafeRawBufferPointer(rebasing: bytes[cursor..<cursor + length])
  }

  /// Why ``next(lengthAt:_:_:_:)`` cannot take the bytes (worked out here, once, as for
  /// ``integer(at:_:)``).
  @inline(never)
  private func nextFailure(
    lengthAt offset: Int, _ field: String, _ cursor: Int, _ section: Range<Int>
  ) -> CompiledTableError {
    guard let length = validInteger(at: offset) else { return integerFailure(at: offset, field) }
    return fail(
      field, offset,
      "\(length) bytes from byte \(cursor) run past the section's end at byte \(section.upperBound)"
    )
  }

  /// The count at `offset` of the next records of a section, of which `remaining` are left.
  private func count(
    at offset: Int, _ field: @autoclosure () -> String, _ records: String, remaining: Int
  ) throws(CompiledTableError) -> Int {
    guard let count = validInteger(at: offset), count <= remaining else {
      throw countFailure(at: offset, field(), records, remaining: remaining)
    }
    return count
  }

  /// Why ``count(at:_:_:remaining:)`` cannot take the count (worked out here, once).
  @inline(never)
  private func countFailure(
    at offset: Int, _ field: String, _ records: String, remaining: Int
  ) -> CompiledTableError {
    guard let count = validInteger(at: offset) else { return integerFailure(at: offset, field) }
    return fail(field, offset, "\(count) \(records), but \(remaining) remain")
  }

  private func fail(_ field: String, _ offset: Int, _ problem: String) -> CompiledTableError {
    CompiledTableError(path: path, field: field, offset: offset, problem: problem)
  }
}
