/// An error that ends a `lexicon` command, carrying the exit code it maps to.
public struct ToolError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, printed on standard error.
  public var message: String
  /// The status the tool exits with.
  public var exitCode: ExitCode
  /// Whether ``message`` is a diagnostic in the compiler's form (`path:line:column: error: …`),
  /// printed as it is rather than after `error: `.
  public var isDiagnostic = false

  /// Creates an error with a message and an exit code.
  public init(_ message: String, exitCode: ExitCode) {
    self.message = message
    self.exitCode = exitCode
  }

  /// An error found at a place in a file, printed as the compiler prints one.
  /// - Parameters:
  ///   - diagnostic: `path:line:column: error: message`.
  ///   - exitCode: The status to exit with.
  public static func diagnostic(_ diagnostic: String, exitCode: ExitCode) -> ToolError {
    var error = ToolError(diagnostic, exitCode: exitCode)
    error.isDiagnostic = true
    return error
  }

  /// A usage error: the command line itself is wrong (exit code 64).
  public static func usage(_ message: String) -> ToolError {
    ToolError(message, exitCode: .usage)
  }

  /// The message.
  public var description: String { message }
}
