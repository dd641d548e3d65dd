import Foundation
import Lexicon

/// The one place where over-the-air content changes: refreshes, applying pending updates, and
/// the cache on disk, one step at a time.
///
/// An actor, so a refresh and an ``applyPending()`` never interleave their commits. A refresh
/// holds the actor only while it validates and writes, not while the source downloads nor while
/// it waits for the cache's lock (another process sharing the cache holds it): that wait sleeps
/// (``CacheLock``), holding no thread, and each step done under the lock runs on the actor in one
/// go, reading the record on disk again first.
///
/// - At most one refresh is in flight: callers arriving meanwhile join it and get its outcome
///   (``join(_:waiter:forced:)``). A caller that is cancelled stops waiting at once; the refresh
///   itself is cancelled when its last caller leaves (or by ``cancel()``), and then commits
///   nothing — unless a signal started it or asked for it (``signal()``).
/// - A refresh that would start sooner than ``RemoteConfiguration/minimumRefreshInterval`` after
///   the last one ended is skipped — unless it is forced (a push, a live change): then, when a
///   refresh is in flight, which may have read the source before the change, one more runs
///   after it. However many signals arrive meanwhile, that is one more: at most one refresh in
///   flight and one waiting.
/// - A delta whose base is not the version held is refused and that language asked for again with
///   nothing held, so the source sends the whole content.
///
/// ```swift
/// let updater = RemoteUpdater(settings: configuration, start: load, publisher: publisher)
/// await updater.join(continuation, waiter: 1)   // resumed with the outcome
/// ```
package actor RemoteUpdater {
  typealias Waiter = CheckedContinuation<Result<RemoteRefreshOutcome, RemoteError>, Never>

  /// Callers waiting for a refresh, in the order they came: a short list (each caller looks
  /// itself up once, to leave), not a dictionary whose code every app would carry for it.
  struct Waiters {
    private var entries: [(id: Int, waiter: Waiter)] = []

    /// The waiters, first come first.
    var all: [Waiter] { entries.map(\.waiter) }
    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// Adds a waiter under `id`, which no other waiter in the list has.
    mutating func add(_ waiter: Waiter, id: Int) {
      entries.append((id, waiter))
    }

    /// Takes the waiter with `id` out of the list, if it is there.
    mutating func remove(id: Int) -> Waiter? {
      guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
      return entries.remove(at: index).waiter
    }
  }

  /// The refresh in flight and who waits for it.
  private struct InFlight {
    var id: Int
    var task: Task<Void, Never>
    var waiters = Waiters()
    /// Whether a signal started it or asked for it: it runs on when its callers leave.
    var signalled = false
  }

  private let settings: RemoteConfiguration
  private let cache: RemoteCache
  private let publisher: RemotePublisher

  /// What the cache on disk holds, as this process last read or wrote it.
  private var stored: StoredContent
  /// The content this process shows.
  private var shown: [String: HeldLanguage]

  private var inFlight: InFlight?
  private var refreshCount = 0
  /// When the last refresh ended, in seconds of system uptime.
  private var lastRefreshEnd: TimeInterval?
  /// Whether one more refresh runs after the one in flight (a forced refresh or a signal came
  /// while it ran), and who waits for that one.
  private var rerun = false
  private var nextWaiters = Waiters()
  /// The content version each language's bundle shipped at, once verified (`Int.min` when it
  /// has none, or its tables were edited since); looked for once per language and launch. Not
  /// `[String: Int?]`: a dictionary type of its own would add its code to every app.
  private var shipped: [String: Int] = .init()
  /// The last answer of ``unusedTables()`` and what it was worked out from.
  private var checkedTables: (held: Set<String>, used: Set<String>, unused: [String])?

  /// An updater starting from what the cache held at start-up.
  ///
  /// - Parameters:
  ///   - settings: The configuration.
  ///   - cache: The cache directory.
  ///   - stored: What the cache held (pending content promoted as the policy says); its applied
  ///     content is what is shown.
  ///   - publisher: Where content and status are published.
  init(
    settings: RemoteConfiguration, cache: RemoteCache, stored: StoredContent,
    publisher: RemotePublisher
  ) {
    self.settings = settings
    self.cache = cache
    self.stored = stored
    self.shown = stored.applied
    self.publisher = publisher
  }

  // MARK: - One refresh at a time

  /// Makes `waiter` wait for the refresh in flight, starting one unless the last ended too
  /// recently (then the waiter hears ``RemoteRefreshOutcome/skipped(until:)`` at once). A
  /// `forced` waiter is never skipped: with a refresh in flight it waits for one more, run
  /// after it.
  ///
  /// `call` is shared with the caller's cancellation handler: a caller already cancelled hears
  /// ``RemoteError/cancelled`` at once and starts nothing; otherwise it is marked joined, and a
  /// cancellation from then on calls ``leave(waiter:)`` — so nothing is kept for a call that
  /// ends before or after it joined.
  func join(
    _ waiter: Waiter, waiter id: Int, forced: Bool = false,
    call: LockedValue<(joined: Bool, cancelled: Bool)>? = nil
  ) {
    let cancelled =
      call?.withLock { call in
        call.joined = !call.cancelled
        return call.cancelled
      } ?? false
    if cancelled {
      waiter.resume(returning: .failure(.cancelled))
      return
    }
    if inFlight == nil {
      let now = ProcessInfo.processInfo.systemUptime
      if !forced, let end = lastRefreshEnd, now - end < settings.minimumRefreshInterval {
        let wait = settings.minimumRefreshInterval - (now - end)
        waiter.resume(returning: .success(.skipped(until: Date(timeIntervalSinceNow: wait))))
        return
      }
      start(signalled: false)
    } else if forced {
      rerun = true
      nextWaiters.add(waiter, id: id)
      return
    }
    inFlight?.waiters.add(waiter, id: id)
  }

  /// The content changed at the source (a live connection opened or signalled): refreshes now,
  /// or once more after the refresh in flight. Never skipped by the minimum interval.
  ///
  /// - Parameter arrived: Called first, in the updater's isolation (`LexiconRemoteLive`'s
  ///   `LiveSignal` clears its flag there); `false` drops the signal.
  package func signal(arrived: @Sendable () -> Bool = { true }) {
    guard arrived() else { return }
    if inFlight == nil {
      start(signalled: true)
    } else {
      rerun = true
    }
  }

  /// Starts a refresh; the waiters of the next one wait for it.
  private func start(signalled: Bool) {
    refreshCount += 1
    let refresh = refreshCount
    publisher.updateStatus { $0.isRefreshing = true }
    inFlight = InFlight(
      id: refresh, task: Task { await self.run(refresh) }, waiters: nextWaiters,
      signalled: signalled || rerun)
    nextWaiters = Waiters()
    rerun = false
  }

  /// How many callers wait for the refresh in flight (tests wait for it before letting the
  /// source answer).
  var waiting: Int { inFlight?.waiters.count ?? 0 }

  /// Stops a waiter that joined waiting (it hears ``RemoteError/cancelled``); cancels the
  /// refresh when no one waits for it any more. A waiter already resumed is left alone.
  func leave(waiter id: Int) {
    if let waiter = nextWaiters.remove(id: id) {
      waiter.resume(returning: .failure(.cancelled))
      return
    }
    guard let waiter = inFlight?.waiters.remove(id: id) else { return }
    waiter.resume(returning: .failure(.cancelled))
    if inFlight?.waiters.isEmpty == true, inFlight?.signalled == false, !rerun {
      cancel()
    }
  }

  /// Cancels the refresh in flight, if any: its waiters hear ``RemoteError/cancelled`` and a
  /// caller arriving now starts a new refresh. The cancelled one stores nothing: it checks for
  /// cancellation after each wait, before it commits.
  func cancel() {
    guard let current = inFlight else { return }
    inFlight = nil
    current.task.cancel()
    for waiter in current.waiters.all + nextWaiters.all {
      waiter.resume(returning: .failure(.cancelled))
    }
    nextWaiters = Waiters()
    rerun = false
    publisher.updateStatus { status in
      status.isRefreshing = false
      status.lastError = .cancelled
    }
  }

  /// Runs refresh number `refresh` and hands its outcome to its waiters.
  private func run(_ refresh: Int) async {
    let result: Result<RemoteRefreshOutcome, RemoteError>
    do {
      result = .success(try await refreshOnce())
    } catch {
      result = .failure(error)
    }
    // A cancelled refresh was already taken out of flight (`cancel()`), and its waiters told.
    guard let current = inFlight, current.id == refresh else { return }
    inFlight = nil
    if result != .failure(.cancelled) {
      lastRefreshEnd = ProcessInfo.processInfo.systemUptime
    }
    var unused: [String]?
    if case .success = result { unused = unusedTables() }
    publisher.updateStatus { status in
      status.isRefreshing = false
      switch result {
      case .success:
        status.lastSuccessfulRefresh = Date()
        status.lastError = nil
      case .failure(let error):
        status.lastError = error
      }
      if let unused { status.unusedTables = unused }
    }
    for waiter in current.waiters.all {
      waiter.resume(returning: result)
    }
    if rerun { start(signalled: true) }
  }

  // MARK: - Refreshing

  /// Takes what other processes stored, asks the source, validates what changed, stores it,
  /// and shows it when the policy says so.
  private func refreshOnce() async throws(RemoteError) -> RemoteRefreshOutcome {
    let languages = try requestedLanguages()
    // What another process sharing the cache stored since: taken from its files, not fetched.
    // When another process holds the lock past the wait, the refresh is skipped (it throws
    // `cacheLocked`): nothing is read without the lock.
    let (synced, newest) = try await cache.lock.withShared {
      () throws(RemoteError) -> (Set<String>, [String: HeldLanguage]) in
      (takeFromDisk(), stored.newest(from: cache, onProblem: forgetPending))
    }
    var held = newest
    showTaken(synced)
    // A language held nowhere starts from what the bundle shipped, when the build recorded it.
    for language in languages where held[language] == nil {
      if let version = shippedVersion(of: language) {
        held[language] = .shipped(language, version: version)
      }
    }
    var request = RemoteRequest(
      environment: settings.environment, languages: languages,
      held: held.mapValues(\.record.state))
    var collected = IncomingChanges()
    try collected.take(try await fetch(request), for: languages, held: held)
    if !collected.refetch.isEmpty {
      // A delta from a version the device does not hold: ask again holding nothing.
      request.languages = collected.refetch
      for language in collected.refetch { request.held[language] = nil }
      let again = try await fetch(request)
      for language in request.languages {
        if case .delta(let delta, _)? = again.languages[language] {
          throw .deltaBaseMismatch(
            language: language, held: held[language]?.record.version, base: delta.baseVersion)
        }
      }
      try collected.take(again, for: request.languages, held: held)
    }
    let unpublished = StableOrder.sorted(Array(collected.unpublished))
    publisher.updateStatus { status in
      status.recoveredErrors = collected.recovered
      status.unpublishedLanguages = unpublished
    }
    let show = settings.policy == .immediately
    guard !collected.changes.isEmpty else {
      // New validators alone are stored too, so the next launch asks conditionally; failing to
      // store them costs one unconditional request, not the refresh.
      if stored.keep(collected.refreshed) {
        try? await cache.exclusively { () throws(RemoteError) in
          _ = try stored.sync(from: cache)
          try stored.commit(.init(), show: false, build: settings.build, cache: cache)
        }
      }
      return outcome(of: synced, show: show)
    }

    var validator = RemoteValidator(configuration: settings)
    let outcome = try validator.validate(collected.changes, held: held)
    for rejection in outcome.rejections {
      settings.onRejectedValue(rejection)
    }
    let (updated, moved) = try await store(
      outcome.changes, validators: collected.validators, held: held, show: show)
    publisher.updateStatus { $0.rejections = outcome.rejections }
    if show { showStored() }
    publishVersions()
    return self.outcome(of: synced.union(moved).union(updated), show: show)
  }

  /// What a refresh did, from the languages whose newest content it changed (stored by it or
  /// taken from another process).
  private func outcome(of languages: Set<String>, show: Bool) -> RemoteRefreshOutcome {
    let newest = stored.newestRecords
    var versions: [String: Int] = .init()
    for language in languages {
      if let record = newest[language] { versions[language] = record.version }
    }
    guard !versions.isEmpty else { return .notModified }
    return show ? .applied(versions) : .pending(versions)
  }

  /// Stores validated changes under the cache's exclusive lock: takes what another process
  /// committed meanwhile, writes the files of each change whose base is still the newest
  /// content of its language (a language another process moved is left to it), and commits.
  ///
  /// - Returns: The languages stored, and those another process changed meanwhile.
  private func store(
    _ changes: LanguageChanges, validators: [String: RemoteContentState],
    held: [String: HeldLanguage], show: Bool
  ) async throws(RemoteError) -> (updated: Set<String>, moved: Set<String>) {
    try await cache.exclusively { () throws(RemoteError) in
      let moved = try stored.sync(from: cache)
      let newest = stored.newest(from: cache, onProblem: forgetPending)
      var updated: [String: HeldLanguage] = .init()
      do throws(RemoteError) {
        for change in changes.all {
          let language = change.language
          let base: HeldLanguage
          if let stored = newest[language] {
            // Another process may have moved the language since: its change is left to it.
            guard stored.record == held[language]?.record else { continue }
            base = stored
          } else if let shipped = held[language], shipped.isShippedBaseline {
            base = shipped
          } else {
            guard held[language] == nil else { continue }
            base = .empty(language)
          }
          var result = base.applying(
            change, files: [], validators: validators[language] ?? base.record.state)
          result.record.files = try files(for: change, base: base, result: result)
          updated[language] = result
        }
        if Task.isCancelled { throw RemoteError.cancelled }
        if !updated.isEmpty || (show && !stored.pendingRecords.isEmpty) {
          try stored.commit(updated, show: show, build: settings.build, cache: cache)
        }
      } catch {
        // Files written for an update that is not committed are not listed: remove them.
        cache.removeFiles(except: stored.record.fileNames)
        throw error
      }
      return (Set(updated.keys), moved)
    }
  }

  /// Reads the record on disk and takes what another process committed since (with
  /// ``RemoteUpdatePolicy/immediately`` its pending content counts as applied). A damaged file
  /// another process listed is reported and nothing is taken. Call holding the cache's lock.
  ///
  /// - Returns: The languages whose newest content changed.
  private func takeFromDisk() -> Set<String> {
    do throws(RemoteError) {
      let changed = try stored.sync(from: cache)
      if settings.policy == .immediately, !stored.pendingRecords.isEmpty {
        try stored.promotePending(from: cache)
      }
      return changed
    } catch {
      settings.onCacheProblem(error)
      return []
    }
  }

  /// Shows what ``takeFromDisk()`` took, with ``RemoteUpdatePolicy/immediately``, and publishes
  /// the versions when `changed` names any language.
  private func showTaken(_ changed: Set<String>) {
    if settings.policy == .immediately,
      shown.mapValues(\.record) != stored.applied.mapValues(\.record)
    {
      showStored()
    }
    if !changed.isEmpty { publishVersions() }
  }

  /// Shows the applied content (as this process counts it).
  private func showStored() {
    shown = stored.applied
    publisher.show(RemoteContent(shown, selection: settings.experimentSelection))
  }

  /// Publishes the versions shown and those stored but not shown.
  private func publishVersions() {
    let shownVersions = shown.mapValues(\.record.version)
    let waiting = stored.newestRecords.compactMapValues { record in
      shownVersions[record.language] == record.version ? nil : record.version
    }
    publisher.updateStatus { status in
      status.appliedVersions = shownVersions
      status.pendingVersions = waiting
    }
  }

  /// Reports damaged pending content, which the stored record then forgets.
  private nonisolated func forgetPending(_ error: RemoteError) {
    settings.onCacheProblem(error)
  }

  /// The content version the bundle shipped `language` at (``ShippedContent``), when the build
  /// recorded one for this environment and the bundle still holds exactly that content; looked
  /// for once per language.
  private func shippedVersion(of language: String) -> Int? {
    if let known = shipped[language] { return known == .min ? nil : known }
    var version: Int?
    if settings.declaresShippedContent,
      let (stamp, bundle) = ShippedContent.find(
        in: AppBundles.packaged(configured: settings.referenceBundles),
        onProblem: settings.onCacheProblem.callAsFunction),
      stamp.environment == settings.environment
    {
      version = stamp.verifiedVersion(
        of: language, in: bundle, provider: settings.reference ?? BundleProvider(),
        tableFiles: settings.referenceTableFiles)
    }
    shipped[language] = version ?? .min
    return version
  }

  /// The languages a live connection watches: those a refresh asks for.
  package func watchedLanguages() throws(RemoteError) -> [String] {
    try requestedLanguages()
  }

  /// The languages a refresh asks for (see ``languages(configured:supported:pseudo:bundles:)``).
  private func requestedLanguages() throws(RemoteError) -> [String] {
    let configuration = publisher.localization?.configuration
    let supported = configuration?.supportedLanguages ?? []
    return try Self.languages(
      configured: settings.languages, supported: supported,
      pseudo: supported.filter {
        configuration?.pseudoLocale(for: LanguageNames.canonical($0)) != nil
      },
      bundles: { AppBundles.languages(configured: self.settings.referenceBundles) })
  }

  /// The languages a refresh asks for: the configured ones, else the runtime's supported
  /// languages (pseudo-languages aside: those `pseudo` names, the ones the runtime serves as
  /// pseudo-languages, and any tag in a CLDR pseudo-locale region), else the languages of the
  /// app's bundles; canonical, without duplicates.
  ///
  /// - Throws: ``RemoteError/misconfigured(setting:reason:)`` when there is none.
  static func languages(
    configured: [String], supported: [String], pseudo: [String] = [], bundles: () -> [String]
  ) throws(RemoteError) -> [String] {
    var candidates = configured
    if candidates.isEmpty {
      // A pseudo-language has no content of its own.
      let pseudo = pseudo.map(LanguageNames.canonical)
      candidates = supported.filter { language in
        !pseudo.contains(LanguageNames.canonical(language))
          && !LanguageNames.pseudoRegions.contains(LanguageTag(language)?.region ?? "")
      }
    }
    if candidates.isEmpty { candidates = bundles() }
    var languages: [String] = []
    for language in candidates.map({ LanguageTag($0)?.identifier ?? $0 })
    where !languages.contains(language) {
      languages.append(language)
    }
    guard !languages.isEmpty else {
      throw .misconfigured(
        setting: "RemoteConfiguration.languages",
        reason: "the runtime's supportedLanguages and the app's bundles name no language to "
          + "fetch (a command-line tool or server has no .lproj folders in its main bundle): "
          + "set the languages to fetch")
    }
    return languages
  }

  /// The source's answer, checked to be for this environment and app version.
  private func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse {
    let response = try await settings.source.fetch(request)
    if Task.isCancelled { throw .cancelled }
    if let target = response.target, target != settings.environment {
      throw .wrongTarget(
        expected: settings.environment.description, found: target.description)
    }
    return response
  }

  /// The files a language's content is read from once `change` is applied: the base's files and
  /// the change as a delta file, or one whole-content file when the change is whole or the
  /// deltas grew past a quarter of the base (or eight files).
  private func files(for change: LanguageChange, base: HeldLanguage, result: HeldLanguage)
    throws(RemoteError) -> [CacheFileRecord]
  {
    if change.isFull { return [try cache.write(change)] }
    let files = base.record.files
    let deltaBytes = files.dropFirst().reduce(0) { $0 + $1.size }
    if let first = files.first, files.count < 8, deltaBytes <= first.size / 4 {
      return files + [try cache.write(change)]
    }
    var whole = LanguageChange(
      language: change.language, version: change.version,
      set: result.tables.mapValues(\.entries))
    whole.experiments = result.experiments
    return [try cache.write(whole)]
  }

  // MARK: - Applying

  /// Shows every update stored and not shown yet: commits pending content as applied, swaps the
  /// content, and has the runtime re-render.
  ///
  /// - Returns: The content version of each language that was waiting.
  func applyPending() async throws(RemoteError) -> [String: Int] {
    let waiting = try await cache.exclusively {
      () throws(RemoteError) -> [String: CacheLanguageRecord] in
      _ = try stored.sync(from: cache)
      do throws(RemoteError) {
        _ = try stored.pending(from: cache)
      } catch {
        publishVersions()
        settings.onCacheProblem(error)
        throw error
      }
      var waiting = stored.newestRecords
      for (language, record) in waiting where shown[language]?.record == record {
        waiting[language] = nil
      }
      guard !waiting.isEmpty else { return .init() }
      if !stored.pendingRecords.isEmpty {
        try stored.commit(.init(), show: true, build: settings.build, cache: cache)
      }
      return waiting
    }
    guard !waiting.isEmpty else { return .init() }
    showStored()
    publishVersions()
    return waiting.mapValues { $0.version }
  }

  /// The tables of the content held (shown, applied and pending) that the app does not use,
  /// sorted; worked out again only when the tables held or the tables key types read changed.
  private func unusedTables() -> [String] {
    var held = stored.heldTables
    for language in shown.values { held.formUnion(language.tables.keys) }
    let used = BundleUsage.tableNames
    if let checked = checkedTables, checked.held == held, checked.used == used {
      return checked.unused
    }
    var unused: [String] = []
    if !held.isEmpty {
      let named = AppBundles.tableNames(configured: settings.referenceBundles)
      for table in held where !named.contains(table) { unused.append(table) }
      unused = StableOrder.sorted(unused)
    }
    checkedTables = (held, used, unused)
    return unused
  }
}
