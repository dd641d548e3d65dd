import Foundation
import Lexicon
import Testing

@testable import LexiconTool

@Suite struct LinterTests {
  /// The findings of a lint of `folder`, paths relative to it.
  private func lines(_ report: LintReport, in folder: TemporaryFolder) -> [String] {
    report.findings.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
  }

  @Test func findsOneProblemOfEveryKind() throws {
    let folder = try TemporaryFolder(LintFixture.files)
    let report = try Linter().lint([folder.path])
    #expect(lines(report, in: folder) == LintFixture.findings)
    // `missing-language` needs the app's languages: `aModuleWithoutALanguageTheAppSupports…`.
    #expect(
      Set(report.findings.map(\.rule))
        == Set(LintRule.allCases).subtracting([.missingLanguage, .experiment]))
    #expect(report.fileCount == 10)
    #expect(report.tableCount == 6)
    #expect(report.languages == ["de", "en", "en-GB", "fr", "pt-BR", "ru"])
    #expect(report.summary == "12 errors, 9 warnings in 10 files (6 tables, 6 languages)")
  }

  @Test func aFolderOfOneTableOrOneFileIsLintedAlone() throws {
    let folder = try TemporaryFolder(LintFixture.files)
    let login = try Linter().lint([folder.path("Resources/ru.lproj/Login.strings")])
    // Alone, a Russian file is its own table, with nothing to compare it with.
    #expect(login.findings.map(\.rule) == [.missingSource, .invalidSpecifier, .duplicateKey])
    let other = try Linter().lint([folder.path("Other")])
    #expect(other.findings.map(\.rule) == [.sourceLanguage, .missingSource, .parseWarning])
  }

  @Test func theConfigurationDisablesAndRanksRules() throws {
    let folder = try TemporaryFolder(LintFixture.files)
    var configuration = LintConfiguration()
    configuration.disabledRules = [.missingTranslation, .catalogState]
    configuration.severities = [.extraKey: .error, .formatMismatch: .warning]
    let report = try Linter(configuration: configuration).lint([folder.path])
    let rules = Set(report.findings.map(\.rule))
    #expect(
      rules
        == Set(LintRule.allCases).subtracting([
          .missingTranslation, .catalogState, .missingLanguage, .experiment,
        ]))
    #expect(report.findings.filter { $0.rule == .extraKey }.map(\.severity) == [.error])
    #expect(report.findings.filter { $0.rule == .formatMismatch }.map(\.severity) == [.warning])
  }

  @Test func theConfigurationSetsTheDevelopmentLanguageAndExcludesPaths() throws {
    let folder = try TemporaryFolder(LintFixture.files)
    var configuration = LintConfiguration()
    configuration.developmentLanguage = "pt-BR"
    configuration.excludedPaths = [folder.url.appendingPathComponent("Resources").path]
    let report = try Linter(configuration: configuration).lint([folder.path])
    // pt-BR is the development language: Main.strings is its own source.
    #expect(report.findings.map(\.rule) == [.sourceLanguage, .parseWarning])
  }

  @Test func strictMakesWarningsErrors() throws {
    let folder = try TemporaryFolder(LintFixture.files)
    let report = try Linter().lint([folder.path]).strict
    #expect(report.warningCount == 0)
    #expect(report.errorCount == LintFixture.findings.count)
  }

  @Test func theOutputIsTheSameOnEveryRun() throws {
    let folder = try TemporaryFolder(LintFixture.files)
    let first = try Linter().lint([folder.path, folder.path("Resources")])
    let second = try Linter().lint([folder.path])
    #expect(first == second)
  }

  @Test(arguments: [
    ("nowhere", ExitCode.noInput, "no such file or folder: '{}/nowhere'"),
    ("Notes", .noInput, "no .strings, .stringsdict or .xcstrings file under '{}/Notes'"),
    (
      "Notes/readme.txt", .usage,
      "cannot lint '{}/Notes/readme.txt': expected a .strings, .stringsdict or .xcstrings file"
    ),
  ])
  func badPathsAreTypedErrors(path: String, exitCode: ExitCode, message: String) throws {
    let folder = try TemporaryFolder(["Notes/readme.txt": "hello"])
    let expected = ToolError(
      message.replacingOccurrences(of: "{}", with: folder.path), exitCode: exitCode)
    #expect(throws: expected) { try Linter().lint([folder.path(path)]) }
  }

  /// The real-world corpus: every file parses, and the lint finds what its maintainers would
  /// want to hear about (a few real bugs named here).
  @Test func lintsTheCorpus() throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("../shared/corpus").standardizedFileURL
    guard FileManager.default.fileExists(atPath: corpus.appendingPathComponent("MANIFEST.tsv").path)
    else { return }
    // The three format folders; `xcloc/` holds Xcode exports, read by the XLIFF tests.
    let report = try Linter().lint(
      ["strings", "stringsdict", "xcstrings"].map { corpus.appendingPathComponent($0).path })
    #expect(report.fileCount == 90)
    let counts = report.countsByRule
    #expect(counts[.parseError] == nil)
    for rule in [
      LintRule.missingTranslation, .extraKey, .formatMismatch, .pluralMissingCategory,
      .pluralUnusedCategory, .emptyValue, .catalogState, .parseWarning,
    ] {
      #expect((counts[rule] ?? 0) > 0, "\(rule)")
    }
    let text = report.findings.map(\.description).joined(separator: "\n")
    // Icelandic Adium writes %2llu (a width of 2) where %2$llu was meant.
    #expect(
      text.contains(
        #"is.lproj/Localizable.strings:241:24: warning: "%llu of %llu bytes" in is: %2llu mixes numbered and unnumbered arguments"#
      ))
    // IceCubes' Ukrainian poll votes have one and other only.
    #expect(
      text.contains(
        #""status.poll.n-votes %lld" in uk: plural variable "plural" has no few, many form, which the uk plural rules need (for 2, 5)"#
      ))
  }
}
