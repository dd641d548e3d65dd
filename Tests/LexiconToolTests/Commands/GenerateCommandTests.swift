import Foundation
import Lexicon
import Testing

@testable import LexiconTool

/// `lexicon generate`, run as the real executable on real files.
@Suite struct GenerateCommandTests {
  @Test func printsTheKeyTypes() throws {
    let folder = try TemporaryFolder(GenerateFixture.files)
    let run = try LexiconExecutable.run(["generate", "Resources"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(run.output == GenerateFixture.generated + "\n")
  }

  /// `--output` writes the file, and leaves it alone (the same modification date) when the
  /// tables have not changed, so builds stay incremental.
  @Test func writesTheFileOnlyWhenItChanges() throws {
    let folder = try TemporaryFolder(GenerateFixture.files)
    let output = folder.path("Generated/Keys.swift")
    let first = try LexiconExecutable.run(
      ["generate", "Resources", "--output", output], in: folder.url)
    #expect(first.status == 0)
    #expect(try folder.read("Generated/Keys.swift") == GenerateFixture.generated + "\n")
    let past = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
    _ = try LexiconExecutable.run(["generate", "Resources", "--output", output], in: folder.url)
    let date = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
    #expect(date == past)
    try folder.write("\"extra\" = \"Extra\";\n", to: "Resources/en.lproj/Extra.strings")
    _ = try LexiconExecutable.run(["generate", "Resources", "--output", output], in: folder.url)
    #expect(try folder.read("Generated/Keys.swift").contains("enum ExtraStrings: String"))
  }

  @Test func optionsChangeTheCode() throws {
    let folder = try TemporaryFolder(GenerateFixture.files)
    let run = try LexiconExecutable.run(
      ["generate", "--access", "public", "--bundle", "main", "--split-by-prefix", "Resources"],
      in: folder.url)
    #expect(run.status == 0)
    #expect(
      run.output.contains("public enum InboxStrings: String, IndexedLocalizable, CaseIterable {"))
    #expect(run.output.contains("  public static var bundle: Bundle { .main }"))
    #expect(run.output.contains("  public var keyIndex: Int {"))
    #expect(run.output.contains("  public static let summary = SummaryFormat()"))
    #expect(run.output.contains("  public struct SummaryFormat: LocalizableFormat, ~Copyable {"))
    #expect(
      run.output.contains(
        "    public func callAsFunction(sender: some CustomStringConvertible, count: Int) -> String {"
      ))
    #expect(run.output.contains("public enum Table2faStrings {"))
  }

  @Test func aDevelopmentLanguageChoosesTheFilesRead() throws {
    let folder = try TemporaryFolder(GenerateFixture.files)
    let run = try LexiconExecutable.run(
      ["generate", "--development-language", "de", "Resources"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.output.contains(#"case inboxGermanOnly = "inbox.germanOnly""#))
    #expect(run.output.contains("/// \"Posteingang\""))
  }

  @Test func errorsInTheTablesFailWithTheirPlaces() throws {
    let folder = try TemporaryFolder(["en.lproj/A.strings": "\"a\" = \"1\"\n\"b\" = ;\n"])
    let run = try LexiconExecutable.run(["generate", "."], in: folder.url)
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(
      run.errors == """
        en.lproj/A.strings:1:10: error: missing ';' after the value of the key "a"
        en.lproj/A.strings:2:7: error: expected a value (a quoted string) for the key "b", found ';'
        error: the tables have errors; no code was generated

        """)
  }

  @Test(arguments: [
    (["generate"], 64, "error: generate needs at least one PATH"),
    (
      ["generate", "--access", "open", "."], 64,
      "error: unknown access 'open': expected internal or public"
    ),
    (
      ["generate", "--bundle", "app", "."], 64,
      "error: unknown bundle 'app': expected module or main"
    ),
    (["generate", "--development-language", "b@d", "."], 64, "error: 'b@d' is not a language tag"),
    (["generate", "missing"], 66, "error: no such file or folder: 'missing'"),
    (
      ["generate", "de.lproj"], 66,
      "error: no en or Base table, and no String Catalog, under de.lproj"
    ),
  ])
  func usageAndInputErrors(arguments: [String], status: Int32, message: String) throws {
    let folder = try TemporaryFolder(["de.lproj/A.strings": "a = b;"])
    let run = try LexiconExecutable.run(arguments, in: folder.url)
    #expect(run.status == status)
    #expect(run.output == "")
    #expect(run.errors.hasPrefix(message + "\n"))
  }

  @Test func isListedInHelp() {
    #expect(Tool.help.contains("generate "))
  }
}
