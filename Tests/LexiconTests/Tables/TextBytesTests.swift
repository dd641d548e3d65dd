import Testing

@testable import Lexicon

/// Texts behind their LEB128 lengths: every length class reads back whole, next to its
/// neighbours, and a table serves texts of those lengths from the end of its buffer, its keys from
/// the start.
@Suite struct TextBytesTests {
  /// Lengths at the edges of one, two and three length bytes.
  static let lengths = [0, 1, 127, 128, 129, 16_383, 16_384, 70_000]

  @Test func eachLengthReadsBackBetweenItsNeighbours() {
    let prefixes = Self.lengths.map { $0 < 128 ? 1 : $0 < 16_384 ? 2 : 3 }
    #expect(Self.lengths.map(TextBytes.size(of:)) == zip(Self.lengths, prefixes).map { $0 + $1 })
    var buffer = [UInt8](repeating: 0xEE, count: Self.lengths.map(TextBytes.size(of:)).reduce(0, +))
    var starts: [Int] = []
    buffer.withUnsafeMutableBytes { buffer in
      var start = 0
      for (number, length) in Self.lengths.enumerated() {
        starts.append(start)
        let text = [UInt8](repeating: UInt8(65 + number), count: length)
        text.withUnsafeBytes { TextBytes.write($0, at: buffer.baseAddress! + start) }
        start += TextBytes.size(of: length)
      }
    }
    #expect(!buffer.contains(0xEE))
    buffer.withUnsafeBytes { buffer in
      for (number, start) in starts.enumerated() {
        let text = TextBytes.text(at: start, in: buffer)
        #expect(text.count == Self.lengths[number])
        #expect(text.allSatisfy { $0 == UInt8(65 + number) })
      }
    }
  }

  /// Keys and texts share one buffer, keys from its start and texts from its end: a builder sized
  /// too small grows (keys and texts moved apart) and one sized for a file keeps its room or is
  /// fitted, and every text and key reads back either way.
  @Test(arguments: [0, 40, 100_000])
  func aBufferOfAnySizeServesEveryEntry(bytes: Int) {
    var builder = CompactTextTableBuilder(bytes: bytes)
    for number in 0..<300 {
      builder.insert(String(repeating: "t", count: number % 150), forKey: "key.\(number)")
    }
    builder.insert("replaced", forKey: "key.7")
    let table = builder.build()
    #expect(table.count == 300)
    for number in 0..<300 where number != 7 {
      #expect(table.text(forKey: "key.\(number)") == String(repeating: "t", count: number % 150))
    }
    #expect(table.text(forKey: "key.7") == "replaced")
    #expect(table.text(forKey: "key.300") == nil)
    var keys: Set<String> = []
    table.enumerateEntries { key, _ in keys.insert(key) }
    #expect(keys == Set((0..<300).map { "key.\($0)" }))
  }

  @Test func aTableServesLongTextsAndReplacedOnes() {
    var builder = CompactTextTableBuilder()
    for (number, length) in Self.lengths.enumerated() {
      builder.insert(String(repeating: "é", count: length), forKey: "key\(number)")
    }
    builder.insert("replaced", forKey: "key3")
    let table = builder.build()
    for (number, length) in Self.lengths.enumerated() where number != 3 {
      #expect(table.text(forKey: "key\(number)") == String(repeating: "é", count: length))
      #expect(table.view.text(forKey: "key\(number)")?.utf8.count == 2 * length)
    }
    #expect(table.text(forKey: "key3") == "replaced")
    var pairs: [String: Int] = [:]
    table.enumerateEntries { key, text in pairs[key] = text.count }
    #expect(
      pairs == [
        "key0": 0, "key1": 1, "key2": 127, "key3": 8, "key4": 129,
        "key5": 16_383, "key6": 16_384, "key7": 70_000,
      ])
  }
}
