import Foundation
import Lexicon
import LexiconFormats
import LexiconPseudo
import Testing

@testable import LexiconTool

/// `lexicon pseudo`, run as the real executable on real files.
@Suite struct PseudoCommandTests {
  @Test func printsThePseudoTextOfEachTable() throws {
    let folder = try TemporaryFolder(GenerateFixture.files)
    let run = try LexiconExecutable.run(["pseudo", "Resources"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.errors == "")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: [String: Any]])
    let inbox = try #require(json["Inbox"])
    #expect(inbox["inbox.title"] as? String == "[Îñƀöẋ one]")
    #expect(inbox["inbox.summary"] as? String == "[%1$@ šéñţ ýöû %2$lld ɱéššåĝéš one two three]")
    #expect(inbox["inbox.discount"] as? String == "[40% oƒƒ one]")
    #expect(inbox["inbox.baseOnly"] as? String == "[Ƒŕöɱ Ɓåšé one]")
    #expect(inbox["inbox.germanOnly"] == nil)
    #expect(
      inbox["inbox.unread"] as? [String: String] == [
        "one": "[%d ûñŕéåð ɱéššåĝé one two îñ %@ one two]",
        "other": "[%d ûñŕéåð ɱéššåĝéš one two îñ %@ one two]",
      ])
  }

  /// Written beside their source, the pseudo files read back as the runtime derives them, and
  /// `lexicon lint` finds no specifier of theirs that differs from the source's.
  @Test(arguments: PseudoLocale.allCases)
  func writesFilesThatKeepEverySpecifier(locale: PseudoLocale) throws {
    let folder = try TemporaryFolder(GenerateFixture.files)
    let run = try LexiconExecutable.run(
      ["pseudo", "--locale", locale.language, "--output", "Resources", "Resources"],
      in: folder.url)
    #expect(run.status == 0)
    #expect(
      run.output == """
        Resources/\(locale.language).lproj/Inbox.strings
        Resources/\(locale.language).lproj/Inbox.stringsdict

        """)
    let source = try KeyGeneratorSource.table(in: folder)
    var written = StringTable()
    for name in ["Inbox.strings", "Inbox.stringsdict"] {
      let file = LocalizationFile.read(
        contentsOf: folder.url.appendingPathComponent("Resources/\(locale.language).lproj/\(name)"))
      #expect(file.diagnostics.isEmpty)
      if case .table(let parsed) = file { written.merge(parsed.table, keepingExisting: false) }
    }
    #expect(written == locale.localize(source))
    let lint = try Linter().lint([folder.path("Resources")])
    let pseudoFindings = lint.findings.filter { $0.path.contains(locale.language) }
    #expect(
      pseudoFindings.filter { $0.rule == .formatMismatch || $0.rule == .invalidSpecifier }.isEmpty)
  }

  @Test(arguments: [
    (["pseudo"], 64, "error: pseudo needs at least one PATH"),
    (
      ["pseudo", "--locale", "fr-XX", "."], 64,
      "error: unknown pseudo-language 'fr-XX': expected en-XA or ar-XB"
    ),
    (["pseudo", "missing"], 66, "error: no such file or folder: 'missing'"),
  ])
  func usageAndInputErrors(arguments: [String], status: Int32, message: String) throws {
    let folder = try TemporaryFolder(["de.lproj/A.strings": "a = b;"])
    let run = try LexiconExecutable.run(arguments, in: folder.url)
    #expect(run.status == status)
    #expect(run.errors.hasPrefix(message + "\n"))
  }
}

/// The development-language table of ``GenerateFixture``, as the runtime merges it.
enum KeyGeneratorSource {
  static func table(in folder: TemporaryFolder) throws -> StringTable {
    var table = StringTable()
    for name in [
      "Base.lproj/Inbox.strings", "en.lproj/Inbox.strings", "en.lproj/Inbox.stringsdict",
    ] {
      if case .table(let parsed) = LocalizationFile.read(
        contentsOf: folder.url.appendingPathComponent("Resources/" + name))
      {
        table.merge(parsed.table, keepingExisting: false)
      }
    }
    return table
  }
}
