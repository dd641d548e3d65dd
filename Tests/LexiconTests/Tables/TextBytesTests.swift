import Testing

@testable import Lexicon

/// Texts behind their LEB128 lengths: every length class reads back whole, next to its
/// neighbours, and a table serves texts of those lengths from its separate key and text buffers.
@Suite struct TextBytesTests {
  /// Lengths at the edges of one, two and three length bytes.
  static let lengths = [0, 1, 127, 128, 129, 16_383, 16_384, 70_000]

  @Test func eachLengthReadsBackBetweenItsNeighbours() {
    var buffer: [UInt8] = []
    var starts: [UInt32] = []
    for (number, length) in Self.lengths.enumerated() {
      starts.append(UInt32(buffer.count))
      let text = [UInt8](repeating: UInt8(65 + number), count: length)
      text.withUnsafeBytes { TextBytes.append($0, to: &buffer) }
    }
    let prefixes = Self.lengths.map { $0 < 128 ? 1 : $0 < 16_384 ? 2 : 3 }
    #expect(buffer.count == Self.lengths.reduce(0, +) + prefixes.reduce(0, +))
    buffer.withUnsafeBytes { buffer in
      for (number, start) in starts.enumerated() {
        let text = TextBytes.text(at: start, in: buffer)
        #expect(text.count == Self.lengths[number])
        #expect(text.allSatisfy { $0 == UInt8(65 + number) })
      }
    }
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
