extension BuildConfiguration: CustomStringConvertible {
  /// The name: `Debug`.
  public var description: String { rawValue }
}
