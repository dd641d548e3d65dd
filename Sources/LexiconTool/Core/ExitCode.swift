/// The status the `lexicon` tool exits with.
public struct ExitCode: RawRepresentable, Sendable, Hashable {
  /// The numeric status passed to `exit`.
  public var rawValue: Int32

  /// Creates an exit code from its numeric status.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The command did its job and found nothing wrong.
  public static let success = ExitCode(rawValue: 0)
  /// The command ran but found problems: a file with errors (`dump`), a value that is not a
  /// number (`plural`).
  public static let findings = ExitCode(rawValue: 1)
  /// The command line was wrong (`EX_USAGE`).
  public static let usage = ExitCode(rawValue: 64)
  /// An input file could not be read (`EX_NOINPUT`).
  public static let noInput = ExitCode(rawValue: 66)
  /// A service could not be reached or refused the request (`EX_UNAVAILABLE`): `publish`.
  public static let unavailable = ExitCode(rawValue: 69)
  /// An output file could not be written (`EX_CANTCREAT`).
  public static let cannotCreate = ExitCode(rawValue: 73)
}
