import Foundation
import Lexicon

/// One problem `lexicon lint` found: where, how serious, what, and by which rule.
///
/// Printed in the compiler's form, so editors and CI logs jump to it, with the rule's id last:
///
/// ```
/// Resources/ru.lproj/Inbox.stringsdict:14:9: error: "unread" in ru has no few form, which Russian needs for 2, 3, 4 [plural-missing-category]
/// ```
///
/// Findings sort by path, line, column, rule and message, so the output of a run is stable.
public struct LintFinding: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file, as found from the paths given on the command line.
  public var path: String
  /// The one-based line of the value concerned (0 when the file has no positions).
  public var line: Int
  /// The one-based column, in Unicode scalars.
  public var column: Int
  /// How serious it is, after the configuration and `--strict`.
  public var severity: Diagnostic.Severity
  /// What is wrong.
  public var message: String
  /// The rule that found it.
  public var rule: LintRule

  /// Creates a finding.
  /// - Parameters:
  ///   - path: The file.
  ///   - line: The one-based line.
  ///   - column: The one-based column.
  ///   - severity: How serious it is.
  ///   - message: What is wrong.
  ///   - rule: The rule that found it.
  public init(
    path: String, line: Int, column: Int, severity: Diagnostic.Severity, message: String,
    rule: LintRule
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.rule = rule
  }

  /// `path:line:column: severity: message [rule-id]`.
  public var description: String {
    "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(rule.id)]"
  }

  /// Orders by path, line, column, rule, then message.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.path, lhs.line, lhs.column, lhs.rule.id, lhs.message)
      < (rhs.path, rhs.line, rhs.column, rhs.rule.id, rhs.message)
  }

  /// A key or name in double quotes, whole, with control characters escaped so a finding stays
  /// on one line.
  static func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"" + QuotedText.singleLine(escaped) + "\""
  }
}
