/// An error that ends a `lexicon` command, carrying the exit code it maps to.
public struct ToolError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, printed on standard error.
  public var message: String
  /// The status the tool exits with.
  public var exitCode: ExitCode

  /// Creates an error with a message and an exit code.
  public init(_ message: String, exitCode: ExitCode) {
    self.message = message
    self.exitCode = exitCode
  }

  /// A usage error: the command line itself is wrong (exit code 64).
  public static func usage(_ message: String) -> ToolError {
    ToolError(message, exitCode: .usage)
  }

  /// The message.
  public var description: String { message }
}
