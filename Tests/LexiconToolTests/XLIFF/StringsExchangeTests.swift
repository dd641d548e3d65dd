import Foundation
import Lexicon
import Testing

@testable import LexiconTool

/// Translations written into `.strings` files in place (issue 25).
@Suite struct StringsExchangeTests {
  static func exchange(_ folder: TemporaryFolder, _ path: String = "en.lproj/A.strings") throws
    -> StringsExchange
  {
    let url = folder.url.appendingPathComponent(path)
    let source = try #require(LintSource(url: url, path: path))
    return try StringsExchange(source, language: "en")
  }

  static func texts(_ texts: [String: String]) -> [String: ImportedText] {
    texts.mapValues { ImportedText(text: $0, catalogState: "translated") }
  }

  @Test func valuesAreReplacedWhereTheyAreWrittenWhateverTheirSpelling() throws {
    let folder = try TemporaryFolder([
      "en.lproj/A.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D\";\n",
      "de.lproj/A.strings": """
      // keep me
      a = alt;   /* unquoted */
      "b";
      'c' = 'c\\'s';
      "d" = "same";

      """,
    ])
    let output = try Self.exchange(folder).write(
      Self.texts(["a": "neu", "b": "zwei \"2\"", "c": "drei\nzeilen", "d": "same"]), language: "de")
    #expect(
      String(decoding: try #require(output.data), as: UTF8.self) == """
        // keep me
        a = "neu";   /* unquoted */
        "b" = "zwei \\"2\\"";
        'c' = "drei\\nzeilen";
        "d" = "same";

        """)
    #expect(output.values["c"] == .text("drei\nzeilen"))
    #expect(output.sources["c"] == .text("C"))
  }

  @Test func nothingChangesWhenEveryValueIsAlreadyWritten() throws {
    let folder = try TemporaryFolder([
      "en.lproj/A.strings": "\"a\" = \"A\";\n", "de.lproj/A.strings": "\"a\" = 'Ä';\n",
    ])
    let output = try Self.exchange(folder).write(Self.texts(["a": "Ä"]), language: "de")
    #expect(output.data == nil)
  }

  @Test func aNewFileFollowsTheSourcesOrderAndComments() throws {
    let folder = try TemporaryFolder([
      "en.lproj/A.strings": "/* First */\n\"z\" = \"Z\";\n// Second\n// two lines\n\"a\" = \"A\";\n"
    ])
    let exchange = try Self.exchange(folder)
    let output = try exchange.write(
      Self.texts(["a": "ä", "z": "ź", "fromCode": "Aus dem Code"]),
      notes: ["fromCode": "No comment provided by engineer."], language: "pt-BR")
    #expect(output.url.lastPathComponent == "A.strings")
    #expect(output.url.deletingLastPathComponent().lastPathComponent == "pt-BR.lproj")
    #expect(
      String(decoding: try #require(output.data), as: UTF8.self) == """
        /* First */
        "z" = "ź";

        /* Second
        two lines */
        "a" = "ä";

        /* No comment provided by engineer. */
        "fromCode" = "Aus dem Code";

        """)
  }

  @Test func anExistingFolderOfAnotherSpellingIsUsed() throws {
    let folder = try TemporaryFolder([
      "en.lproj/A.strings": "\"a\" = \"A\";\n", "pt_BR.lproj/Other.strings": "\"x\" = \"y\";\n",
    ])
    let output = try Self.exchange(folder).write(Self.texts(["a": "á"]), language: "pt-BR")
    #expect(output.url.deletingLastPathComponent().lastPathComponent == "pt_BR.lproj")
  }

  @Test func aPropertyListFileIsNotWrittenInto() throws {
    let folder = try TemporaryFolder([
      "en.lproj/A.strings": "\"a\" = \"A\";\n",
      "de.lproj/A.strings": "<plist><dict><key>a</key><string>b</string></dict></plist>\n",
    ])
    #expect(throws: ToolError.self) {
      try Self.exchange(folder).write(Self.texts(["a": "x"]), language: "de")
    }
  }

  @Test func unitsAreTheSourcesKeysAndTheTranslationsOwn() throws {
    let folder = try TemporaryFolder([
      "en.lproj/A.strings": "/* Greeting */\n\"hi\" = \"Hi\";\n\"bye\" = \"Bye\";\n",
      "de.lproj/A.strings": "\"hi\" = \"Hallo\";\n/* From code */\n\"Extracted\" = \"Aus Code\";\n",
    ])
    let units = try Self.exchange(folder).units(language: "de")
    #expect(units.map(\.id) == ["Extracted", "bye", "hi"])
    #expect(units[0].sourceIsKey && units[0].source == "Extracted")
    #expect(units[0].note == XLIFFNote(text: "From code"))
    #expect(units[1].target == nil)
    #expect(
      units[2]
        == ExchangeUnit(
          id: "hi", key: "hi", source: "Hi", note: XLIFFNote(text: "Greeting"), target: "Hallo",
          state: "translated"))
  }
}
