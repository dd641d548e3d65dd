extension BuildConfiguration: ExpressibleByStringLiteral {
  /// Creates a configuration name from a literal: `let qa: BuildConfiguration = "QA"`.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }
}
