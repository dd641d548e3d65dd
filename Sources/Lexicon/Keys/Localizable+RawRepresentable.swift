extension Localizable where Self: RawRepresentable, Self.RawValue == String {
  /// The raw value, prefixed by the type's ``Localizable/namespace`` and a dot when it has one.
  @inlinable
  public var key: String {
    guard let namespace = Self.namespace else { return rawValue }
    return namespace + "." + rawValue
  }
}
