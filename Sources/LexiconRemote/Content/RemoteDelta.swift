import Lexicon

/// The changes that turn one content version of a language into a later one: keys set (added or
/// replaced, plural values whole) and keys removed.
///
/// Applying a delta to the snapshot at ``baseVersion`` gives exactly the full snapshot at
/// ``version``. A delta whose base is not the version the device holds is refused, and the full
/// snapshot is fetched instead.
///
/// ```swift
/// let fix = RemoteDelta(
///   language: "ru", baseVersion: 6, version: 7,
///   set: ["Localizable": ["login.title": .text("Войти")]],
///   removed: ["Localizable": ["promo.old"]])
/// ```
public struct RemoteDelta: Sendable, Equatable {
  /// The language, as a canonical BCP 47 tag.
  public var language: String
  /// The content version the delta applies to.
  public var baseVersion: Int
  /// The content version the delta produces.
  public var version: Int
  /// The values to add or replace, by table and key.
  public var set: [String: [String: LocalizedValue]]
  /// The keys to remove, by table.
  public var removed: [String: [String]]
  /// The experiments of keys of ``set``, by table and key: a key set without one has none
  /// after the delta.
  public var experiments: [String: [String: RemoteExperiment]]

  /// Creates a delta.
  ///
  /// - Parameters:
  ///   - language: The language tag.
  ///   - baseVersion: The version the delta applies to.
  ///   - version: The version it produces.
  ///   - set: Values to add or replace, by table and key.
  ///   - removed: Keys to remove, by table.
  ///   - experiments: The experiments of keys set; none by default.
  public init(
    language: String, baseVersion: Int, version: Int,
    set: [String: [String: LocalizedValue]] = .init(), removed: [String: [String]] = .init(),
    experiments: [String: [String: RemoteExperiment]] = .init()
  ) {
    self.language = language
    self.baseVersion = baseVersion
    self.version = version
    self.set = set
    self.removed = removed
    self.experiments = experiments
  }
}
