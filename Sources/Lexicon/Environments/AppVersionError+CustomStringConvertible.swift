extension AppVersionError: CustomStringConvertible {
  /// A one-line explanation, such as `"1.x" is not an app version: "x" is not a number of up to
  /// 9 digits`.
  public var description: String {
    switch self {
    case .empty:
      return "empty app version"
    case .invalidNumber(let part, let version):
      return "\(QuotedText.quoted(version)) is not an app version: "
        + "\(QuotedText.quoted(part)) is not a number of up to 9 digits"
    case .tooManyNumbers(let version):
      return "\(QuotedText.quoted(version)) is not an app version: more than 4 numbers"
    case .invalidPrerelease(let suffix, let version):
      return "\(QuotedText.quoted(version)) is not an app version: pre-release "
        + "\(QuotedText.quoted(suffix)) must be dot-separated letters and digits starting with a "
        + "letter"
    case .buildMetadata(let metadata, let version):
      return "\(QuotedText.quoted(version)) is not an app version: build metadata "
        + "\(QuotedText.quoted(metadata)) is not allowed"
    case .missing(let key):
      return "the bundle has no \(key)"
    }
  }
}
