import Foundation
import Testing

@testable import LexiconTool

/// The source files of a project and the `<file original="…">` each answers to (issue 25).
@Suite struct XLIFFProjectTests {
  static let files = [
    "App/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
    "App/Resources/Base.lproj/Main.strings": "\"b\" = \"B\";\n",
    "App/Resources/de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n",
    "App/Settings.xcstrings": #"{ "sourceLanguage" : "en", "strings" : {}, "version" : "1.0" }"#,
    "Feature/Resources/en_GB.lproj/Localizable.strings": "\"a\" = \"A\";\n",
    "Feature/Settings.xcstrings":
      #"{ "sourceLanguage" : "en", "strings" : {}, "version" : "1.0" }"#,
  ]

  @Test func theSourcesAreTheDevelopmentLanguagesFilesBaseAndCatalogs() throws {
    let folder = try TemporaryFolder(Self.files)
    let project = try XLIFFProject(
      paths: [folder.path], root: folder.url, developmentLanguage: "en")
    #expect(
      project.files.map(\.original) == [
        "App/Resources/Base.lproj/Main.strings", "App/Resources/en.lproj/Localizable.strings",
        "App/Settings.xcstrings", "Feature/Settings.xcstrings",
      ])
  }

  @Test(
    arguments: [
      ("App/Resources/en.lproj/Localizable.strings", "App/Resources/en.lproj/Localizable.strings"),
      // Another folder above, another spelling of the language's folder; not another language.
      ("MyApp/Resources/en_US.lproj/Localizable.strings", nil),
      (
        "Elsewhere/App/Resources/en.lproj/Localizable.strings",
        "App/Resources/en.lproj/Localizable.strings"
      ),
      ("Resources/EN.lproj/Localizable.strings", "App/Resources/en.lproj/Localizable.strings"),
      // A name alone, when one file has it.
      ("Main.strings", "App/Resources/Base.lproj/Main.strings"),
      ("Old/App/Settings.xcstrings", "App/Settings.xcstrings"),
      ("Settings.xcstrings", nil),  // two catalogs of that name
    ] as [(String, String?)])
  func anOriginalPathFindsItsFile(original: String, expected: String?) throws {
    let folder = try TemporaryFolder(Self.files)
    let project = try XLIFFProject(
      paths: [folder.path], root: folder.url, developmentLanguage: "en")
    #expect(project.file(original: original).file?.original == expected)
  }

  @Test func anAmbiguousPathNamesItsCandidates() throws {
    let folder = try TemporaryFolder(Self.files)
    let project = try XLIFFProject(
      paths: [folder.path], root: folder.url, developmentLanguage: "en")
    #expect(
      project.file(original: "Settings.xcstrings").ambiguous.map(\.original) == [
        "App/Settings.xcstrings", "Feature/Settings.xcstrings",
      ])
  }
}
