extension LocalizationEnvironment: CustomStringConvertible {
  /// The name and version, such as `production 1.2.0`, or just the name when the version is
  /// unknown.
  public var description: String {
    version.map { "\(name) \($0)" } ?? name.rawValue
  }
}
