extension ConfigurationLoadError: CustomStringConvertible {
  /// Each problem on its own line, as ``ConfigurationError/description`` prints it.
  public var description: String {
    errors.map(\.description).joined(separator: "\n")
  }
}
