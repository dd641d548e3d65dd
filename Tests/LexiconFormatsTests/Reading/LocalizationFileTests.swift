import Foundation
import Lexicon
import Testing

@testable import LexiconFormats

@Suite struct LocalizationFileTests {
  private func fixture(_ name: String) throws -> URL {
    try #require(Bundle.module.url(forResource: "Fixtures/formats/\(name)", withExtension: nil))
  }

  @Test func readsStringsFixture() throws {
    let file = LocalizationFile.read(contentsOf: try fixture("Sample.strings"))
    guard case .table(let parsed) = file else {
      Issue.record("expected a table")
      return
    }
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.table == [
        "login.title": .text("Sign in"), "login.welcome": .text("Hello, %@!"),
        "login.quote": .text("She said \"hi\"\n→ next"), "unquoted.key": .text("value"),
        "shorthand": .text("shorthand"),
      ])
  }

  @Test func readsStringsDictFixture() throws {
    let file = LocalizationFile.read(contentsOf: try fixture("Sample.stringsdict"))
    guard case .table(let parsed) = file, case .plural(let plural)? = parsed.table["files.count"]
    else {
      Issue.record("expected a plural table")
      return
    }
    #expect(file.diagnostics.isEmpty)
    #expect(plural.format == "%#@files@ in %2$#@folders@")
    #expect(
      plural.variables["folders"]
        == PluralVariable(
          formatSpecifier: "ld",
          variants: [.zero: "no folder", .one: "%2$ld folder", .other: "%2$ld folders"]))
  }

  @Test func readsCatalogFixture() throws {
    let file = LocalizationFile.read(contentsOf: try fixture("Sample.xcstrings"))
    guard case .catalog(let catalog) = file else {
      Issue.record("expected a catalog")
      return
    }
    #expect(file.diagnostics.isEmpty)
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.version == "1.0")
    #expect(catalog.tables.keys.sorted() == ["de", "en"])
    #expect(catalog.tables["en"]?["Done"] == .text("Done"))
    #expect(catalog.tables["en"]?["%lld photos"] == .text("%lld photos"))
    #expect(catalog.tables["de"]?["Done"] == .text("Fertig"))
  }

  @Test func reportsUnreadableAndUnknownFilesAsDiagnostics() {
    let missing = LocalizationFile.read(
      contentsOf: URL(fileURLWithPath: "/nonexistent/Missing.strings"))
    #expect(missing.hasErrors)
    #expect(missing.diagnostics.first?.file == "/nonexistent/Missing.strings")
    #expect(missing.diagnostics.first?.message.hasPrefix("cannot read the file") == true)
    let catalog = LocalizationFile.read(
      contentsOf: URL(fileURLWithPath: "/nonexistent/Missing.xcstrings"))
    if case .catalog = catalog {} else { Issue.record("expected a catalog result") }
    let unknown = LocalizationFile.read(contentsOf: URL(fileURLWithPath: "/tmp/notes.txt"))
    #expect(
      unknown.diagnostics.map(\.description) == [
        "/tmp/notes.txt:0:0: error: unsupported file type '.txt': expected .strings, .stringsdict or .xcstrings"
      ])
    #expect(throws: LocalizationFileError.self) {
      try LocalizationFile.readStrictly(
        contentsOf: URL(fileURLWithPath: "/nonexistent/Missing.strings"))
    }
  }

  @Test(arguments: [
    ("strings", LocalizationFileKind.strings), ("STRINGSDICT", .stringsDict),
    ("xcstrings", .stringCatalog),
  ])
  func mapsExtensions(pathExtension: String, kind: LocalizationFileKind) {
    #expect(LocalizationFileKind(pathExtension: pathExtension) == kind)
  }
}
