import Lexicon
import LexiconReading

/// Collects the findings of one lint, applying the configuration: disabled rules are dropped, and
/// a severity the configuration sets replaces the finding's own.
struct LintFindings: Sendable {
  /// The configuration in force.
  let configuration: LintConfiguration
  /// The findings so far, in the order found.
  private(set) var findings: [LintFinding] = []

  /// Creates an empty collection.
  init(configuration: LintConfiguration) {
    self.configuration = configuration
  }

  /// Adds a finding unless its rule is disabled.
  /// - Parameters:
  ///   - rule: The rule that found it.
  ///   - path: The file.
  ///   - position: Where in the file.
  ///   - message: What is wrong.
  ///   - severity: Its own severity, when it differs from the rule's default (a format issue
  ///     that still prints correctly is a warning).
  mutating func add(
    _ rule: LintRule, at path: String, _ position: SourcePosition, _ message: String,
    severity: Diagnostic.Severity? = nil
  ) {
    guard let configured = configuration.severity(of: rule) else { return }
    findings.append(
      LintFinding(
        path: path, line: position.line, column: position.column,
        severity: configuration.severities[rule] ?? severity ?? configured, message: message,
        rule: rule))
  }

  /// Adds the findings another collection gathered.
  mutating func append(contentsOf other: LintFindings) {
    findings += other.findings
  }
}
