import Lexicon
import Testing

@testable import LexiconTool

@Suite struct LintReportTests {
  private func finding(
    _ path: String, _ line: Int, _ rule: LintRule, _ severity: Diagnostic.Severity = .error
  ) -> LintFinding {
    LintFinding(path: path, line: line, column: 1, severity: severity, message: "m", rule: rule)
  }

  @Test func findingsAreSortedByPathLineColumnAndRule() {
    let report = LintReport(
      findings: [
        finding("b", 1, .emptyValue), finding("a", 10, .extraKey), finding("a", 2, .parseError),
        finding("a", 2, .duplicateKey),
      ], fileCount: 2, tableCount: 1, languages: ["ru", "en"])
    #expect(
      report.findings.map(\.description) == [
        "a:2:1: error: m [duplicate-key]", "a:2:1: error: m [parse-error]",
        "a:10:1: error: m [extra-key]", "b:1:1: error: m [empty-value]",
      ])
    #expect(report.languages == ["en", "ru"])
  }

  @Test func countsAndSummary() {
    let report = LintReport(
      findings: [
        finding("a", 1, .emptyValue, .warning), finding("a", 2, .emptyValue, .warning),
        finding("a", 3, .parseError),
      ], fileCount: 1, tableCount: 1, languages: ["en"])
    #expect(report.errorCount == 1)
    #expect(report.warningCount == 2)
    #expect(report.countsByRule == [.emptyValue: 2, .parseError: 1])
    #expect(report.summary == "1 error, 2 warnings in 1 file (1 table, 1 language)")
    #expect(report.strict.errorCount == 3)
    #expect(report.strict.summary == "3 errors, 0 warnings in 1 file (1 table, 1 language)")
  }

  @Test(arguments: [
    ("plain", "\"plain\""), ("a \"b\"", #""a \"b\"""#), ("line\nbreak", #""line\nbreak""#),
    (String(repeating: "x", count: 80), "\"" + String(repeating: "x", count: 80) + "\""),
  ])
  func keysInMessagesAreWholeAndOnOneLine(key: String, expected: String) {
    #expect(LintFinding.quoted(key) == expected)
  }
}
