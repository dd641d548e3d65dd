import Lexicon

/// What one language's content becomes: the whole content at a version, or the changes from the
/// held version to a later one. The engine's single form of an update, whether it arrived as a
/// ``RemoteSnapshot`` or a ``RemoteDelta``, was validated, or was read back from the cache.
///
/// ```swift
/// let fix = LanguageChange(language: "ru", version: 7, baseVersion: 6,
///                          set: ["Login": ["login.title": .text("Войти")]])
/// ```
struct LanguageChange: Sendable, Equatable {
  /// The language, a canonical tag.
  var language: String
  /// The content version it produces.
  var version: Int
  /// The version it applies to, or `nil` for the whole content.
  var baseVersion: Int?
  /// Values added or replaced, by table and key (every value, for the whole content).
  var set: [String: [String: LocalizedValue]]
  /// Keys removed, by table (none for the whole content).
  var removed: [String: Set<String>]
  /// The copy experiments of keys set, by table and key: for the whole content every
  /// experiment; for a delta, a key set without one has none after the change.
  var experiments: [String: [String: RemoteExperiment]] = .init()

  /// Creates a change.
  init(
    language: String, version: Int, baseVersion: Int? = nil,
    set: [String: [String: LocalizedValue]] = .init(), removed: [String: Set<String>] = .init()
  ) {
    self.language = language
    self.version = version
    self.baseVersion = baseVersion
    self.set = set
    self.removed = removed
  }

  /// The whole content of a snapshot.
  init(_ snapshot: RemoteSnapshot) {
    self.init(language: snapshot.language, version: snapshot.version, set: snapshot.tables)
    experiments = snapshot.experiments
  }

  /// The changes of a delta.
  init(_ delta: RemoteDelta) {
    self.init(
      language: delta.language, version: delta.version, baseVersion: delta.baseVersion,
      set: delta.set, removed: delta.removed.mapValues(Set.init))
    experiments = delta.experiments
  }

  /// Whether the change replaces the whole content.
  var isFull: Bool { baseVersion == nil }

  /// The number of values set.
  var setCount: Int { self.set.values.reduce(0) { $0 + $1.count } }

  /// The number of keys removed.
  var removedCount: Int { removed.values.reduce(0) { $0 + $1.count } }

  /// This change followed by `later` (a delta from this change's version): later sets and
  /// removals win. Folding the deltas of a language this way lets the cache read its base once.
  func followed(by later: LanguageChange) -> LanguageChange {
    var result = self
    result.version = later.version
    for (table, keys) in later.removed {
      for key in keys {
        result.set[table]?[key] = nil
        result.experiments[table]?[key] = nil
        if !isFull { result.removed[table, default: []].insert(key) }
      }
    }
    for (table, values) in later.set {
      for (key, value) in values {
        result.set[table, default: .init()][key] = value
        result.experiments[table, default: .init()][key] = later.experiments[table]?[key]
        result.removed[table]?.remove(key)
      }
    }
    // Loops rather than `filter`, whose code is copied for each kind of dictionary.
    for (table, values) in result.set where values.isEmpty { result.set[table] = nil }
    for (table, keys) in result.removed where keys.isEmpty { result.removed[table] = nil }
    for (table, keys) in result.experiments where keys.isEmpty { result.experiments[table] = nil }
    return result
  }
}

/// One change per language, in the order they were first recorded: a short list (an update
/// changes a few languages), not a dictionary whose code every app would carry for it.
struct LanguageChanges: Sendable {
  /// The changes, one per language.
  private(set) var all: [LanguageChange] = []

  /// The change to `language`; setting it replaces the one recorded (`nil` removes it).
  subscript(language: String) -> LanguageChange? {
    get { all.first { $0.language == language } }
    set {
      assert(newValue.map { $0.language == language } ?? true, "a change under another language")
      let index = all.firstIndex { $0.language == language }
      switch (index, newValue) {
      case (let index?, let change?): all[index] = change
      case (let index?, nil): all.remove(at: index)
      case (nil, let change?): all.append(change)
      case (nil, nil): break
      }
    }
  }
}
