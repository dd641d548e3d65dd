extension EnvironmentName: CustomStringConvertible {
  /// The name as written: `production`.
  public var description: String { rawValue }
}
