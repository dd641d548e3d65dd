/// Why a string is not an ``AppVersion``.
///
/// ```swift
/// do {
///   _ = try AppVersion(parsing: "1.x")
/// } catch {
///   print(error)  // "1.x" is not an app version: "x" is not a number of up to 9 digits
/// }
/// ```
public enum AppVersionError: Error, Hashable, Sendable {
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
