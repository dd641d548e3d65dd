/// Caps on what one language of an over-the-air update may hold, so a broken or hostile
/// publication cannot take an app's memory or disk.
///
/// A language past ``maximumKeys`` or ``maximumBytes`` refuses the whole update
/// (``RemoteError/limitExceeded(language:limit:maximum:actual:)``); a single value past
/// ``maximumValueBytes`` is dropped on its own, like any other bad key.
///
/// ```swift
/// var limits = RemoteLimits()
/// limits.maximumKeys = 20_000          // a large app
/// limits.maximumValueBytes = 4_096     // no translation is longer than a screen
/// ```
public struct RemoteLimits: Sendable, Equatable {
  /// Which cap a language passed.
  public enum Kind: Sendable, Equatable {
    /// ``RemoteLimits/maximumKeys``.
    case keys
    /// ``RemoteLimits/maximumBytes``.
    case bytes
  }

  /// The most keys one language may hold, over all its tables: 100,000 by default.
  public var maximumKeys: Int
  /// The most UTF-8 bytes of keys and values one language may hold, plural variants included:
  /// 16 MiB by default.
  public var maximumBytes: Int
  /// The most UTF-8 bytes one value may have (all variants of a plural value together): 64 KiB
  /// by default.
  public var maximumValueBytes: Int

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - maximumKeys: The most keys per language.
  ///   - maximumBytes: The most bytes of keys and values per language.
  ///   - maximumValueBytes: The most bytes per value.
  public init(
    maximumKeys: Int = 100_000, maximumBytes: Int = 16 << 20, maximumValueBytes: Int = 64 << 10
  ) {
    self.maximumKeys = maximumKeys
    self.maximumBytes = maximumBytes
    self.maximumValueBytes = maximumValueBytes
  }
}
