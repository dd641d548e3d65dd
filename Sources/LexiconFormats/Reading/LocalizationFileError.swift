import Lexicon

/// The error thrown by the strict parsing entry points when a file has errors.
///
/// It carries every diagnostic (errors and warnings) and the partial result, so a tool can
/// report all problems at once and still look at what was read.
///
/// ```swift
/// do {
///   let table = try StringsFileParser.parseStrictly(data, path: path)
/// } catch {
///   error.diagnostics.forEach { print($0) }
/// }
/// ```
public struct LocalizationFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Every diagnostic of the file, ordered by position.
  public var diagnostics: [Diagnostic]
  /// What could be read despite the errors.
  public var partialResult: LocalizationFile

  /// Creates the error from a parse result.
  /// - Parameter partialResult: The lenient result whose diagnostics contain errors.
  public init(partialResult: LocalizationFile) {
    self.diagnostics = partialResult.diagnostics
    self.partialResult = partialResult
  }

  /// The diagnostics that are errors.
  public var errors: [Diagnostic] {
    diagnostics.filter { $0.severity == .error }
  }

  /// One diagnostic per line, in the compiler's `path:line:column: severity: message` form.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
