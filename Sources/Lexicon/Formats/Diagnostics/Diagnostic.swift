/// A problem found in a localization file, with the place it was found.
///
/// Diagnostics print in the compiler's form so editors and CI logs can jump to them:
///
/// ```
/// Resources/ru.lproj/Login.strings:41:17: error: missing `;` after the value of key "login.title"
/// ```
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Hashable {
    /// The file is malformed here; the entry (or the rest of the file) could not be read.
    case error
    /// The file is readable but probably not what its author meant (for example a duplicate key).
    case warning
  }

  /// How serious the problem is.
  public var severity: Severity
  /// The path of the file, or `nil` when the input did not come from a file.
  public var file: String?
  /// The one-based line of the problem.
  public var line: Int
  /// The one-based column of the problem, counted in Unicode scalars.
  public var column: Int
  /// What is wrong and, where it helps, what was expected.
  public var message: String
  /// What the diagnostic is about, for tools that sort diagnostics into rules (`lexicon lint`).
  package var kind: Kind = .problem

  /// What a diagnostic is about: most are plain problems of the file; a few kinds are named so a
  /// tool can report them under rules of their own.
  package enum Kind: Sendable, Equatable {
    /// Any other problem.
    case problem
    /// A key defined a second time (the last value wins).
    case duplicateKey
    /// An empty translation, which the parser does not serve.
    case emptyValue
    /// A String Catalog without a `sourceLanguage`.
    case missingSourceLanguage
  }

  /// Creates a diagnostic.
  /// - Parameters:
  ///   - severity: How serious the problem is.
  ///   - file: The path of the file, if any.
  ///   - line: The one-based line.
  ///   - column: The one-based column.
  ///   - message: What is wrong.
  public init(severity: Severity, file: String?, line: Int, column: Int, message: String) {
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:column: severity: message`, the form compilers and editors understand.
  public var description: String {
    "\(file ?? "<input>"):\(line):\(column): \(severity.rawValue): \(message)"
  }
}
