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
  /// (``CompiledTableFormat/rawFilesMarker``): that table is read from the raw files.
  /// - Throws: ``CompiledTableError`` when the file cannot be read or is neither a valid table nor
  ///   the marker.
  static func contents(at url: URL) throws(CompiledTableError) -> StringTable? {
    let data: Data
    do {
      data = try FileBytes.contents(of: url)
    } catch {
      throw CompiledTableError(
        path: url.path, field: "file", offset: 0,
        problem: "cannot read the file: \(error.localizedDescription)")
    }
    if data.elementsEqual(CompiledTableFormat.rawFilesMarker) { return nil }
    return try table(from: data, path: url.path)
  }

  /// The table in `data`, the contents of the file at `path` (named in errors).
  /// - Throws: ``CompiledTableError`` when `data` is not a valid table.
  static func table(from data: Data, path: String) throws(CompiledTableError) -> StringTable {
    let result = data.withUnsafeBytes { bytes in
      Result { () throws(CompiledTableError) in
        try CompiledTableReader(bytes: bytes, path: path).read()
      }
    }
    return try result.get()
  }

  private func read() throws(CompiledTableError) -> StringTable {
    typealias Format = CompiledTableFormat
    guard bytes.count >= Format.headerSize else {
      throw fail("header", 0, "the file has \(bytes.count) bytes, fewer than a header's 64")
    }
    guard bytes.prefix(Format.magic.count).elementsEqual(Format.magic) else {
      throw fail("magic", 0, "not a compiled Lexicon table")
    }
    let version = try integer(at: 8, "format version")
    guard version == Format.version else {
      throw fail("format version", 8, "version \(version); this build reads version 1")
    }
    let size = try integer(at: 12, "file size")
    guard size == bytes.count else {
      throw fail("file size", 12, "the header says \(size) bytes, the file has \(bytes.count)")
    }
    let textCount = try integer(at: 16, "text entry count")
    let pluralCount = try integer(at: 20, "plural entry count")
    let variableCount = try integer(at: 24, "variable count")
    let variantCount = try integer(at: 28, "variant count")
    let texts = try records(at: 32, textCount, Format.textRecordSize, "text entries offset")
    let plurals = try records(at: 36, pluralCount, Format.pluralRecordSize, "plural entries offset")
    let variables = try records(
      at: 40, variableCount, Format.variableRecordSize, "variables offset")
    let variants = try records(at: 44, variantCount, Format.variantRecordSize, "variants offset")
    let keys = try byteSection(at: 48, "key bytes")
    let strings = try byteSection(at: 56, "string bytes")
    var keyCursor = keys.lowerBound
    var stringCursor = strings.lowerBound

    // Texts are at most the string bytes, each behind its length: two bytes below 16 KiB, and one
    // more for each 16 KiB text (longer lengths need 128 times more bytes per extra byte).
    var builder = CompactTextTableBuilder(
      minimumCount: textCount,
      bytes: keys.count + strings.count + 2 * textCount + strings.count / 16_384 + 1)
    for entry in 0..<textCount {
      let record = texts + entry * Format.textRecordSize
      let key = try next(lengthAt: record, "text entry \(entry) key length", &keyCursor, keys)
      let text = try next(
        lengthAt: record + 4, "text entry \(entry) text length", &stringCursor, strings)
      builder.insert(textBytes: text, forKeyBytes: key)
    }

    var pluralTable: [String: PluralString] = [:]
    pluralTable.reserveCapacity(pluralCount)
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
      var named: [String: PluralVariable] = [:]
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
      throw fail("key bytes length", 52, "bytes left over: \(keys.upperBound - keyCursor)")
    }
    guard stringCursor == strings.upperBound else {
      throw fail("string bytes length", 60, "bytes left over: \(strings.upperBound - stringCursor)")
    }
    guard !builder.overflowed else { throw fail("key bytes length", 52, "too many keys") }
    return StringTable(compact: builder.build(), plurals: pluralTable)
  }

  /// The texts of the next `count` variants, from record `variant` of the variants section at
  /// `section`; `variant` and `cursor` (in the string bytes `strings`) move past them.
  private func forms(
    _ count: Int, from variant: inout Int, at section: Int, _ cursor: inout Int,
    _ strings: Range<Int>
  ) throws(CompiledTableError) -> [PluralCategory: String] {
    var forms: [PluralCategory: String] = [:]
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
  private func integer(
    at offset: Int, _ field: @autoclosure () -> String
  ) throws(CompiledTableError) -> Int {
    guard offset >= 0, offset <= bytes.count - 4 else {
      throw fail(field(), offset, "past the end of the file (\(bytes.count) bytes)")
    }
    let value = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    guard value <= UInt32(Int32.max) else { throw fail(field(), offset, "\(value) is too large") }
    return Int(value)
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
    let length = try integer(at: offset, field())
    guard length <= section.upperBound - cursor else {
      throw fail(
        field(), offset,
        "\(length) bytes from byte \(cursor) run past the section's end at byte \(section.upperBound)"
      )
    }
    defer { cursor += length }
    return UnsafeRawBufferPointer(rebasing: bytes[cursor..<cursor + length])
  }

  /// The count at `offset` of the next records of a section, of which `remaining` are left.
  private func count(
    at offset: Int, _ field: @autoclosure () -> String, _ records: String, remaining: Int
  ) throws(CompiledTableError) -> Int {
    let count = try integer(at: offset, field())
    guard count <= remaining else {
      throw fail(field(), offset, "\(count) \(records), but \(remaining) remain")
    }
    return count
  }

  private func fail(_ field: String, _ offset: Int, _ problem: String) -> CompiledTableError {
    CompiledTableError(path: path, field: field, offset: offset, problem: problem)
  }
}
