import Lexicon

/// Every remote string of one language at one content version: the full content an over-the-air
/// source publishes for a language.
///
/// A snapshot holds tables by name, each a map from key to `LocalizedValue` — plain text or
/// plural variants, the same model the bundle's tables use — so a remote fix of a plural entry
/// replaces it whole. Keys absent from a snapshot fall through to the next provider of the chain
/// (usually the bundle) one by one.
///
/// ```swift
/// let snapshot = RemoteSnapshot(
///   language: "ru", version: 7,
///   tables: ["Localizable": ["login.title": .text("Войти")]])
/// ```
///
/// Content versions increase with each publication of a language; a ``RemoteDelta`` turns one
/// version into a later one.
public struct RemoteSnapshot: Sendable, Equatable {
  /// The language, as a canonical BCP 47 tag such as `pt-BR`.
  public var language: String
  /// The content version: increases each time the language's content is published.
  public var version: Int
  /// The tables by name (`Localizable`, `labels`), each mapping keys to values.
  public var tables: [String: [String: LocalizedValue]]
  /// The copy experiments of keys of ``tables``, by table and key: variants a device picks one
  /// of (``RemoteExperiment``); the key's value in ``tables`` is what devices see when no
  /// variant applies.
  public var experiments: [String: [String: RemoteExperiment]]

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - language: The language tag.
  ///   - version: The content version.
  ///   - tables: The values of each table by key.
  ///   - experiments: The experiments of keys of the tables; none by default.
  public init(
    language: String, version: Int, tables: [String: [String: LocalizedValue]],
    experiments: [String: [String: RemoteExperiment]] = .init()
  ) {
    self.language = language
    self.version = version
    self.tables = tables
    self.experiments = experiments
  }

  /// The number of keys over all tables.
  public var keyCount: Int {
    tables.values.reduce(0) { $0 + $1.count }
  }
}
