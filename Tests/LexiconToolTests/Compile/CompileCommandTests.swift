import Foundation
import Testing

@testable import Lexicon
@testable import LexiconTool

/// `lexicon compile`, run as the real executable on real folders.
@Suite struct CompileCommandTests {
  static let files = [
    "Resources/en.lproj/Inbox.strings": "\"title\" = \"Inbox\";\n",
    "Resources/pt_BR.lproj/Inbox.strings": "\"title\" = \"Caixa\";\n",
    "Resources/Settings.xcstrings": """
    {"sourceLanguage": "en", "version": "1.0", "strings": {"done": {"localizations": {
      "en": {"stringUnit": {"state": "translated", "value": "Done"}},
      "fr": {"stringUnit": {"state": "translated", "value": "OK"}}}}}}
    """,
  ]

  /// ``files`` and a German table with device variants, which is never compiled.
  static let filesWithDeviceVariants = files.merging([
    "Resources/de.lproj/Devices.stringsdict": StringsDictText.deviceEntry(
      "seen", iphone: "iPhone", other: "device")
  ]) { first, _ in first }

  @Test func writesOneFileForEachTableAndLanguageInTheFoldersOfTheBundle() throws {
    let folder = try TemporaryFolder(Self.files)
    let run = try LexiconExecutable.run(["compile", "Resources", "-o", "Out"], in: folder.url)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors == "")
    #expect(
      run.output == """
        Out/en.lproj/Inbox.lexicontable
        Out/en.lproj/Settings.lexicontable
        Out/fr.lproj/Settings.lexicontable
        Out/pt_BR.lproj/Inbox.lexicontable

        """)
    let data = try Data(
      contentsOf: folder.url.appendingPathComponent("Out/fr.lproj/Settings.lexicontable"))
    #expect(data.prefix(8) == Data("LEXTBL\r\n".utf8))
  }

  @Test func removesCompiledTablesNoTableProducesAnyMore() throws {
    let folder = try TemporaryFolder(Self.files)
    #expect(
      try LexiconExecutable.run(["compile", "Resources", "-o", "Out"], in: folder.url).status == 0)
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("Resources/pt_BR.lproj"))
    try folder.write("keep", to: "Out/pt_BR.lproj/notes.txt")
    let run = try LexiconExecutable.run(
      ["compile", "Resources", "--output", "Out"], in: folder.url)
    #expect(run.status == 0)
    #expect(
      !FileManager.default.fileExists(atPath: folder.path("Out/pt_BR.lproj/Inbox.lexicontable")))
    #expect(FileManager.default.fileExists(atPath: folder.path("Out/pt_BR.lproj/notes.txt")))
    #expect(FileManager.default.fileExists(atPath: folder.path("Out/en.lproj/Inbox.lexicontable")))
  }

  /// What the build-tool plugin runs: every declared file exists afterwards — a compiled table;
  /// for a table with device variants, the raw-files marker (with a warning); for a declared
  /// table no table produced (a language without it), an empty table — and a table written but not
  /// declared gets a note. The app then reads every declared table as the raw files say.
  @Test func declaredFilesAreWrittenAsTablesOrMarkers() throws {
    let folder = try TemporaryFolder(Self.filesWithDeviceVariants)
    let expected = [
      "en.lproj/Inbox.lexicontable", "fr.lproj/Inbox.lexicontable",
      "fr.lproj/Settings.lexicontable", "de.lproj/Devices.lexicontable",
    ]
    let run = try LexiconExecutable.run(
      ["compile", "Resources", "--output", "Out"] + expected.flatMap { ["--expect", $0] },
      in: folder.url)
    #expect(run.status == 0, "\(run.errors)")
    for path in expected {
      #expect(FileManager.default.fileExists(atPath: folder.path("Out/\(path)")), "\(path)")
    }
    let marker = CompiledTableWriter.rawFilesMarker
    #expect(
      try Data(contentsOf: folder.url.appendingPathComponent("Out/fr.lproj/Inbox.lexicontable"))
        == CompiledTableWriter.emptyTable)
    #expect(
      try CompiledTableReader.contents(
        at: folder.url.appendingPathComponent("Out/fr.lproj/Inbox.lexicontable"))?.isEmpty == true)
    #expect(
      try Data(contentsOf: folder.url.appendingPathComponent("Out/de.lproj/Devices.lexicontable"))
        == marker)
    let settings = try #require(
      try CompiledTableReader.contents(
        at: folder.url.appendingPathComponent("Out/fr.lproj/Settings.lexicontable")))
    #expect(settings["done"] == .text("OK"))
    #expect(run.output.contains("Out/fr.lproj/Inbox.lexicontable (no such table)"))
    #expect(run.output.contains("Out/de.lproj/Devices.lexicontable (read from the raw files)"))
    #expect(run.errors.contains("note: en.lproj/Settings.lexicontable was not declared"))
    #expect(run.errors.contains("note: pt_BR.lproj/Inbox.lexicontable was not declared"))
    #expect(
      run.errors.contains("warning: table Devices in de under 'Resources' has device variants"))

    // A second run with fewer declared files removes the markers no longer declared.
    let again = try LexiconExecutable.run(
      ["compile", "Resources", "--output", "Out", "--expect", "en.lproj/Inbox.lexicontable"],
      in: folder.url)
    #expect(again.status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.path("Out/fr.lproj/Inbox.lexicontable")))
  }

  /// `--quiet`, which the build-tool plugin passes: the same files, and only the problems
  /// printed (a build log is not filled with every table's path).
  @Test func quietWritesTheSameFilesAndPrintsOnlyProblems() throws {
    let folder = try TemporaryFolder(Self.filesWithDeviceVariants)
    let expected = ["en.lproj/Inbox.lexicontable", "fr.lproj/Inbox.lexicontable"]
    let run = try LexiconExecutable.run(
      ["compile", "--quiet", "Resources", "-o", "Out"] + expected.flatMap { ["--expect", $0] },
      in: folder.url)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == "")
    for path in expected + ["pt_BR.lproj/Inbox.lexicontable", "fr.lproj/Settings.lexicontable"] {
      #expect(FileManager.default.fileExists(atPath: folder.path("Out/\(path)")), "\(path)")
    }
    #expect(
      run.errors.contains("warning: table Devices in de under 'Resources' has device variants"))
    #expect(run.errors.contains("note: pt_BR.lproj/Inbox.lexicontable was not declared"))
  }

  /// What a build step must not fail on, though the command alone does: errors in a raw file
  /// (its readable entries are compiled, as the app serves them), a folder whose tables are all
  /// empty (an empty table), and one table in two folders the build merges (the marker: the app
  /// reads the merged raw files).
  @Test func aBuildStepGoesOnWhereTheCommandAloneStops() throws {
    let folder = try TemporaryFolder([
      "Resources/en.lproj/Inbox.strings": "\"title\" = \"Inbox\";\n\"broken\" = ;\n",
      "Resources/en.lproj/Settings.strings": "\"done\" = \"Done\";\n",
      "Plurals/en.lproj/Settings.stringsdict": StringsDictText.entry(
        "files", format: "%#@files@", variable: "files", forms: [("other", "%d files")]),
      "Empty/Onboarding.xcstrings": #"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#,
    ])
    let expected = [
      "en.lproj/Inbox.lexicontable", "en.lproj/Settings.lexicontable",
      "en.lproj/Onboarding.lexicontable",
    ]
    let alone = try LexiconExecutable.run(
      ["compile", "Resources", "Plurals", "Empty", "-o", "Alone"], in: folder.url)
    #expect(alone.status != 0)
    let run = try LexiconExecutable.run(
      ["compile", "Resources", "Plurals", "Empty", "-o", "Out"]
        + expected.flatMap { ["--expect", $0] }, in: folder.url)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("Inbox.strings:2:"))
    #expect(run.errors.contains("the app reads it from the raw files"))
    let inbox = try #require(
      try CompiledTableReader.contents(
        at: folder.url.appendingPathComponent("Out/en.lproj/Inbox.lexicontable")))
    #expect(inbox["title"] == .text("Inbox"))
    #expect(
      try Data(contentsOf: folder.url.appendingPathComponent("Out/en.lproj/Settings.lexicontable"))
        == CompiledTableWriter.rawFilesMarker)
    #expect(
      try Data(
        contentsOf: folder.url.appendingPathComponent("Out/en.lproj/Onboarding.lexicontable"))
        == CompiledTableWriter.emptyTable)
  }

  @Test(arguments: [
    ["--expect", "en.lproj/Inbox.lexicontable"],
    ["-o", "Out", "--expect", "../en.lproj/Inbox.lexicontable"],
    ["-o", "Out", "--expect", "en.lproj/Inbox.strings"],
    ["-o", "Out", "--expect", "Inbox.lexicontable"],
    ["-o", "Out", "--expect", ".lproj/Inbox.lexicontable"],
  ])
  func aDeclaredFileOutsideTheOutputsLayoutIsAUsageError(arguments: [String]) throws {
    let folder = try TemporaryFolder(Self.files)
    let run = try LexiconExecutable.run(["compile", "Resources"] + arguments, in: folder.url)
    #expect(run.status == 64, "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("Out")))
  }

  @Test func compilesInPlaceWithoutOutput() throws {
    let folder = try TemporaryFolder(Self.files)
    let run = try LexiconExecutable.run(["compile", "Resources"], in: folder.url)
    #expect(run.status == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: folder.path("Resources/fr.lproj/Settings.lexicontable")))
  }

  @Test func errorsInARawFileAreReportedAndItsReadableEntriesCompiled() throws {
    let folder = try TemporaryFolder([
      "Resources/en.lproj/Inbox.strings": "\"title\" = \"Inbox\";\n\"broken\" = ;\n"
    ])
    let run = try LexiconExecutable.run(["compile", "Resources", "-o", "Out"], in: folder.url)
    #expect(run.status == 1)
    #expect(run.errors.contains("Inbox.strings:2:"))
    let table = try #require(
      try CompiledTableReader.contents(
        at: folder.url.appendingPathComponent("Out/en.lproj/Inbox.lexicontable")))
    #expect(table["title"] == .text("Inbox"))
  }

  @Test func usageAndMissingFoldersExitWithTheirCodes() throws {
    let folder = try TemporaryFolder(["Empty/readme.txt": "nothing"])
    let noArguments = try LexiconExecutable.run(["compile"], in: folder.url)
    #expect(noArguments.status == 64)
    #expect(noArguments.errors.contains("compile needs at least one RESOURCES folder"))
    let missing = try LexiconExecutable.run(["compile", "Nowhere"], in: folder.url)
    #expect(missing.status == 66)
    #expect(missing.errors.contains("'Nowhere' is not a folder"))
    let empty = try LexiconExecutable.run(["compile", "Empty"], in: folder.url)
    #expect(empty.status == 66)
  }

  @Test func helpDescribesTheCommand() throws {
    let run = try LexiconExecutable.run(["help", "compile"])
    #expect(run.status == 0)
    #expect(run.output.contains("Usage: lexicon compile RESOURCES... [--output DIR]"))
    #expect(run.output.contains("--output DIR"))
    #expect(try LexiconExecutable.run(["help"]).output.contains("compile"))
  }
}
