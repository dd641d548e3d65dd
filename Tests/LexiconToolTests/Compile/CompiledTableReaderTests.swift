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
    #expect(data.count == 64)
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
    (0, "magic"), (8, "format version"), (12, "file size"), (16, "text entries offset"),
    (20, "plural entries offset"), (24, "variables offset"), (28, "variants offset"),
    (32, "text entries offset"), (36, "plural entries offset"), (40, "variables offset"),
    (44, "variants offset"), (48, "key bytes"), (52, "key bytes"), (56, "string bytes"),
    (60, "string bytes"),
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

  @Test func aNewerVersionIsRefusedByName() throws {
    var data = Self.data
    data.replaceSubrange(8..<12, with: Self.littleEndian(2))
    let error = try #require(throws: CompiledTableError.self) {
      try CompiledTableReader.table(from: data, path: "t")
    }
    #expect(error.field == "format version")
    #expect(error.offset == 8)
    #expect(error.problem == "version 2; this build reads version 1")
  }

  /// Counts that do not add up, a category out of range, a length past its section and bytes
  /// left over are each refused by the field at fault.
  @Test func inconsistentRecordsAreRefused() throws {
    let data = Self.data
    let variants = Int(Self.integer(in: data, at: 44))
    let keys = Int(Self.integer(in: data, at: 48))
    var badCategory = data
    badCategory.replaceSubrange(variants..<variants + 4, with: Self.littleEndian(6))
    #expect(
      try Self.error(badCategory).description.contains("variant 0 category at byte \(variants)"))
    var longKey = data
    longKey.replaceSubrange(64..<68, with: Self.littleEndian(UInt32(data.count)))
    #expect(try Self.error(longKey).field == "text entry 0 key length")
    // Entry 1 (entry 0 is the empty key): one byte shorter leaves one byte of keys unused.
    var shortKey = data
    let length = Self.integer(in: data, at: 72)
    shortKey.replaceSubrange(72..<76, with: Self.littleEndian(length - 1))
    let leftOver = try Self.error(shortKey)
    #expect(leftOver.field == "key bytes length")
    #expect(leftOver.problem == "bytes left over: 1")
    var moreVariables = data
    let variableCount = Self.integer(in: data, at: 24)
    moreVariables.replaceSubrange(24..<28, with: Self.littleEndian(variableCount + 1))
    #expect(try Self.error(moreVariables).field == "variable count")
    #expect(keys > 64)
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
