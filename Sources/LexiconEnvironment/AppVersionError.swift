import Lexicon

/// Why a string is not an ``AppVersion``.
///
/// ```swift
/// do {
///   _ = try AppVersion(parsing: "1.x")
/// } catch {
///   print(error)  // "1.x" is not an app version: "x" is not a number of up to 9 digits
/// }
/// ```
public enum AppVersionError: Error, Equatable, Sendable {
  /// The string is empty or only whitespace.
  case empty
  /// A dot-separated part is not a number of one to nine ASCII digits (first value); the second
  /// value is the whole version.
  case invalidNumber(String, version: String)
  /// The version has more than four numbers.
  case tooManyNumbers(String)
  /// The pre-release part (after `-`, first value) is malformed; the second value is the version.
  case invalidPrerelease(String, version: String)
  /// The version carries build metadata (`+…`, first value), which a version key cannot tell
  /// apart; the second value is the version.
  case buildMetadata(String, version: String)
  /// The bundle's info dictionary has no string under this key (`CFBundleShortVersionString`).
  case missing(key: String)
}

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
