import Foundation
import LexiconFormats
import Testing

@testable import Lexicon

/// The builder parsers fill entry by entry: later equal keys replace earlier texts, as a
/// dictionary's `updateValue` would, and the result matches the dictionary-built table.
@Suite struct CompactTextTableBuilderTests {
  @Test func laterEqualKeysReplaceEarlierTexts() {
    var builder = CompactTextTableBuilder()
    let replaced = [
      builder.insert("first", forKey: "title"), builder.insert("second", forKey: "title"),
      builder.insert("NFC", forKey: "caf\u{E9}"), builder.insert("NFD", forKey: "cafe\u{301}"),
    ]
    #expect(replaced == [false, true, false, true])
    #expect(builder.count == 2)
    let table = builder.build()
    #expect(table.text(forKey: "title") == "second")
    #expect(table.text(forKey: "caf\u{E9}") == "NFD")
    #expect(table.count == 2)
  }

  /// Three characters outside ASCII are canonically equivalent to ASCII ones (U+212A KELVIN SIGN
  /// is `K`); `String` and `Dictionary` treat the spellings as one key, and so do the builder and
  /// the table, whichever spelling came first.
  @Test(arguments: [
    ("\u{212A}elvin", "Kelvin"), ("Kelvin", "\u{212A}elvin"), ("a\u{37E}b", "a;b"),
    ("x\u{1FEF}", "x`"),
  ])
  func asciiEquivalentSpellingsAreOneKey(first: String, second: String) {
    #expect(first == second)
    var builder = CompactTextTableBuilder()
    builder.insert("one", forKey: first)
    let replaced = builder.insert("two", forKey: second)
    #expect(replaced)
    let table = builder.build()
    #expect(table.count == 1)
    #expect(table.text(forKey: first) == "two")
    #expect(table.text(forKey: second) == "two")
    let fromDictionary = CompactTextTable.of([first: "d"])
    #expect(fromDictionary?.text(forKey: second) == "d")
    #expect(fromDictionary?.containsEveryKey(of: table) == true)
    #expect(table.containsEveryKey(of: fromDictionary ?? table))
    #expect(CompactTextTable.asciiEquivalent(of: "caf\u{E9}") == nil)
    #expect(CompactTextTable.asciiEquivalent(of: "plain") == nil)
  }

  @Test func growsPastItsFirstIndexAndMatchesADictionary() {
    var builder = CompactTextTableBuilder()
    var dictionary: [String: String] = [:]
    for index in 0..<5_000 {
      let key = "screen\(index % 37).label_\(index % 4_000)"
      let text = "text \(index)"
      let replaced = builder.insert(text, forKey: key)
      #expect(replaced == (dictionary.updateValue(text, forKey: key) != nil))
    }
    let table = builder.build()
    #expect(table.count == dictionary.count)
    var seen: [String: String] = [:]
    table.enumerateEntries { seen[$0] = $1 }
    #expect(seen == dictionary)
    #expect(table.text(forKey: "screen0.label_4000") == nil)
  }

  /// A `.stringsdict` merged beside its `.strings` adds plurals without turning the parsed,
  /// read-optimized texts back into a dictionary; a plural over a text key still replaces it.
  @Test func pluralsMergeBesideReadOptimizedTexts() {
    let plural = PluralString(format: "%#@n@", variables: [:])
    var table = StringsFileParser.parse(Data("\"a\" = \"A\";\n\"b\" = \"B\";".utf8)).table
    table.merge(StringTable(texts: [:], plurals: ["p": plural]), keepingExisting: false)
    #expect(table.entries == ["a": .text("A"), "b": .text("B"), "p": .plural(plural)])
    table.merge(StringTable(texts: [:], plurals: ["a": plural]), keepingExisting: false)
    #expect(table["a"] == .plural(plural))
    #expect(table.count == 3)
    let more = StringTable(texts: [:], plurals: ["b": plural, "q": plural])
    table.merge(more, keepingExisting: true)
    #expect(table["b"] == .text("B"))
    #expect(table["q"] == .plural(plural))
  }
}
