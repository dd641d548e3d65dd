import Foundation
import Testing

@testable import Lexicon

/// The read-optimized table the runtime keeps: every key found, nothing else, byte-exact keys.
@Suite struct CompactTextTableTests {
  static let texts: [String: String] = {
    var texts: [String: String] = ["": "empty key", "é": "NFC", "ключ": "значение"]
    for length in 1...40 {
      texts[String(repeating: "k", count: length)] = "length \(length)"
    }
    for index in 0..<2_000 {
      texts["screen\(index % 17).label_\(index)"] = "Text number \(index)"
    }
    return texts
  }()

  @Test func findsEveryKeyAndNothingElse() throws {
    let table = try #require(CompactTextTable.of(Self.texts))
    #expect(table.count == Self.texts.count)
    for (key, text) in Self.texts {
      #expect(table.text(forKey: key) == text, "\(key)")
    }
    for missing in ["screen1.label_2000", "k" + String(repeating: "k", count: 40), "ключи", "E"] {
      #expect(table.text(forKey: missing) == nil)
      #expect(!table.contains(missing))
    }
  }

  /// Every byte of a key reaches its hash: keys that differ in one byte, at any position of any
  /// length up to 24 (whole words and every tail of 1–7 bytes), hash differently. A byte lost by
  /// the hash would not fail a lookup — the probe compares bytes — but would make such keys
  /// collide on every probe.
  @Test func everyByteOfAKeyReachesItsHash() {
    for length in 1...24 {
      let base = [UInt8](repeating: 0x61, count: length)
      let baseHash = base.withUnsafeBytes { CompactTextTable.hash($0, seed: 7) }
      for position in 0..<length {
        var changed = base
        changed[position] = 0x62
        let hash = changed.withUnsafeBytes { CompactTextTable.hash($0, seed: 7) }
        #expect(hash != baseHash, "length \(length), byte \(position)")
      }
    }
  }

  /// Keys match as `String`s (and so the dictionaries the table is built from) do: canonically
  /// equivalent spellings are the same key.
  @Test func canonicallyEquivalentKeysMatchLikeStrings() throws {
    let precomposed = try #require(CompactTextTable.of(["caf\u{E9}": "NFC"]))
    #expect(precomposed.text(forKey: "caf\u{E9}") == "NFC")
    #expect(precomposed.text(forKey: "cafe\u{301}") == "NFC")
    let decomposed = try #require(CompactTextTable.of(["cafe\u{301}": "NFD"]))
    #expect(decomposed.text(forKey: "caf\u{E9}") == "NFD")
    #expect(decomposed.containsEveryKey(of: precomposed))
    #expect(precomposed.containsEveryKey(of: decomposed))
  }

  @Test func enumeratesEveryEntry() {
    var seen: [String: String] = [:]
    CompactTextTable.of(Self.texts)?.enumerateEntries { seen[$0] = $1 }
    #expect(seen == Self.texts)
  }

  @Test func containsEveryKeyOfASubset() throws {
    let all = try #require(CompactTextTable.of(Self.texts))
    let some = try #require(CompactTextTable.of(["": "x", "ключ": "y", "k": "z"]))
    #expect(all.containsEveryKey(of: some))
    #expect(!some.containsEveryKey(of: all))
  }

  @Test func stringTablesAreEqualHoweverStoredAndChangeable() {
    let plain = StringTable(
      texts: Self.texts, plurals: ["p": PluralString(format: "%#@n@", variables: [:])])
    var compact = plain.compacted()
    #expect(compact == plain)
    #expect(compact.count == plain.count)
    #expect(compact["ключ"] == .text("значение"))
    #expect(compact["p"] == plain["p"])
    compact["ключ"] = .text("другое")
    compact["new"] = .text("added")
    #expect(compact["ключ"] == .text("другое"))
    #expect(compact["new"] == .text("added"))
    #expect(compact.count == plain.count + 1)

    var merged = StringTable(texts: ["a": "1"]).compacted()
    merged.merge(StringTable(texts: ["a": "2", "b": "3"]).compacted(), keepingExisting: true)
    #expect(merged.entries == ["a": .text("1"), "b": .text("3")])
    merged.merge(StringTable(texts: ["a": "4"]).compacted(), keepingExisting: false)
    #expect(merged["a"] == .text("4"))
  }

  @Test func tablesAreEqualHoweverStored() {
    let plain = StringTable(texts: Self.texts)
    let other = StringTable(texts: Self.texts.merging(["extra": "x"]) { $1 })
    #expect(plain == plain.compacted())
    #expect(other == other.compacted())
    #expect(plain != other && plain.compacted() != other.compacted())
  }
}
