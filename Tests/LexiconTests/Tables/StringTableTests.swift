import LexiconTestSupport
import Testing

@testable import Lexicon

@Suite struct StringTableTests {
  @Test func literalKeepsLastDuplicate() {
    let table: StringTable = ["a": .text("1"), "b": .text("2"), "a": .text("3")]
    #expect(table["a"] == .text("3"))
    #expect(table.count == 2)
  }

  @Test func pluralRawTextUsesOtherVariant() {
    let value = LocalizedValue.plural(
      PluralString(
        format: "%#@files@ in %1$#@folders@",
        variables: [
          "files": PluralVariable(
            formatSpecifier: "d", variants: [.one: "a file", .other: "%d files"]),
          "folders": PluralVariable(formatSpecifier: "d", variants: [.other: "%d folders"]),
        ]))
    #expect(value.rawText == "%d files in %d folders")
  }

  private static let plural = LocalizedValue.plural(
    PluralString(
      format: "%#@n@",
      variables: ["n": PluralVariable(formatSpecifier: "d", variants: [.other: "%d items"])]))

  /// The dictionary a first-hit-wins merge of `tables` makes.
  private static func model(_ tables: [[String: LocalizedValue]]) -> [String: LocalizedValue] {
    var merged: [String: LocalizedValue] = [:]
    for table in tables {
      merged.merge(table) { existing, _ in existing }
    }
    return merged
  }

  /// Merging read-optimized tables (a remote cache's fixes over a bundle's table over in-code
  /// defaults) keeps the first hit of every key, plain or plural, like a dictionary merge.
  @Test(arguments: 2...7)
  func mergingReadOptimizedTablesKeepsTheFirstHit(tableCount: Int) {
    var random = SeededGenerator(state: UInt64(tableCount) &* 31)
    let tables = (0..<tableCount).map { index in
      Dictionary(
        (0..<Int.random(in: 1...200, using: &random)).map { _ in
          let key = "key.\(Int.random(in: 0..<400, using: &random))"
          let value =
            Int.random(in: 0..<20, using: &random) == 0
            ? Self.plural : LocalizedValue.text("table \(index)")
          return (key, value)
        }, uniquingKeysWith: { first, _ in first })
    }
    var merged = StringTable()
    for table in tables {
      merged.merge(StringTable(table).compacted(), keepingExisting: true)
    }
    #expect(merged == StringTable(Self.model(tables)))
    #expect(merged.count == Self.model(tables).count)
    for index in 0..<410 {
      #expect(merged["key.\(index)"] == Self.model(tables)["key.\(index)"])
    }
  }

  /// A plural of an earlier table is never hidden by a plain text of a later one.
  @Test func aPluralIsNotShadowedByALaterText() {
    var merged = StringTable(["count": Self.plural, "title": .text("Fixed")]).compacted()
    merged.merge(
      StringTable(["count": .text("%d items"), "title": .text("Title"), "footer": .text("Footer")])
        .compacted(),
      keepingExisting: true)
    #expect(merged["count"] == Self.plural)
    #expect(merged["title"] == .text("Fixed"))
    #expect(merged["footer"] == .text("Footer"))
    #expect(merged.count == 3)
  }

  /// A plural of a later table is not added under a key an earlier table has as text.
  @Test func aLaterPluralUnderAnEarlierTextIsIgnored() {
    var merged = StringTable(["count": .text("Fixed")]).compacted()
    merged.merge(
      StringTable(["count": Self.plural, "other": Self.plural, "title": .text("T")]).compacted(),
      keepingExisting: true)
    #expect(merged["count"] == .text("Fixed"))
    #expect(merged["other"] == Self.plural)
    #expect(merged.count == 3)
  }

  /// A table of plurals only (a `.stringsdict` on its own) over a table of texts: both serve.
  @Test func aPluralsOnlyTableOverTexts() {
    var merged = StringTable(["count": Self.plural]).compacted()
    merged.merge(
      StringTable(["title": .text("Title"), "count": .text("ignored")]).compacted(),
      keepingExisting: true)
    #expect(merged["count"] == Self.plural)
    #expect(merged["title"] == .text("Title"))
    #expect(merged.count == 2)
  }
}
