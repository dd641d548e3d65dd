extension AppVersion: LosslessStringConvertible {
  /// Parses a version, or returns `nil` when it is malformed.
  ///
  /// ```swift
  /// AppVersion("1.2.0")?.pathComponent  // "1-2-0"
  /// AppVersion("v1.2")                  // nil
  /// ```
  ///
  /// - Parameter description: A version such as `1.2.0`; see ``init(parsing:)``.
  public init?(_ description: String) {
    guard let version = try? AppVersion(parsing: description) else { return nil }
    self = version
  }

  /// The version as written, without surrounding whitespace: `1.2.0`, `1.3.0-beta.2`.
  public var description: String { text }
}
