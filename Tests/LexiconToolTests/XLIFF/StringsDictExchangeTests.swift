import Foundation
import Lexicon
import LexiconFormats
import Testing

@testable import LexiconTool

/// `.stringsdict` files in an XLIFF exchange: Xcode's ids, the forms a language needs, and
/// translations written in place (issue 25).
@Suite struct StringsDictExchangeTests {
  static let source = StringsDictText.entry(
    "files", format: "%#@n@", variable: "n", forms: [("one", "%d file"), ("other", "%d files")])

  static func exchange(_ folder: TemporaryFolder) throws -> StringsDictExchange {
    let path = "en.lproj/A.stringsdict"
    let source = try #require(LintSource(url: folder.url.appendingPathComponent(path), path: path))
    return try StringsDictExchange(source, language: "en")
  }

  static func write(_ texts: [String: String], _ folder: TemporaryFolder, language: String)
    throws -> ExchangeOutput
  {
    try exchange(folder).write(
      texts.mapValues { ImportedText(text: $0, catalogState: "translated") }, language: language)
  }

  @Test func unitsHaveXcodesIdsAndTheFormsTheLanguageNeeds() throws {
    let folder = try TemporaryFolder(["en.lproj/A.stringsdict": Self.source])
    let russian = try Self.exchange(folder).units(language: "ru")
    #expect(
      russian.map { "\($0.id) \($0.source)" } == [
        "/files:dict/NSStringLocalizedFormatKey:dict/:string %#@n@",
        "/files:dict/n:dict/few:dict/:string %d files",
        "/files:dict/n:dict/many:dict/:string %d files",
        "/files:dict/n:dict/one:dict/:string %d file",
        "/files:dict/n:dict/other:dict/:string %d files",
      ])
    // Japanese needs only `other`; the source's `one` is still a unit.
    #expect(try Self.exchange(folder).units(language: "ja").count == 3)
  }

  /// Forms the file lacks go before the forms that follow them in CLDR order, indented like
  /// their neighbours; a changed form is rewritten in place.
  @Test func missingFormsAreAddedInCLDROrder() throws {
    let existing = StringsDictText.entry(
      "files", format: "%#@n@", variable: "n", forms: [("one", "%d файл"), ("other", "%d файлы")])
    let folder = try TemporaryFolder([
      "en.lproj/A.stringsdict": Self.source, "ru.lproj/A.stringsdict": existing,
    ])
    let output = try Self.write(
      [
        "/files:dict/n:dict/few:dict/:string": "%d файла",
        "/files:dict/n:dict/many:dict/:string": "%d файлов",
        "/files:dict/n:dict/other:dict/:string": "%d файла",
      ], folder, language: "ru")
    let expected = existing.replacingOccurrences(
      of: "<key>other</key>\n      <string>%d файлы</string>",
      with: "<key>few</key>\n      <string>%d файла</string>\n      <key>many</key>\n      "
        + "<string>%d файлов</string>\n      <key>other</key>\n      <string>%d файла</string>")
    #expect(String(decoding: try #require(output.data), as: UTF8.self) == expected)
    guard case .plural(let plural)? = output.values["files"] else {
      Issue.record("not a plural")
      return
    }
    #expect(plural.variables["n"]?.variants[.few] == "%d файла")
  }

  @Test func aMissingEntryIsAddedToTheFile() throws {
    let other = StringsDictText.entry(
      "other", format: "%#@m@", variable: "m", forms: [("other", "%d x")])
    let folder = try TemporaryFolder([
      "en.lproj/A.stringsdict": Self.source, "de.lproj/A.stringsdict": other,
    ])
    let output = try Self.write(
      [
        "/files:dict/n:dict/one:dict/:string": "%d Datei",
        "/files:dict/n:dict/other:dict/:string": "%d Dateien",
      ],
      folder, language: "de")
    let data = try #require(output.data)
    let parsed = LocalizationFile.parse(data, kind: .stringsDict)
    #expect(!parsed.hasErrors)
    guard case .table(let table) = parsed, case .plural(let plural)? = table.table["files"] else {
      Issue.record("no plural entry")
      return
    }
    #expect(plural.format == "%#@n@")
    #expect(plural.variables["n"]?.variants == [.one: "%d Datei", .other: "%d Dateien"])
    #expect(table.table["other"] != nil)
    // Nothing before the new entry moved.
    let text = String(decoding: data, as: UTF8.self)
    let end = try #require(other.range(of: "</dict>\n  </dict>")).upperBound
    #expect(text.hasPrefix(String(other[..<end])))
  }

  @Test func anEmptyStringIsRewrittenAndOnlyIt() throws {
    let existing = Self.source.replacingOccurrences(
      of: "<string>%d file</string>", with: "<string/>")
    let folder = try TemporaryFolder([
      "en.lproj/A.stringsdict": Self.source, "de.lproj/A.stringsdict": existing,
    ])
    let output = try Self.write(
      ["/files:dict/n:dict/one:dict/:string": "%d Datei & mehr"], folder, language: "de")
    #expect(
      String(decoding: try #require(output.data), as: UTF8.self)
        == existing.replacingOccurrences(
          of: "<string/>", with: "<string>%d Datei &amp; mehr</string>"))
  }
}
