extension EnvironmentName: ExpressibleByStringLiteral {
  /// Creates a name from a literal in your code, as written.
  ///
  /// ```swift
  /// extension EnvironmentName {
  ///   static let qa: EnvironmentName = "qa"
  /// }
  /// ```
  ///
  /// The literal is not checked here; building a path with a name that breaks the rule throws
  /// ``RemotePathError/invalidEnvironmentName(_:)``.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) {
    self.init(unchecked: value)
  }
}
