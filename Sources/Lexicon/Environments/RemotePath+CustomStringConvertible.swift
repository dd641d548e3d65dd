extension RemotePath: CustomStringConvertible {
  /// The components joined by `/`: `production/1-2-0/ru/labels`.
  public var description: String {
    components.joined(separator: "/")
  }
}
