import Foundation
import Lexicon
import Testing

@testable import LexiconTool

/// `lexicon lint`, run as the real executable on real files, as CI runs it.
@Suite struct LintCommandTests {
  @Test func printsSortedFindingsAndFailsOnErrors() throws {
    let folder = try TemporaryFolder(LintFixture.files)
    let run = try LexiconExecutable.run(["lint", "."], in: folder.url)
    #expect(run.status == 1)
    #expect(run.output == LintFixture.findings.joined(separator: "\n") + "\n")
    #expect(run.errors == "lint: 12 errors, 9 warnings in 10 files (6 tables, 6 languages)\n")
  }

  @Test func printsJSONForMachines() throws {
    let folder = try TemporaryFolder(LintFixture.files)
    let run = try LexiconExecutable.run(["lint", "--format", "json", "Resources"], in: folder.url)
    #expect(run.status == 1)
    #expect(run.errors == "")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.count == 18)
    let first = try #require(findings.first)
    #expect(first["path"] as? String == "Resources/Settings.xcstrings")
    #expect(first["line"] as? Int == 6)
    #expect(first["column"] as? Int == 45)
    #expect(first["severity"] as? String == "warning")
    #expect(first["rule"] as? String == "catalog-state")
    #expect(first["message"] as? String == #""Done" in de is still needs_review"#)
    let summary = try #require(json["summary"] as? [String: Any])
    #expect(summary["errors"] as? Int == 11)
    #expect((summary["rules"] as? [String: Int])?["missing-translation"] == 5)
  }

  @Test func warningsAlonePassUnlessStrict() throws {
    let folder = try TemporaryFolder([
      "en.lproj/A.strings": "\"a\" = \"1\";\n\"b\" = \"\";\n",
      "de.lproj/A.strings": "\"a\" = \"eins\";\n\"b\" = \"zwei\";\n",
    ])
    let run = try LexiconExecutable.run(["lint", "."], in: folder.url)
    #expect(run.status == 0)
    #expect(run.output == "en.lproj/A.strings:2:7: warning: \"b\" in en is empty [empty-value]\n")
    let strict = try LexiconExecutable.run(["lint", "--strict", "."], in: folder.url)
    #expect(strict.status == 1)
    #expect(strict.output == "en.lproj/A.strings:2:7: error: \"b\" in en is empty [empty-value]\n")
  }

  @Test func aCleanFolderPasses() throws {
    let folder = try TemporaryFolder([
      "en.lproj/A.strings": "/* Greeting */\n\"hi\" = \"Hi, %@!\";\n",
      "fr.lproj/A.strings": "\"hi\" = \"Salut, %@ !\";\n",
    ])
    let run = try LexiconExecutable.run(["lint", folder.path])
    #expect(run.status == 0)
    #expect(run.output == "")
    #expect(run.errors == "lint: 0 errors, 0 warnings in 2 files (1 table, 2 languages)\n")
  }

  /// `.lexicon-lint.json` in the folder linted (or a parent) turns rules off; `--config` names
  /// another file; a bad one is a usage error naming its line and column.
  @Test func readsTheConfiguration() throws {
    let folder = try TemporaryFolder(
      LintFixture.files.merging([
        ".lexicon-lint.json": #"{ "disabledRules": ["missing-translation", "catalog-state"] }"#,
        "strict.json": #"{ "severity": { "extra-key": "error" } }"#,
        "bad.json": "{\n  \"disabledRule\": []\n}",
      ]) { $1 })
    let configured = try LexiconExecutable.run(["lint", "Resources"], in: folder.url)
    #expect(!configured.output.contains("[missing-translation]"))
    #expect(!configured.output.contains("[catalog-state]"))
    #expect(configured.output.contains("[format-mismatch]"))
    let other = try LexiconExecutable.run(
      ["lint", "--config", "strict.json", "Resources"], in: folder.url)
    #expect(
      other.output.contains("error: \"old\" in ru is not in the source language en [extra-key]"))
    #expect(other.output.contains("[missing-translation]"))
    let bad = try LexiconExecutable.run(["lint", "--config", "bad.json", "."], in: folder.url)
    #expect(bad.status == 64)
    #expect(bad.output == "")
    #expect(
      bad.errors == #"""
        bad.json:2:3: error: unknown field "disabledRule" (did you mean "disabledRules"?); expected one of developmentLanguage, disabledRules, severity, exclude, supportedLanguages
        error: 'bad.json' is not a valid lint configuration
        usage: \#(LintCommand.usage)

        """#)
  }

  @Test(arguments: [
    (["lint"], 64, "error: lint needs at least one PATH"),
    (["lint", "--format", "xml", "."], 64, "error: unknown format 'xml': expected text or json"),
    (["lint", "--bogus", "."], 64, "error: unknown option --bogus"),
    (["lint", "--development-language", "b@d", "."], 64, "error: 'b@d' is not a language tag"),
    (["lint", "missing"], 66, "error: no such file or folder: 'missing'"),
    (["lint", "empty"], 66, "error: no .strings, .stringsdict or .xcstrings file under 'empty'"),
  ])
  func usageAndInputErrors(arguments: [String], status: Int32, message: String) throws {
    let folder = try TemporaryFolder(["empty/notes.txt": "nothing to lint"])
    let run = try LexiconExecutable.run(arguments, in: folder.url)
    #expect(run.status == status)
    #expect(run.output == "")
    #expect(run.errors.hasPrefix(message + "\n"))
  }

  @Test func isListedInHelp() {
    #expect(Tool.help.contains("lint "))
  }
}
