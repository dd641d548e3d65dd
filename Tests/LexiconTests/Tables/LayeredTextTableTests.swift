import LexiconTestSupport
import Testing

@testable import Lexicon

/// Read-optimized tables stacked by priority: read as one table where the first layer with a key
/// wins, exactly as a merge into a dictionary would.
@Suite struct LayeredTextTableTests {
  private static func layers(_ tables: [[String: String]]) throws -> [CompactTextTable] {
    try tables.map { try #require(CompactTextTable.of($0)) }
  }

  /// The dictionary a first-hit-wins merge of `tables` makes.
  private static func model(_ tables: [[String: String]]) -> [String: String] {
    var merged: [String: String] = [:]
    for table in tables {
      merged.merge(table) { existing, _ in existing }
    }
    return merged
  }

  @Test func theFirstLayerWithAKeyWins() throws {
    let tables = [
      ["title": "Fixed over the air"],
      ["title": "Sign in", "welcome": "Welcome, %@!"],
      ["welcome": "Hello", "footer": "Default footer"],
    ]
    let table = LayeredTextTable(try Self.layers(tables))
    #expect(table.count == 3)
    #expect(table.text(forKey: "title") == "Fixed over the air")
    #expect(table.text(forKey: "welcome") == "Welcome, %@!")
    #expect(table.text(forKey: "footer") == "Default footer")
    #expect(table.text(forKey: "missing") == nil)
    var entries: [String: String] = [:]
    table.enumerateEntries { entries[$0] = $1 }
    #expect(entries == Self.model(tables))
  }

  /// Randomized layers agree with the dictionary model for every key, present or not.
  @Test(arguments: 1...4)
  func agreesWithADictionaryMerge(layerCount: Int) throws {
    var random = SeededGenerator(state: UInt64(layerCount))
    let tables = (0..<layerCount).map { layer in
      Dictionary(
        (0..<Int.random(in: 0...300, using: &random)).map { _ in
          ("key.\(Int.random(in: 0..<500, using: &random))", "layer \(layer)")
        }, uniquingKeysWith: { first, _ in first })
    }
    let table = LayeredTextTable(try Self.layers(tables))
    let model = Self.model(tables)
    #expect(table.count == model.count)
    for index in 0..<520 {
      let key = "key.\(index)"
      #expect(table.text(forKey: key) == model[key], "\(key)")
    }
  }

  /// Keys match as `String`s do across layers: an upper layer's canonically equivalent spelling
  /// wins over a lower layer's byte-identical one.
  @Test func canonicallyEquivalentSpellingsAreOneKeyAcrossLayers() throws {
    let table = LayeredTextTable(
      try Self.layers([
        ["cafe\u{301}": "upper, NFD"], ["caf\u{E9}": "lower, NFC", "\u{212A}": "kelvin"],
      ]))
    #expect(table.count == 2)
    #expect(table.text(forKey: "caf\u{E9}") == "upper, NFD")
    #expect(table.text(forKey: "cafe\u{301}") == "upper, NFD")
    #expect(table.text(forKey: "K") == "kelvin")
    // A lower layer's byte-identical KELVIN SIGN loses to an upper layer's plain K.
    let kelvin = LayeredTextTable(try Self.layers([["K": "upper"], ["\u{212A}": "lower"]]))
    #expect(kelvin.count == 1)
    #expect(kelvin.text(forKey: "\u{212A}") == "upper")
    #expect(kelvin.text(forKey: "K") == "upper")
  }
}
