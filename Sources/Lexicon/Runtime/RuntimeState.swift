import Foundation

/// The mutable heart of a ``Localization``: the published snapshot, the tables built so far and
/// the misses already reported.
///
/// Lookups read the snapshot through their thread's ``ThreadSlot`` after one atomic load of the
/// generation, so the lookup path takes no lock, does no I/O and calls no provider. Everything else
/// (building a table, switching language, reconfiguring) happens under the lock of `mutable` and
/// publishes a new snapshot.
///
/// What is kept per language — resolved tables, pending served keys, reported misses and format
/// problems — is kept for at most ``maximumLanguages`` languages: a new language beyond them
/// drops the one whose tables were built longest ago (never the current language). So a server
/// that scopes each request to its client's language tag keeps a bounded state, and each new
/// language costs the same whatever came before (publishing copies at most that many entries).
@usableFromInline
final class RuntimeState: Sendable {
  /// What changes, behind one lock that is never held while providers or handlers run.
  private struct Mutable: Sendable {
    var snapshot: ResolutionSnapshot
    /// What is kept for each language: the requested language, or for a format problem the
    /// language of the text (a requested one or a development one).
    var languages: [String: LanguageState] = .init()
    /// The languages whose tables were built, in the order their first table was.
    var order: [String] = []
    /// Strings `withLanguage` could not pin, already reported (up to a few hundred).
    var unsupportedLanguages: Set<String> = []
    var configurationVersion = 0
  }

  /// What the runtime keeps for one language, forgotten together when the language is evicted.
  private struct LanguageState: Sendable {
    /// Resolved tables by bundle path and table (`JoinedKey`).
    var tables: [String: ResolvedTable] = .init()
    /// Keys resolved outside their table, by key type, waiting to be published in the snapshot.
    var pending: [ObjectIdentifier: [String: Resolution]] = .init()
    /// Misses already reported, by key, table and resolution (``missIdentity(_:)``).
    var reportedMisses: Set<String> = []
    /// Format problems already reported, by key and table (`JoinedKey`).
    var reportedFormats: Set<String> = []
  }

  /// A miss of a language, reported once: its key, table and resolution.
  private static func missIdentity(_ miss: MissingKey) -> String {
    let resolution: String
    switch miss.resolution {
    case .fellBack(let language): resolution = "f" + language
    case .defaultValue: resolution = "d"
    case .unresolved: resolution = "u"
    }
    return JoinedKey.make(miss.key, miss.table, resolution)
  }

  /// The most languages whose tables and reports a runtime keeps at once.
  static let maximumLanguages = 64
  /// The most rejected `withLanguage` strings remembered, so each is reported once.
  static let maximumUnsupportedLanguages = 256

  private let mutable: LockedValue<Mutable>
  @usableFromInline let generation: GenerationCounter
  /// The process's ``threadSlotKey``, read on every lookup without a lazy-initialization check.
  @usableFromInline let slotKey = threadSlotKey

  init(configuration: LocalizationConfiguration, language: String, lockedGeneration: Bool = false) {
    let snapshot = ResolutionSnapshot(
      generation: GenerationCounter.next(), configuration: configuration, language: language,
      byLanguage: .init())
    generation = GenerationCounter(forceLock: lockedGeneration)
    generation.store(snapshot.generation)
    mutable = LockedValue(Mutable(snapshot: snapshot))
  }

  // MARK: - Lookup path

  /// Runs `body` on the current snapshot without taking a lock or retaining the snapshot.
  ///
  /// `body` must not publish or read through a runtime again: it runs while the thread's slot
  /// keeps the snapshot alive.
  @inlinable
  func withSnapshot<Result>(_ body: (ResolutionSnapshot) -> Result) -> Result {
    let slot = ThreadSlot.current(key: slotKey)
    if slot.pointee.generation != generation.load() {
      ThreadSlot.store(currentSnapshot, in: slot)
    }
    guard let cached = slot.pointee.snapshot else { return body(currentSnapshot) }
    return cached._withUnsafeGuaranteedRef(body)
  }

  /// The unformatted text of `key` for a key type in the current (or overriding) language, when
  /// its table is already resolved and the key was found in that language or its parents.
  ///
  /// This is the whole lookup path: one atomic load, two hash lookups on immutable storage, and
  /// no reference counting on shared objects but the returned string.
  @inlinable
  func fastText(type: ObjectIdentifier, key: String, language: String?) -> String? {
    withSnapshot { snapshot in
      guard let table = snapshot.unmanagedTable(for: type, language: language) else { return nil }
      return table._withUnsafeGuaranteedRef { $0.text(for: key) }
    }
  }

  /// The text at `index` of an indexed key type's resolved table in the current (or overriding)
  /// language, when the table is resolved and lays out that key type's keys (see
  /// ``IndexedLocalizable``) and the key is one of its own entries: one array read.
  @inlinable
  func indexedText(type: ObjectIdentifier, index: Int, language: String?) -> String? {
    withSnapshot { snapshot in
      guard let table = snapshot.unmanagedTable(for: type, language: language) else { return nil }
      return table._withUnsafeGuaranteedRef { $0.text(at: index) }
    }
  }

  // MARK: - Slow path

  /// The current snapshot, retained.
  @usableFromInline var currentSnapshot: ResolutionSnapshot {
    mutable.withLock { $0.snapshot }
  }

  /// Resolves a key completely: builds its table if needed, applies the fallback rules, reports
  /// misses once and never fails.
  func resolve<Key: Localizable>(_ item: Key, key: String, language override: String?) -> Resolution
  {
    resolve(
      key: key, type: ObjectIdentifier(Key.self), table: Key.table, bundle: Key.bundle,
      indexedKeys: (Key.self as? any IndexedLocalizable.Type)?.indexedKeys,
      defaultValue: { item.defaultValue }, language: override)
  }

  /// Resolves a key of a table: `type` names the key type (or the run-time keys of one table
  /// and bundle) in the snapshot, `defaultValue` is asked only when no provider has the key.
  /// `indexedKeys`, the keys of an ``IndexedLocalizable`` type in order, lays out its table for
  /// lookups by position; it is read only when the table is built.
  func resolve(
    key: String, type: ObjectIdentifier, table tableName: String, bundle: Bundle,
    indexedKeys: @autoclosure () -> [String]? = nil, defaultValue: () -> String?,
    language override: String?
  ) -> Resolution {
    let (snapshot, version, pending) = mutable.withLock { state in
      let language = override ?? state.snapshot.language
      return (
        state.snapshot, state.configurationVersion,
        state.languages[language]?.pending[type]?[key]
      )
    }
    if let pending { return pending }
    let configuration = snapshot.configuration
    let language = override ?? snapshot.language
    let table =
      snapshot.table(for: type, language: override)
      ?? resolvedTable(
        for: type, table: tableName, bundle: bundle, language: language,
        indexedKeys: indexedKeys(), configuration: configuration, version: version)

    if let resolution = table.resolution(for: key) {
      return resolution
    }
    func miss(_ resolution: MissingKey.Resolution) -> MissingKey {
      let miss = MissingKey(
        key: key, table: tableName, language: language, resolution: resolution,
        tableNotRead: table.tableNotRead)
      report(miss, to: configuration, version: version)
      return miss
    }
    let resolution: Resolution
    if let fallback = table.fallbackResolution(for: key) {
      _ = miss(.fellBack(to: fallback.language))
      resolution = fallback
    } else if let defaultValue = defaultValue() {
      _ = miss(.defaultValue)
      let text = configuration.pseudoLocale(for: language)?.localize(defaultValue) ?? defaultValue
      resolution = Resolution(value: .text(text), language: language)
    } else {
      let text = configuration.missingKeyPolicy(miss(.unresolved))
      resolution = Resolution(value: .text(text), language: language, isTemplate: false)
    }
    serve(resolution, for: key, type: type, language: language, version: version)
    return resolution
  }

  /// Records what a key outside its table resolved to, so later lookups of it need neither the
  /// fallback rules nor a report again.
  ///
  /// Keys are published into the snapshot in batches whose size grows with what is already
  /// published, so promoting n keys copies O(n) entries in all (not one snapshot per key); until
  /// its batch is published a key is answered from the pending map under the lock. The key type
  /// gets its own copy of the table (its in-code defaults are its own).
  private func serve(
    _ resolution: Resolution, for key: String, type: ObjectIdentifier, language: String,
    version: Int
  ) {
    mutable.withLock { state in
      guard state.configurationVersion == version,
        let table = state.snapshot.byLanguage[language]?[type], table.served[key] == nil
      else { return }
      state.languages[language, default: LanguageState()].pending[type, default: .init()][key] =
        resolution
      let waiting = state.languages[language]?.pending[type] ?? .init()
      guard waiting.count >= max(8, table.served.count) else { return }
      state.languages[language]?.pending[type] = nil
      var byLanguage = state.snapshot.byLanguage
      byLanguage[language, default: .init()][type] = table.serving(waiting)
      publish(
        &state, configuration: state.snapshot.configuration, language: state.snapshot.language,
        byLanguage)
    }
  }

  /// Finds or builds the resolved table for a key type and publishes it in a new snapshot, unless
  /// the configuration changed meanwhile (then the table serves this one lookup only). The table
  /// of an indexed key type (`indexedKeys`) is published laid out in the order of its keys.
  private func resolvedTable(
    for type: ObjectIdentifier, table name: String, bundle: Bundle, language: String,
    indexedKeys: [String]?, configuration: LocalizationConfiguration, version: Int
  ) -> ResolvedTable {
    let identity = JoinedKey.make(BundlePath.of(bundle), name)
    let existing = mutable.withLock { state in
      state.configurationVersion == version ? state.languages[language]?.tables[identity] : nil
    }
    let built =
      existing
      ?? TableBuilder(configuration: configuration).build(
        table: name, bundle: bundle, language: language)
    return mutable.withLock { state in
      guard version == state.configurationVersion else {
        return indexedKeys.map(built.indexed(by:)) ?? built
      }
      let shared = state.languages[language]?.tables[identity] ?? built
      let table = indexedKeys.map(shared.indexed(by:)) ?? shared
      var byLanguage = state.snapshot.byLanguage
      admit(language, &state, &byLanguage)
      state.languages[language, default: LanguageState()].tables[identity] = shared
      byLanguage[language, default: .init()][type] = table
      publish(
        &state, configuration: state.snapshot.configuration, language: state.snapshot.language,
        byLanguage)
      return table
    }
  }

  /// Reports a format problem to the configured handler, once per key, table and language.
  func report(_ problem: FormatProblem) {
    let identity = JoinedKey.make(problem.key, problem.table)
    let (isNew, configuration) = mutable.withLock { state in
      (
        state.languages[problem.language, default: LanguageState()].reportedFormats.insert(
          identity
        ).inserted,
        state.snapshot.configuration
      )
    }
    if isNew {
      configuration.onFormatProblem(problem)
    }
  }

  /// Reports a miss to the configured handler, once per key, table and language — unless the
  /// configuration changed since the miss was computed (the new handler hears its own).
  private func report(
    _ miss: MissingKey, to configuration: LocalizationConfiguration, version: Int
  ) {
    let identity = Self.missIdentity(miss)
    let isNew = mutable.withLock { state in
      state.configurationVersion == version
        && state.languages[miss.language, default: LanguageState()].reportedMisses.insert(identity)
          .inserted
    }
    if isNew {
      configuration.onMissingKey(miss)
    }
  }

  // MARK: - Changes

  /// Switches the current language, keeping every table built so far.
  func setLanguage(_ language: String) {
    mutable.withLock { state in
      publish(
        &state, configuration: state.snapshot.configuration, language: language,
        state.snapshot.byLanguage)
    }
  }

  /// Replaces the configuration and forgets every resolved table and reported miss.
  func reconfigure(_ configuration: LocalizationConfiguration, language: String) {
    mutable.withLock { state in
      state.configurationVersion += 1
      state.languages = .init()
      state.order = []
      state.unsupportedLanguages = []
      publish(&state, configuration: configuration, language: language, .init())
    }
  }

  /// Forgets every resolved table so the next lookups ask the providers again (what was reported
  /// stays reported).
  func reload() {
    mutable.withLock { state in
      state.configurationVersion += 1
      for language in state.languages.keys {
        state.languages[language]?.tables = .init()
        state.languages[language]?.pending = .init()
      }
      publish(
        &state, configuration: state.snapshot.configuration, language: state.snapshot.language,
        .init())
    }
  }

  /// Notes that `language` gets state; beyond ``maximumLanguages``, forgets the languages whose
  /// tables were built longest ago (never the current one, nor `language`): their tables,
  /// pending keys and reports. Call from inside the lock, with the tables about to be published.
  private func admit(
    _ language: String, _ state: inout Mutable,
    _ byLanguage: inout [String: [ObjectIdentifier: ResolvedTable]]
  ) {
    guard !state.order.contains(language) else { return }
    state.order.append(language)
    let current = state.snapshot.language
    while state.order.count > Self.maximumLanguages,
      let oldest = state.order.firstIndex(where: { $0 != current && $0 != language })
    {
      let evicted = state.order.remove(at: oldest)
      byLanguage[evicted] = nil
      state.languages[evicted] = nil
    }
  }

  /// Whether `requested`, which `withLanguage` could not pin, is reported for the first time
  /// (up to ``maximumUnsupportedLanguages`` are remembered, then the runtime starts over).
  func isFirstReport(ofUnsupported requested: String) -> Bool {
    mutable.withLock { state in
      guard !state.unsupportedLanguages.contains(requested) else { return false }
      if state.unsupportedLanguages.count >= Self.maximumUnsupportedLanguages {
        state.unsupportedLanguages.removeAll(keepingCapacity: true)
      }
      state.unsupportedLanguages.insert(requested)
      return true
    }
  }

  /// Publishes a new snapshot; call from inside the lock.
  private func publish(
    _ state: inout Mutable, configuration: LocalizationConfiguration, language: String,
    _ byLanguage: [String: [ObjectIdentifier: ResolvedTable]]
  ) {
    state.snapshot = ResolutionSnapshot(
      generation: GenerationCounter.next(), configuration: configuration, language: language,
      byLanguage: byLanguage)
    generation.store(state.snapshot.generation)
  }
}
