import Lexicon
import LexiconValidation

/// A remote value dropped by validation: the key falls through to the bundle while the rest of
/// the update goes ahead.
///
/// Rejections are reported to ``RemoteConfiguration/onRejectedValue`` and listed in
/// ``RemoteStatus/rejections``:
///
/// ```swift
/// configuration.onRejectedValue = EventHandler { rejection in
///   analytics.track("ota_rejected", ["key": rejection.key, "why": "\(rejection.reason)"])
/// }
/// // remote ru v7 Login login.welcome dropped: translation uses %d for argument 1 where the source has %@
/// ```
public struct RemoteRejection: Sendable, Equatable, CustomStringConvertible {
  /// Why a value was dropped.
  public enum Reason: Sendable, Equatable {
    /// The value's format specifiers do not fit the arguments of the development-language value
    /// (``RemoteValueCandidate/reference``): the errors that `FormatCompatibility` found.
    case incompatibleFormat([FormatIssue])
    /// A plural variable has no `other` variant, which every language needs.
    case missingOtherVariant(variable: String)
    /// The value is larger than ``RemoteLimits/maximumValueBytes``.
    case valueTooLarge(bytes: Int, limit: Int)
    /// A check added to ``RemoteConfiguration/checks`` refused the value.
    case failed(check: String, message: String)
  }

  /// The language of the value.
  public var language: String
  /// The table of the value.
  public var table: String
  /// The key.
  public var key: String
  /// The content version the value arrived in.
  public var version: Int
  /// Why it was dropped.
  public var reason: Reason
  /// The variant of the key's copy experiment that was dropped (its devices see the key's
  /// value), or `nil` when the key's value itself was.
  public var variant: String?

  /// Creates a rejection.
  ///
  /// - Parameters:
  ///   - language: The language.
  ///   - table: The table.
  ///   - key: The key.
  ///   - version: The content version.
  ///   - reason: Why the value was dropped.
  ///   - variant: The variant dropped, or `nil` for the key's value.
  public init(
    language: String, table: String, key: String, version: Int, reason: Reason,
    variant: String? = nil
  ) {
    self.language = language
    self.table = table
    self.key = key
    self.version = version
    self.reason = reason
    self.variant = variant
  }

  /// `remote ru v7 Login login.welcome dropped: <why>`.
  public var description: String {
    let why: String
    switch reason {
    case .incompatibleFormat(let issues):
      why = issues.map(\.message).joined(separator: "; ")
    case .missingOtherVariant(let variable):
      why = "plural variable '\(variable)' has no 'other' variant"
    case .valueTooLarge(let bytes, let limit):
      why = "value of \(bytes) bytes is over the limit of \(limit)"
    case .failed(let check, let message):
      why = "\(check): \(message)"
    }
    let what = variant.map { "\(key) variant \($0)" } ?? key
    return "remote \(language) v\(version) \(table) \(what) dropped: \(why)"
  }
}
