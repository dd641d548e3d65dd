/// The result of rendering a format: the text, and any problems found on the way.
///
/// The text is always complete: a specifier that could not be printed stays as written, so a
/// tester sees `%d` rather than a crash or a silently wrong number.
///
/// ```swift
/// let result = FormatRenderer.render("Hello %@", arguments: ["Ann"], language: "en")
/// result.text  // "Hello Ann"
/// result.issues  // []
/// ```
public struct FormattedText: Sendable, Equatable, CustomStringConvertible {
  /// The rendered text.
  public var text: String
  /// The problems found, in the order they were met; empty when everything printed.
  public var issues: [FormatIssue]

  /// Creates a rendered text.
  /// - Parameters:
  ///   - text: The rendered text.
  ///   - issues: The problems found.
  public init(text: String, issues: [FormatIssue] = []) {
    self.text = text
    self.issues = issues
  }

  /// The rendered text.
  public var description: String { text }
}
