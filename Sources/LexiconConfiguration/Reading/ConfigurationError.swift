import Lexicon
import LexiconEnvironment

/// One problem in a configuration file, or in reading a variable: the field's path, the reason,
/// and where in the file it is.
///
/// Errors print as `file:line:column: path: reason`, or `path: reason` when there is no place:
///
/// ```
/// Lexicon.json:9:33: configurations.Release.environment: expected one of development, staging, production, found "prodution" (did you mean "production"?)
/// Lexicon.json:3:43: supportedLanguages[2]: "xx_" is not a language tag
/// Lexicon.json:5:9: expected ',' or '}' after the value of "retries", found '"'
/// variables.retries: expected an integer, found "three"
/// ```
///
/// Paths name object members with dots and array elements with brackets
/// (`configurations.Debug.variables.retries`, `supportedLanguages[2]`); names that are not plain
/// identifiers are quoted (`configurations["App Store"]`). A syntax error has an empty path.
/// Lines and columns are one-based; columns count Unicode scalars.
public struct ConfigurationError: Error, Hashable, Sendable {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// The file is not well-formed JSON; the message says what was expected and found.
    case syntax(String)
    /// The file could not be found or read.
    case unreadable(String)
    /// The value has the wrong type: `expected an integer, found "three"`. Both are descriptions.
    case typeMismatch(expected: String, found: String)
    /// A required field is absent; the value describes what belongs there.
    case missingField(expected: String)
    /// The field is not part of the format; a suggestion is given for a likely misspelling.
    case unknownField(expected: [String], suggestion: String?)
    /// The object has this field more than once; the last one is used.
    case duplicateField
    /// The environment is none of the allowed names: the standard ones and those the file lists
    /// in `customEnvironments`. `found` describes the value; `suggestion` is the allowed name it
    /// likely means.
    case invalidEnvironment(found: String, allowed: [EnvironmentName], suggestion: EnvironmentName?)
    /// A custom environment's name breaks the rule of `EnvironmentName.isValid(_:)`.
    case invalidEnvironmentName(String)
    /// The string is not a language tag.
    case invalidLanguage(String)
    /// The language (canonical form) appears earlier in the list.
    case duplicateLanguage(String)
    /// The development language is not among the supported languages.
    case developmentLanguageNotSupported(String)
    /// The file has no entry for the build configuration; `available` lists the ones it has.
    case missingConfiguration(BuildConfiguration, available: [BuildConfiguration])
    /// A number does not fit in a `Double`.
    case numberOutOfRange(String)
    /// No variable has this name.
    case missingVariable
    /// A `Decodable` type could not be decoded from the value.
    case cannotDecode(type: String, detail: String)
  }

  /// The field's path, such as `configurations.Release.environment`; empty for the whole file.
  public var path: String
  /// What is wrong.
  public var reason: Reason
  /// The file's path or name, when the configuration came from a file.
  public var file: String?
  /// The one-based line of the problem, when known.
  public var line: Int?
  /// The one-based column of the problem, in Unicode scalars, when known.
  public var column: Int?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The field's path.
  ///   - reason: What is wrong.
  ///   - file: The file, if any.
  ///   - line: The one-based line, if known.
  ///   - column: The one-based column, if known.
  public init(
    path: String, reason: Reason, file: String? = nil, line: Int? = nil, column: Int? = nil
  ) {
    self.path = path
    self.reason = reason
    self.file = file
    self.line = line
    self.column = column
  }

  /// The path and the reason, without the place: `variables.retries: expected an integer, found
  /// "three"`.
  public var message: String {
    path.isEmpty ? reason.description : "\(path): \(reason)"
  }

  /// The error as a `Diagnostic` for editors and logs (line and column 1 when unknown).
  public var diagnostic: Diagnostic {
    Diagnostic(
      severity: .error, file: file, line: line ?? 1, column: column ?? 1, message: message)
  }
}
