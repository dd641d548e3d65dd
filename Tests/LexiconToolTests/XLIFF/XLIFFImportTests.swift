import Foundation
import Testing

@testable import LexiconTool

/// What an import checks: the values it changes, not what the files already held (issue 25).
@Suite struct XLIFFImportTests {
  static func plan(_ folder: TemporaryFolder, targets: [String: String]) throws
    -> XLIFFImport.Outcome
  {
    let project = try XLIFFProject(
      paths: [folder.path], root: folder.url, developmentLanguage: "en")
    var (document, _, _) = try XLIFFExport(project: project).document(language: "ru")
    for file in document.files.indices {
      for unit in document.files[file].units.indices {
        if let target = targets[document.files[file].units[unit].id] {
          document.files[file].units[unit].target = target
          document.files[file].units[unit].state = "translated"
        }
      }
    }
    let bytes = Array(XLIFFWriter.write(document).utf8)
    return try XLIFFImport(
      document: try XLIFFReader.read(bytes, path: "ru.xliff"), bytes: bytes, path: "ru.xliff",
      language: "ru", project: project
    ).plan(partial: false)
  }

  static let files = [
    "en.lproj/A.strings": "\"a\" = \"Hi, %@\";\n\"b\" = \"Bye\";\n",
    // A translation the project already has wrong: lint's to report.
    "ru.lproj/A.strings": "\"a\" = \"Привет, %d\";\n",
  ]

  @Test func aValueTheFileAlreadyHoldsIsNotRefused() throws {
    let folder = try TemporaryFolder(Self.files)
    let outcome = try Self.plan(folder, targets: ["b": "Пока"])
    #expect(!outcome.hasErrors)
    #expect(outcome.writes.count == 1)
  }

  @Test func aValueTheImportChangesIsChecked() throws {
    let folder = try TemporaryFolder(Self.files)
    let outcome = try Self.plan(folder, targets: ["a": "Привет, %ld", "b": "Пока"])
    #expect(
      outcome.findings.map { "\($0.line):\($0.column) \($0.rule) \($0.message)" } == [
        #"10:9 format-mismatch "a" in ru: translation uses %ld for argument 1 where the source has %@"#
      ])
  }
}
