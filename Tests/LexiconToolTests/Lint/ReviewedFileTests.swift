import Foundation
import Lexicon
import LexiconFormats
import Testing

@testable import LexiconTool

@Suite struct ReviewedFileTests {
  @Test(
    arguments: [
      ("50% off", []),
      ("50%", []),
      ("50 % Rabatt", []),
      ("(50%)", []),
      ("%q off", ["%q "]),
      ("%1$q", ["%1$q"]),
      ("%d of %", ["%"]),
      ("%@ is 50%!", ["%!"]),
    ] as [(String, [String])])
  func invalidSpecifiersInAValue(text: String, specifiers: [String]) {
    #expect(ReviewedFile.invalidSpecifiers(in: .text(text)).map(\.specifier) == specifiers)
  }

  /// A file reviewed alone: its entries by language, and the findings of the rules about one
  /// file.
  @Test func reviewsEachLanguageOfACatalog() throws {
    let folder = try TemporaryFolder(LintFixture.files)
    let source = try #require(
      LintSource(
        url: folder.url.appendingPathComponent("Resources/Settings.xcstrings"),
        path: "Settings.xcstrings"))
    let data = try folder.read("Resources/Settings.xcstrings")
    let parsed = ParsedSource(
      source: source,
      located: LocalizationFile.parseLocated(
        Data(data.utf8), kind: .stringCatalog, path: "Settings.xcstrings"))
    let reviewed = ReviewedFile(
      parsed, developmentLanguage: "en", configuration: LintConfiguration())
    #expect(reviewed.languages.map(\.language) == ["de", "en", "fr"])
    #expect(reviewed.languages.first { $0.language == "en" }?.entries.count == 3)
    #expect(
      reviewed.findings.findings.map(\.rule).sorted() == [
        .catalogState, .catalogState, .emptyValue, .pluralMissingCategory,
      ])
  }
}
