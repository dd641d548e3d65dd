import Lexicon
import Testing

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
}
