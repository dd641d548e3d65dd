/// A key whose text did not fit the arguments it was formatted with, as reported to a
/// ``FormatProblemHandler``.
///
/// The text was still shown — with a visible placeholder where an argument could not be
/// printed — and nothing crashed. Each distinct problem (key, table, language) is reported once
/// per ``Localization``.
public struct FormatProblem: Sendable, Equatable, CustomStringConvertible {
  /// The full lookup key.
  public var key: String
  /// The table the key was found in.
  public var table: String
  /// The language whose text was formatted.
  public var language: String
  /// What did not fit.
  public var issues: [FormatIssue]

  /// Creates a report.
  /// - Parameters:
  ///   - key: The lookup key.
  ///   - table: The table name.
  ///   - language: The language of the text.
  ///   - issues: What did not fit.
  public init(key: String, table: String, language: String, issues: [FormatIssue]) {
    self.key = key
    self.table = table
    self.language = language
    self.issues = issues
  }

  /// A one-line summary such as
  /// `format problem in "welcome" (Login, ru): argument 1 is a String but %d needs an integer`.
  public var description: String {
    let details = issues.map(\.message).joined(separator: "; ")
    return "format problem in \"\(key)\" (\(table), \(language)): \(details)"
  }
}
