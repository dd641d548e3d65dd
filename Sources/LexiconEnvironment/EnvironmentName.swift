/// The name of a data environment: ``development``, ``staging``, ``production`` or your own.
///
/// Apps read different data — remote translations, feature flags, endpoints — in development,
/// staging and production. The name is the first component of every `RemotePath` built by a
/// ``LocalizationEnvironment``, so it follows one rule everywhere: lowercase ASCII letters,
/// digits, `-` and `_`, starting with a letter, at most 64 characters (``isValid(_:)``). That keeps
/// it a valid key for databases such as Firebase Realtime Database.
///
/// ```swift
/// extension EnvironmentName {
///   static let qa: EnvironmentName = "qa"
/// }
///
/// EnvironmentName(rawValue: "staging")     // .staging
/// EnvironmentName(rawValue: "Production")  // nil: not lowercase
/// ```
///
/// A string literal is taken as written (literals come from your own code); a name that breaks
/// the rule is rejected with `RemotePathError.invalidEnvironmentName(_:)` when a path is built.
/// Names read from input go through ``init(rawValue:)``, which checks the rule. A configuration
/// file (`Lexicon.json`, read by `LexiconConfiguration`) accepts the standard names and the
/// custom names it declares in `customEnvironments`, so a typo such as `prodution` is reported
/// instead of becoming a new, empty environment.
public struct EnvironmentName: RawRepresentable, Hashable, Sendable {
  /// The name as written in paths and configuration files, such as `production`.
  public let rawValue: String

  /// Creates a name, or returns `nil` when `rawValue` breaks the naming rule.
  ///
  /// - Parameter rawValue: A lowercase name such as `staging` or `qa`.
  public init?(rawValue: String) {
    guard Self.isValid(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// Creates a name without checking it; used for literals.
  init(unchecked rawValue: String) {
    self.rawValue = rawValue
  }

  /// Where developers work: local builds, test data.
  public static let development = EnvironmentName(unchecked: "development")
  /// A production-like environment for QA and release candidates.
  public static let staging = EnvironmentName(unchecked: "staging")
  /// What users see.
  public static let production = EnvironmentName(unchecked: "production")

  /// The standard names: ``development``, ``staging``, ``production``.
  public static let standard: [EnvironmentName] = [.development, .staging, .production]

  /// The name used when nothing else says: ``development`` when Lexicon is compiled with `DEBUG`
  /// (Xcode and SwiftPM debug builds), otherwise ``production``.
  ///
  /// - Note: The check happens when Lexicon itself is compiled. Built from source — Xcode and
  ///   SwiftPM compile packages in the app's configuration — it follows the app; a prebuilt
  ///   binary of Lexicon always reports its own build. Prefer a configuration file that maps each
  ///   build configuration to an environment (`AppConfiguration`, in `LexiconConfiguration`).
  public static var `default`: EnvironmentName {
    #if DEBUG
      return .development
    #else
      return .production
    #endif
  }

  /// Whether the name is one of ``standard``.
  public var isStandard: Bool {
    Self.standard.contains(self)
  }

  /// Whether the name follows the rule for environment names: 1 to 64 characters, lowercase ASCII
  /// letters, digits, `-` and `_`, starting with a letter.
  ///
  /// - Parameter name: A candidate name.
  /// - Returns: `true` for `production`, `qa`, `load-test_2`; `false` for `QA`, `2nd`, `pre.prod`.
  public static func isValid(_ name: String) -> Bool {
    let utf8 = name.utf8
    guard let first = utf8.first, (1...64).contains(utf8.count),
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
    else { return false }
    return utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
  }
}

extension EnvironmentName: CustomStringConvertible {
  /// The name as written: `production`.
  public var description: String { rawValue }
}

extension EnvironmentName: ExpressibleByStringLiteral {
  /// Creates a name from a literal in your code, as written.
  ///
  /// ```swift
  /// extension EnvironmentName {
  ///   static let qa: EnvironmentName = "qa"
  /// }
  /// ```
  ///
  /// The literal is not checked here; building a path with a name that breaks the rule throws
  /// `RemotePathError.invalidEnvironmentName(_:)`.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) {
    self.init(unchecked: value)
  }
}
