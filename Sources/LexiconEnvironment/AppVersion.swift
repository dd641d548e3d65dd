import Foundation
import Lexicon

/// An app's marketing version — `1.2.0`, `2.1`, `2024.01.15`, `1.3.0-beta.2` — with the form it
/// takes as a database key: `1-2-0`.
///
/// Keys in Firebase Realtime Database (and similar stores) cannot contain `.`, `#`, `$`, `[`, `]`
/// or `/`, so ``pathComponent`` writes every separator as `-`:
///
/// | Version         | ``pathComponent`` |
/// |-----------------|-------------------|
/// | `1.2.0`         | `1-2-0`           |
/// | `2.1`           | `2-1`             |
/// | `2024.01.15`    | `2024-01-15`      |
/// | `1.3.0-beta.2`  | `1-3-0-beta-2`    |
///
/// A version is one to four dot-separated numbers of at most nine digits each (written as they
/// are, leading zeros included), optionally followed by a pre-release: `-` and dot-separated
/// identifiers of ASCII letters and digits, the first starting with a letter (`-beta.2`, `-rc1`).
/// That rule keeps ``pathComponent`` unambiguous: `1.2.0.4` and `1.2.0-beta.4` can never share a
/// key. Build metadata (`+42`) is rejected rather than dropped, so two different versions never
/// silently share data. Surrounding whitespace is ignored.
///
/// ```swift
/// let version = try AppVersion(parsing: "1.2.0")
/// version.pathComponent  // "1-2-0"
/// AppVersion("1.2.x")    // nil
/// ```
///
/// Versions compare numerically, missing numbers counting as zero and a pre-release coming before
/// its release (`1.2 < 1.10`, `1.3.0-beta.2 < 1.3.0`). Equality is exact: `1.2` and `1.2.0` are
/// different versions with different keys.
public struct AppVersion: Hashable, Sendable {
  /// The numbers, most significant first: `[1, 2, 0]` for `1.2.0`.
  public let numbers: [Int]
  /// The pre-release identifiers: `["beta", "2"]` for `1.3.0-beta.2`; empty for a release.
  public let prerelease: [String]
  /// The numbers as written, leading zeros kept.
  private let numberTexts: [String]

  /// Parses a version.
  ///
  /// ```swift
  /// try AppVersion(parsing: "1.3.0-beta.2").prerelease  // ["beta", "2"]
  /// ```
  ///
  /// - Parameter text: A version such as `1.2.0`.
  /// - Throws: ``AppVersionError`` naming what is wrong.
  public init(parsing text: String) throws(AppVersionError) {
    let version = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !version.isEmpty else { throw .empty }
    if let plus = version.firstIndex(of: "+") {
      throw .buildMetadata(String(version[plus...]), version: version)
    }
    let core: Substring
    var prerelease: [String] = []
    if let dash = version.firstIndex(of: "-") {
      core = version[..<dash]
      let suffix = version[version.index(after: dash)...]
      let identifiers = ASCII.split(suffix, at: UInt8(ascii: "."), omittingEmpty: false)
      for (position, identifier) in identifiers.enumerated() {
        let isAlphanumeric = identifier.unicodeScalars.allSatisfy {
          $0.isASCII && CharacterSet.alphanumerics.contains($0)
        }
        guard !identifier.isEmpty, isAlphanumeric,
          position > 0 || identifier.first?.isLetter == true
        else { throw .invalidPrerelease(String(suffix), version: version) }
        prerelease.append(String(identifier))
      }
    } else {
      core = Substring(version)
    }
    let parts = ASCII.split(core, at: UInt8(ascii: "."), omittingEmpty: false)
    guard parts.count <= 4 else { throw .tooManyNumbers(version) }
    var numbers: [Int] = []
    for part in parts {
      guard (1...9).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = ASCII.integer(part)
      else { throw .invalidNumber(String(part), version: version) }
      numbers.append(number)
    }
    self.numbers = numbers
    self.numberTexts = parts.map(String.init)
    self.prerelease = prerelease
  }

  /// Reads the bundle's `CFBundleShortVersionString`.
  ///
  /// Uses `Bundle.infoDictionary`, which is safe on every platform, also for bundles without an
  /// `Info.plist` (which have no version).
  ///
  /// - Parameter bundle: The app's bundle, usually `.main`.
  /// - Throws: ``AppVersionError/missing(key:)`` when the bundle has no version, or the error of
  ///   ``init(parsing:)`` when it is malformed.
  public init(bundle: Bundle) throws(AppVersionError) {
    let key = "CFBundleShortVersionString"
    guard let text = bundle.infoDictionary?[key] as? String else { throw .missing(key: key) }
    try self.init(parsing: text)
  }

  /// The version of a bundle, or `nil` when it has none or it is malformed.
  ///
  /// ```swift
  /// LocalizationEnvironment(name: .production, version: .current())
  /// ```
  ///
  /// - Parameter bundle: The app's bundle; `.main` by default.
  /// - Returns: The parsed `CFBundleShortVersionString`, or `nil`. Use ``init(bundle:)`` to learn
  ///   why there is none.
  public static func current(in bundle: Bundle = .main) -> AppVersion? {
    try? AppVersion(bundle: bundle)
  }

  /// The major version: the first number.
  public var major: Int { numbers.first ?? 0 }
  /// The minor version: the second number, or 0.
  public var minor: Int { numbers.count > 1 ? numbers[1] : 0 }
  /// The patch version: the third number, or 0.
  public var patch: Int { numbers.count > 2 ? numbers[2] : 0 }
  /// Whether the version has pre-release identifiers.
  public var isPrerelease: Bool { !prerelease.isEmpty }

  /// The version as a database key: every `.` becomes `-` (`1.2.0` → `1-2-0`,
  /// `1.3.0-beta.2` → `1-3-0-beta-2`). Always a valid `RemotePath` component.
  public var pathComponent: String {
    (numberTexts + prerelease).joined(separator: "-")
  }

  /// The version as written: `1.2.0`, `1.3.0-beta.2`.
  var text: String {
    let core = numberTexts.joined(separator: ".")
    return prerelease.isEmpty ? core : core + "-" + prerelease.joined(separator: ".")
  }
}

extension AppVersion: LosslessStringConvertible {
  /// Parses a version, or returns `nil` when it is malformed.
  ///
  /// ```swift
  /// AppVersion("1.2.0")?.pathComponent  // "1-2-0"
  /// AppVersion("v1.2")                  // nil
  /// ```
  ///
  /// - Parameter description: A version such as `1.2.0`; see ``init(parsing:)``.
  public init?(_ description: String) {
    guard let version = try? AppVersion(parsing: description) else { return nil }
    self = version
  }

  /// The version as written, without surrounding whitespace: `1.2.0`, `1.3.0-beta.2`.
  public var description: String { text }
}
