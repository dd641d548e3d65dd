import Lexicon
import LexiconEnvironment

extension AppVersion {
  /// Reads an app version back from its path component: `1-2-0` → `1.2.0`, `1-3-0-beta-2` →
  /// `1.3.0-beta.2` — the inverse of `AppVersion.pathComponent`, for listings of a database
  /// that names its version nodes that way.
  ///
  /// The leading all-digit parts are the version's numbers; the rest, which must start with a
  /// letter, is its pre-release.
  ///
  /// ```swift
  /// try AppVersion(pathComponent: "1-2-0")          // 1.2.0
  /// try AppVersion(pathComponent: "2-0-0-rc-1")     // 2.0.0-rc.1
  /// try? AppVersion(pathComponent: "_version")      // nil
  /// ```
  ///
  /// - Parameter pathComponent: A component such as `1-2-0`.
  /// - Throws: `AppVersionError` when the component is not the path component of a version.
  public init(pathComponent: String) throws(AppVersionError) {
    let parts = ASCII.split(Substring(pathComponent), at: UInt8(ascii: "-"), omittingEmpty: false)
    let numbers = parts.prefix { part in
      !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber }
    }
    let prerelease = parts.dropFirst(numbers.count)
    guard let first = numbers.first else {
      throw .invalidNumber(String(parts.first ?? ""), version: pathComponent)
    }
    var text = numbers.joined(separator: ".")
    if !prerelease.isEmpty { text += "-" + prerelease.joined(separator: ".") }
    let version = try AppVersion(parsing: text)
    guard version.pathComponent == pathComponent else {
      throw .invalidNumber(String(first), version: pathComponent)
    }
    self = version
  }
}
