import Foundation
import Testing

@testable import Lexicon
@testable import LexiconFormats
@testable import LexiconRawFiles
@testable import LexiconReading

/// `LocalizationFile.parseLocated`: the same values as `parse`, plus where each entry is written,
/// the notes for translators, review states, empty texts, and every syntax error.
@Suite struct LocatedFileTests {
  private func located(_ text: String, _ kind: LocalizationFileKind) -> LocatedFile {
    LocalizationFile.parseLocated(Data(text.utf8), kind: kind, path: "f")
  }

  private func position(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
  }

  @Test func stringsEntriesHaveKeyValueAndComment() throws {
    let text = """
      /* Header of the file */

      /* Title of the login screen */
      "login.title" = "Sign in";
      // Shown under the title
      // on two lines
      greeting = "";
      "short";
      "a" = "1"; "a" = "2";
      """
    let file = located(text, .strings)
    #expect(file.file == LocalizationFile.parse(Data(text.utf8), kind: .strings, path: "f"))
    let entries = try #require(file.entries[""])
    #expect(entries["login.title"]?.key == position(4, 1))
    #expect(entries["login.title"]?.value == position(4, 17))
    #expect(entries["login.title"]?.comment == "Title of the login screen")
    #expect(entries["greeting"]?.comment == "Shown under the title\non two lines")
    #expect(entries["greeting"]?.emptyTexts == [position(7, 12)])
    #expect(entries["short"]?.value == position(8, 1))
    #expect(entries["short"]?.comment == nil)
    #expect(entries["a"]?.value == position(9, 18))
    let duplicate = try #require(file.file.diagnostics.first)
    #expect(duplicate.kind == .duplicateKey)
    #expect(
      "\(duplicate)"
        == "f:9:12: warning: duplicate key \"a\" (first defined on line 9); the last value wins")
  }

  @Test func xmlStringsEntriesHaveKeyAndValue() throws {
    let file = located(
      "<plist><dict>\n<key>k</key>\n<string>v</string>\n</dict></plist>", .strings)
    #expect(file.entries[""]?["k"]?.key == position(2, 1))
    #expect(file.entries[""]?["k"]?.value == position(3, 1))
  }

  @Test func stringsDictVariablesAndFormsArePlaced() throws {
    let file = located(
      """
      <plist><dict>
      <key>files</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@n@</string>
        <key>n</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>%d file</string>
          <key>other</key><string></string>
        </dict>
      </dict>
      </dict></plist>
      """, .stringsDict)
    let entry = try #require(file.entries[""]?["files"])
    #expect(entry.key == position(2, 1))
    #expect(entry.value == position(5, 3))
    #expect(entry.variables["n"]?.position == position(7, 3))
    #expect(entry.variables["n"]?.categories == [.one: position(10, 5), .other: position(11, 5)])
    #expect(entry.emptyTexts == [position(11, 21)])
  }

  @Test func catalogLocalizationsArePlacedPerLanguage() throws {
    let file = located(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Done" : {
            "comment" : "A button",
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Fertig" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "" } }
            }
          },
          "%lld files" : {
            "localizations" : {
              "de" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "new", "value" : "%lld Datei" } },
                "other" : { "stringUnit" : { "value" : "%lld Dateien" } } } } }
            }
          },
          "Keep" : { "shouldTranslate" : false, "extractionState" : "stale" }
        },
        "version" : "1.0"
      }
      """, .stringCatalog)
    #expect(file.entries["en"]?["Done"]?.value == position(4, 5))
    #expect(file.entries["en"]?["Done"]?.comment == "A button")
    let german = try #require(file.entries["de"]?["Done"])
    #expect(german.value == position(7, 71))
    #expect(german.states.map(\.state) == ["needs_review"])
    #expect(german.states.map(\.position) == [position(7, 45)])
    #expect(file.entries["fr"]?["Done"]?.emptyTexts == [position(8, 69)])
    let plural = try #require(file.entries["de"]?["%lld files"])
    #expect(plural.value == position(13, 46))
    #expect(
      plural.variables["plural"]?.categories == [.one: position(14, 11), .other: position(15, 11)])
    #expect(plural.states.map(\.state) == ["new"])
    #expect(file.untranslatableKeys == ["Keep"])
    #expect(file.staleKeys == ["Keep"])
    let empty = try #require(file.file.diagnostics.first { $0.kind == .emptyValue })
    #expect(empty.line == 8)
  }

  @Test func catalogWithoutSourceLanguageIsNamed() {
    let file = located(#"{ "strings" : {}, "version" : "1.0" }"#, .stringCatalog)
    #expect(file.file.diagnostics.map(\.kind) == [.missingSourceLanguage])
  }

  /// Every syntax error, not only the first: the first is among the file's diagnostics, the
  /// others in `syntaxErrors`.
  @Test(arguments: [
    (
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : { "comment" : "x" }
          "b" : { "comment" : "y", },
          "c" : { "comment" : tru },
          "d" : { "comment" : "z" }
        },
        "version" : "1.0"
      }
      """, LocalizationFileKind.stringCatalog, 5,
      ["f:6:25: error: expected a value, found tru (did you mean true?)"]
    ),
    (
      """
      <plist><dict>
      <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>x</strin></dict>
      <key>b</key><dict><key>NSStringLocalizedFormatKey</key><string>y</string></dict>
      <key>c</key><dict><key>NSStringLocalizedFormatKey</key><strng>z</strng></dict>
      </dict></plist>
      """, .stringsDict, 2,
      ["f:4:56: error: unknown property-list element <strng>"]
    ),
    (
      "<plist><dict><key>a</key><string>1</string>\n<key>b</key><string>2</string></key>\n<foo/>\n</dict></plist>",
      .strings, 2, ["f:3:1: error: unknown property-list element <foo>"]
    ),
  ])
  func everySyntaxErrorIsReported(
    text: String, kind: LocalizationFileKind, firstLine: Int, further: [String]
  ) {
    let file = located(text, kind)
    #expect(file.file.diagnostics.first { $0.severity == .error }?.line == firstLine)
    #expect(file.syntaxErrors.map(\.description) == further)
    // The values are those of the plain parse: read up to the first error only.
    #expect(file.file == LocalizationFile.parse(Data(text.utf8), kind: kind, path: "f"))
  }
}
