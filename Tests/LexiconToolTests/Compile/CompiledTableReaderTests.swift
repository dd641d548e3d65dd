import Foundation
import LexiconTestSupport
import Testing

@testable import Lexicon
@testable import LexiconTool

/// The runtime's reader of compiled tables on the writer's files and on damaged ones: a valid file
/// reads back as the table written; a hostile or truncated one throws an error naming the field
/// and its offset, and never reads outside the file (the fuzz target `compiled` runs the same
/// reader under AddressSanitizer).
@Suite struct CompiledTableReaderTests {
  static let table: StringTable = {
    var table = StringTable(texts: [
      "title": "Inbox", "": "empty key", "empty": "", "caf\u{E9}": "\u{1F600}",
    ])
    let files: [PluralCategory: String] = [.one: "%d file", .other: "%d files"]
    let folders: [PluralCategory: String] = [
      .zero: "", .few: "%lld few", .many: "%lld many", .other: "%lld folders",
    ]
    let variables = [
      "files": PluralVariable(formatSpecifier: "d", variants: files),
      "folders": PluralVariable(argumentNumber: 2, formatSpecifier: "lld", variants: folders),
    ]
    table["files"] = .plural(PluralString(format: "%#@files@ in %#@folders@", variables: variables))
    return table
  }()

  static var data: Data { CompiledTableWriter.data(for: table)! }

  @Test func aWrittenTableReadsBackTheSame() throws {
    let read = try CompiledTableReader.table(from: Self.data, path: "t.lexicontable")
    #expect(read == Self.table)
    #expect(read["caf\u{65}\u{301}"] == .text("\u{1F600}"))
    #expect(read[""] == .text("empty key"))
  }

  @Test func theWriterIsByteStable() {
    #expect(CompiledTableWriter.data(for: Self.table) == CompiledTableWriter.data(for: Self.table))
    #expect(Self.data.prefix(8) == Data("LEXTBL\r\n".utf8))
  }

  @Test func anEmptyTableReadsAsEmpty() throws {
    let data = try #require(CompiledTableWriter.data(for: StringTable()))
    #expect(data.count == 76)
    #expect(try CompiledTableReader.table(from: data, path: "e").isEmpty)
  }

  /// Every prefix of a valid file is refused, first by its size, then — with the header's size
  /// patched to match — by the section that runs past the end.
  @Test func everyTruncationIsRefused() {
    let data = Self.data
    for length in 0..<data.count {
      var cut = Data(data.prefix(length))
      #expect(throws: CompiledTableError.self) {
        try CompiledTableReader.table(from: cut, path: "cut")
      }
      if length >= 16 {
        cut.replaceSubrange(12..<16, with: Self.littleEndian(UInt32(length)))
        #expect(throws: CompiledTableError.self) {
          try CompiledTableReader.table(from: cut, path: "cut")
        }
      }
    }
  }

  /// Each header field set to values that do not fit names that field and its offset.
  @Test(arguments: [
    (0, "magic"), (8, "format version"), (12, "file size"), (16, "text entry count"),
    (20, "plural entries offset"), (24, "variables offset"), (28, "variants offset"),
    (32, "plural entries offset"), (36, "variables offset"), (40, "variants offset"),
    (44, "plural key bytes"), (48, "plural key bytes"), (52, "plural string bytes"),
    (56, "plural string bytes"), (60, "text key bytes"), (64, "text key bytes"),
    (68, "text bytes"), (72, "text bytes"),
  ])
  func aDamagedHeaderFieldIsNamed(offset: Int, field: String) throws {
    var data = Self.data
    data.replaceSubrange(offset..<offset + 4, with: Self.littleEndian(0x7FFF_FFF0))
    let error = try #require(throws: CompiledTableError.self) {
      try CompiledTableReader.table(from: data, path: "en.lproj/T.lexicontable")
    }
    #expect(error.path == "en.lproj/T.lexicontable")
    #expect(error.field == field, "\(error)")
    #expect(error.description.hasPrefix("en.lproj/T.lexicontable: invalid compiled table: "))
  }

  @Test func anotherVersionIsRefusedByName() throws {
    for version: UInt32 in [1, 3] {
      var data = Self.data
      data.replaceSubrange(8..<12, with: Self.littleEndian(version))
      let error = try #require(throws: CompiledTableError.self) {
        try CompiledTableReader.table(from: data, path: "t")
      }
      #expect(error.field == "format version")
      #expect(error.offset == 8)
      #expect(error.problem == "version \(version); this build reads version 2")
    }
  }

  /// Counts that do not add up, a category out of range, a length past its section and bytes
  /// left over are each refused by the field at fault.
  @Test func inconsistentRecordsAreRefused() throws {
    let data = Self.data
    let variants = Int(Self.integer(in: data, at: 40))
    var badCategory = data
    badCategory.replaceSubrange(variants..<variants + 4, with: Self.littleEndian(6))
    #expect(
      try Self.error(badCategory).description.contains("variant 0 category at byte \(variants)"))
    // The first text key is the empty one: a length byte of 127 runs past the key section.
    let textKeys = Int(Self.integer(in: data, at: 60))
    #expect(data[textKeys] == 0)
    var longKey = data
    longKey[textKeys] = 0x7F
    let long = try Self.error(longKey)
    #expect(long.field == "text entry 0 key length")
    #expect(long.offset == textKeys)
    // One text entry fewer leaves the last key ("title", behind its length) and text unused.
    var fewerTexts = data
    fewerTexts.replaceSubrange(16..<20, with: Self.littleEndian(3))
    let leftOver = try Self.error(fewerTexts)
    #expect(leftOver.field == "text key bytes length")
    #expect(leftOver.problem == "bytes left over: 6")
    // A plural key section one byte longer than its keys.
    var longerKeys = data
    longerKeys.replaceSubrange(48..<52, with: Self.littleEndian(Self.integer(in: data, at: 48) + 1))
    let pluralLeftOver = try Self.error(longerKeys)
    #expect(pluralLeftOver.field == "plural key bytes length")
    #expect(pluralLeftOver.problem == "bytes left over: 1")
    var moreVariables = data
    let variableCount = Self.integer(in: data, at: 24)
    moreVariables.replaceSubrange(24..<28, with: Self.littleEndian(variableCount + 1))
    #expect(try Self.error(moreVariables).field == "variable count")
  }

  /// A length of more than 5 bytes, or over 2³¹ − 1, is refused without reading further.
  @Test func anOverlongLengthIsRefused() throws {
    let data = try #require(CompiledTableWriter.data(for: StringTable(texts: ["k": "v"])))
    let texts = Int(Self.integer(in: data, at: 68))
    var bytes = [UInt8](data.prefix(texts))
    bytes += [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]
    var overlong = Data(bytes)
    overlong.replaceSubrange(12..<16, with: Self.littleEndian(UInt32(bytes.count)))
    overlong.replaceSubrange(72..<76, with: Self.littleEndian(6))
    let tooLong = try Self.error(overlong)
    #expect(tooLong.field == "text entry 0 text length")
    #expect(tooLong.problem == "longer than 5 bytes")
    bytes.removeLast(2)
    bytes += [0x0F]
    var large = Data(bytes)
    large.replaceSubrange(12..<16, with: Self.littleEndian(UInt32(bytes.count)))
    large.replaceSubrange(72..<76, with: Self.littleEndian(5))
    #expect(try Self.error(large).problem == "4294967295 is too large")
  }

  /// A table of distinct keys keeps the file's bytes as its buffer — lengths of one, two and three
  /// bytes, the empty key and text, non-ASCII keys — and serves each text, and each key by a
  /// canonically equivalent spelling.
  @Test func aTextTableKeepsTheFilesBytes() throws {
    var texts: [String: String] = ["": "", "caf\u{E9}": "\u{1F600}", "Kelvin": "K"]
    for size in [0, 1, 127, 128, 129, 16_383, 16_384, 16_385, 70_000] {
      texts["text.\(size)"] = String(repeating: "x", count: size)
    }
    texts[String(repeating: "k", count: 200)] = "a key of 200 bytes"
    let data = try #require(CompiledTableWriter.data(for: StringTable(texts: texts)))
    let read = try CompiledTableReader.table(from: data, path: "t")
    #expect(read.compactTexts?.isAdopted == true)
    #expect(read == StringTable(texts: texts))
    for (key, text) in texts { #expect(read[key] == .text(text), "\(key)") }
    #expect(read["cafe\u{301}"] == .text("\u{1F600}"))
    #expect(read["\u{212A}elvin"] == .text("K"))
    #expect(read["missing"] == nil)
  }

  /// A table with a key twice (only a damaged or hand-made file has one) is built entry by entry
  /// instead, the later text replacing the earlier as in every other reader; so is one whose
  /// plurals outweigh its texts.
  @Test func aKeyTwiceKeepsTheLaterText() throws {
    let data = try #require(
      CompiledTableWriter.data(for: StringTable(texts: ["aa": "first", "ab": "second"])))
    let read = try CompiledTableReader.table(from: data, path: "t")
    #expect(read.compactTexts?.isAdopted == true)
    #expect(read == StringTable(texts: ["aa": "first", "ab": "second"]))
    // The second key's last byte ("b") is the byte before the text section.
    let texts = Int(Self.integer(in: data, at: 68))
    #expect(data[texts - 1] == UInt8(ascii: "b"))
    var twice = data
    twice[texts - 1] = UInt8(ascii: "a")
    let merged = try CompiledTableReader.table(from: twice, path: "t")
    #expect(merged.compactTexts?.isAdopted == false)
    #expect(merged == StringTable(texts: ["aa": "second"]))
    // 100 plurals (about 8 KB) beside one text: the text is copied, the file not kept.
    var plurals = StringTable(texts: ["title": "Inbox"])
    for number in 0..<100 {
      plurals["files.\(number)"] = .plural(
        PluralString(
          format: "%#@files@",
          variables: [
            "files": PluralVariable(
              formatSpecifier: "d", variants: [.one: "%d file", .other: "%d files"])
          ]))
    }
    let mostlyPlurals = try CompiledTableReader.table(
      from: try #require(CompiledTableWriter.data(for: plurals)), path: "t")
    #expect(mostlyPlurals.compactTexts?.isAdopted == false)
    #expect(mostlyPlurals == plurals)
  }

  /// The index over a buffer as the file lays it out: built for distinct keys, ASCII or not;
  /// refused (`nil`, so the reader builds the table key by key) for a key twice, by its bytes or
  /// by a canonically equivalent spelling, and for a key with an ASCII-equivalent character.
  @Test func adoptingABufferIndexesDistinctKeysOnly() throws {
    func table(_ keys: [String]) -> CompactTextTable? {
      var bytes: [UInt8] = []
      var entries: [CompactTextTable.Entry] = []
      for key in keys { bytes += Array(key.utf8) }
      var keyStart = 0
      for (number, key) in keys.enumerated() {
        let text = Array("text \(number)".utf8)
        let textStart = bytes.count
        bytes += [UInt8(text.count)] + text
        entries.append(
          CompactTextTable.Entry(
            hash: CompactTextTable.Entry.storedHash(
              Array(key.utf8).withUnsafeBytes {
                CompactTextTable.hash($0, seed: CompactTextTable.processSeed)
              }),
            keyStart: UInt32(keyStart), keyLength: UInt32(key.utf8.count),
            textFromEnd: UInt32(textStart)))
        keyStart += key.utf8.count
      }
      // Distances from the end, now that the end is known.
      for position in entries.indices {
        entries[position].textFromEnd = UInt32(bytes.count) - entries[position].textFromEnd
      }
      return CompactTextTable.adopting(bytes, entries: entries)
    }
    let keys = (0..<100).map { "key.\($0)" } + [""]
    let adopted = try #require(table(keys))
    #expect(adopted.count == 101)
    for (number, key) in keys.enumerated() {
      #expect(adopted.text(forKey: key) == "text \(number)")
    }
    #expect(adopted.text(forKey: "key.100") == nil)
    #expect(table(["a", "b", "a"]) == nil)
    let nonASCII = try #require(table(["a", "caf\u{E9}"]))
    #expect(nonASCII.text(forKey: "cafe\u{301}") == "text 1")
    // Canonically equivalent spellings are one key; a key with KELVIN SIGN is the ASCII "K".
    #expect(table(["caf\u{E9}", "cafe\u{301}"]) == nil)
    #expect(table(["\u{212A}"]) == nil)
  }

  /// Seeded random damage — bytes overwritten, bytes cut, bytes added — never crashes the reader
  /// and never yields an error outside the file.
  @Test func randomDamageIsRefusedOrReadSafely() {
    var random = SeededGenerator(state: 24)
    let original = [UInt8](Self.data)
    for _ in 0..<3_000 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.remove(at: position)
        default: bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
        }
        if bytes.isEmpty { bytes = [0] }
      }
      do {
        _ = try CompiledTableReader.table(from: Data(bytes), path: "random")
      } catch {
        #expect((0...bytes.count).contains(error.offset))
      }
    }
  }

  static func error(_ data: Data) throws -> CompiledTableError {
    try #require(throws: CompiledTableError.self) {
      try CompiledTableReader.table(from: data, path: "t")
    }
  }

  static func littleEndian(_ value: UInt32) -> Data {
    withUnsafeBytes(of: value.littleEndian) { Data($0) }
  }

  static func integer(in data: Data, at offset: Int) -> UInt32 {
    data.subdata(in: offset..<offset + 4).withUnsafeBytes {
      UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))
    }
  }
}
