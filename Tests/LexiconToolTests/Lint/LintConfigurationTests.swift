import Foundation
import Lexicon
import Testing

@testable import LexiconTool

@Suite struct LintConfigurationTests {
  private func parse(_ text: String) throws(ToolError) -> LintConfiguration {
    try LintConfiguration.parse(Array(text.utf8), path: "lint.json", folder: "/app")
  }

  @Test func readsEveryField() throws {
    let configuration = try parse(
      """
      {
        "developmentLanguage": "de",
        "disabledRules": ["extra-key", "catalog-state"],
        "severity": { "empty-value": "error", "format-mismatch": "warning" },
        "exclude": ["Pods", "/abs/Vendor", "Sources/../Lib"],
        "supportedLanguages": ["en", "pt_BR", "EN"]
      }
      """)
    #expect(configuration.supportedLanguages == ["en", "pt-BR"])
    #expect(configuration.developmentLanguage == "de")
    #expect(configuration.disabledRules == [.extraKey, .catalogState])
    #expect(configuration.severities == [.emptyValue: .error, .formatMismatch: .warning])
    #expect(configuration.excludedPaths == ["/app/Pods", "/abs/Vendor", "/app/Lib"])
    #expect(configuration.severity(of: .extraKey) == nil)
    #expect(configuration.severity(of: .emptyValue) == .error)
    #expect(configuration.severity(of: .parseError) == .error)
    #expect(configuration.excludes("/app/Pods/X/en.lproj/A.strings"))
    #expect(!configuration.excludes("/app/PodsExtra/A.strings"))
  }

  @Test(arguments: [
    (
      #"{"disabledRules": ["extra-keys"]}"#,
      #"lint.json:1:20: error: unknown rule "extra-keys" (did you mean "extra-key"?); the rules are parse-error, parse-warning, duplicate-key, missing-translation, extra-key, missing-source, source-language, format-mismatch, invalid-specifier, plural-missing-category, plural-unused-category, empty-value, catalog-state, missing-language, experiment"#
    ),
    (
      "{\n  \"disabled\": []\n}",
      #"lint.json:2:3: error: unknown field "disabled" (did you mean "disabledRules"?); expected one of developmentLanguage, disabledRules, severity, exclude, supportedLanguages"#
    ),
    (
      #"{"supportedLanguages": ["en", "und"]}"#,
      #"lint.json:1:31: error: supportedLanguages: expected a language tag such as "ru", found "und""#
    ),
    (
      #"{"severity": {"empty-value": "fatal"}}"#,
      #"lint.json:1:30: error: severity of empty-value: expected "error" or "warning", found "fatal""#
    ),
    (
      #"{"developmentLanguage": 3}"#,
      #"lint.json:1:25: error: developmentLanguage: expected a language tag such as "en", found 3"#
    ),
    (
      #"{"exclude": "Pods"}"#,
      #"lint.json:1:13: error: exclude: expected an array of paths, found "Pods""#
    ),
    (
      #"{"disabledRules": ["a",]}"#,
      "lint.json:1:23: error: trailing comma after the last element of an array"
    ),
    ("[]", "lint.json:1:1: error: the configuration must be a JSON object"),
  ])
  func badConfigurationsNameTheirPlace(text: String, message: String) {
    #expect(throws: ToolError.usage(message)) { try parse(text) }
  }

  @Test func isFoundInTheFolderOfThePathOrAParent() throws {
    let folder = try TemporaryFolder([
      ".lexicon-lint.json": "{}", "App/Resources/en.lproj/A.strings": "a = b;",
    ])
    let found = LintConfiguration.find(for: [folder.path("App/Resources/en.lproj/A.strings")])
    #expect(
      found?.standardizedFileURL.path
        == folder.url.appendingPathComponent(".lexicon-lint.json").standardizedFileURL.path)
    #expect(LintConfiguration.find(for: []) == nil)
  }

  @Test func anUnreadableFileIsMissingInput() {
    #expect(throws: ToolError.self) {
      try LintConfiguration.load(from: URL(fileURLWithPath: "/nonexistent/.lexicon-lint.json"))
    }
  }
}
