import Testing

@testable import Lexicon

/// The builder the over-the-air cache reads tables into: entries go straight into read-optimized
/// storage, later equal keys of one kind win, and a key given a text and a plural keeps the plural.
@Suite struct StringTableBuilderTests {
  static let plural = LocalizedValue.plural(
    PluralString(
      format: "%#@n@",
      variables: [
        "n": PluralVariable(formatSpecifier: "d", variants: [.one: "%d file", .other: "%d files"])
      ]))

  @Test(arguments: [
    (
      [("title", LocalizedValue.text("Sign in")), ("count", plural)],
      ["title": LocalizedValue.text("Sign in"), "count": plural]
    ),
    ([("title", .text("first")), ("title", .text("second"))], ["title": .text("second")]),
    ([("count", .text("a text")), ("count", plural)], ["count": plural]),
    ([("count", plural), ("count", .text("a text"))], ["count": plural]),
    ([("caf\u{E9}", .text("NFC")), ("cafe\u{301}", .text("NFD"))], ["caf\u{E9}": .text("NFD")]),
    ([], [:]),
  ])
  func buildsTheEntriesLaterKeysWinning(
    entries: [(String, LocalizedValue)], expected: [String: LocalizedValue]
  ) throws {
    var builder = StringTableBuilder(capacity: entries.count)
    for (key, value) in entries { builder.add(value, forKey: key) }
    let table = try #require(builder.build())
    #expect(table == StringTable(expected))
    #expect(table.count == expected.count)
    #expect(table.isReadOptimized)
    for (key, value) in expected {
      #expect(table[key] == value)
    }
  }

  /// Keys given as bytes match keys given as strings, canonical equivalence included.
  @Test(arguments: [
    ("title", "title"), ("caf\u{E9}", "cafe\u{301}"), ("\u{212A}elvin", "Kelvin"), ("", ""),
  ])
  func keysGivenAsBytesAreTheSameKeys(bytesKey: String, stringKey: String) throws {
    var builder = StringTableBuilder()
    builder.add(.text("from a string"), forKey: stringKey)
    var key = bytesKey
    key.withUTF8 { builder.add(text: "from bytes", forKeyBytes: UnsafeRawBufferPointer($0)) }
    let table = try #require(builder.build())
    #expect(table.count == 1)
    #expect(table[stringKey] == .text("from bytes"))
    #expect(table[bytesKey] == .text("from bytes"))
  }

  @Test func largeTablesStayReadOptimized() throws {
    var builder = StringTableBuilder(capacity: 10, bytes: 40)
    for index in 0..<5_000 { builder.add(.text("text \(index)"), forKey: "key.\(index)") }
    let table = try #require(builder.build())
    #expect(table.count == 5_000)
    #expect(table.isReadOptimized)
    #expect(table["key.4999"] == .text("text 4999"))
    #expect(table["key.5000"] == nil)
  }
}
