import Foundation
import Lexicon

/// The one place where over-the-air content changes: refreshes, applying pending updates, and
/// the cache on disk, one step at a time.
///
/// An actor, so a refresh and an ``applyPending()`` never interleave their commits. A refresh
/// holds the actor only while it validates and writes, not while the source downloads.
///
/// - At most one refresh is in flight: callers arriving meanwhile join it and get its outcome
///   (``join(_:waiter:)``). A caller that is cancelled stops waiting at once; the refresh itself
///   is cancelled when its last caller leaves (or by ``cancel()``), and then commits nothing.
/// - A refresh that would start sooner than ``RemoteConfiguration/minimumRefreshInterval`` after
///   the last one ended is skipped.
/// - A delta whose base is not the version held is refused and that language asked for again with
///   nothing held, so the source sends the whole content.
///
/// ```swift
/// let updater = RemoteUpdater(settings: configuration, start: load, publisher: publisher)
/// await updater.join(continuation, waiter: 1)   // resumed with the outcome
/// ```
actor RemoteUpdater {
  typealias Waiter = CheckedContinuation<Result<RemoteRefreshOutcome, RemoteError>, Never>

  /// The refresh in flight and who waits for it.
  private struct InFlight {
    var id: Int
    var task: Task<Void, Never>
    var waiters: [Int: Waiter] = [:]
  }

  private let settings: RemoteConfiguration
  private let languages: [String]
  private let cache: RemoteCache
  private let publisher: RemotePublisher

  /// The committed record.
  private var index: CacheIndex
  /// The content shown.
  private var applied: [String: HeldLanguage]
  /// The records of content stored but not shown.
  private var pendingRecords: [String: CacheLanguageRecord]
  /// Pending content read so far (read when a refresh or an apply needs it).
  private var pendingContent: [String: HeldLanguage] = [:]

  private var inFlight: InFlight?
  private var refreshCount = 0
  /// Waiters whose cancellation arrived before they joined.
  private var cancelledEarly: Set<Int> = []
  /// When the last refresh ended, in seconds of system uptime.
  private var lastRefreshEnd: TimeInterval?

  /// An updater starting from what the cache held at start-up.
  ///
  /// - Parameters:
  ///   - settings: The configuration.
  ///   - cache: The cache directory.
  ///   - index: The committed record (applied content promoted as the policy says).
  ///   - applied: The content shown.
  ///   - pending: The records of the content waiting.
  ///   - publisher: Where content and status are published.
  init(
    settings: RemoteConfiguration, cache: RemoteCache, index: CacheIndex,
    applied: [String: HeldLanguage], pending: [String: CacheLanguageRecord],
    publisher: RemotePublisher
  ) {
    self.settings = settings
    var languages: [String] = []
    for language in settings.languages.map({ LanguageTag($0)?.identifier ?? $0 })
    where !languages.contains(language) {
      languages.append(language)
    }
    self.languages = languages
    self.cache = cache
    self.index = index
    self.applied = applied
    self.pendingRecords = pending
    self.publisher = publisher
  }

  // MARK: - One refresh at a time

  /// Makes `waiter` wait for the refresh in flight, starting one unless the last ended too
  /// recently (then the waiter hears ``RemoteRefreshOutcome/skipped(until:)`` at once).
  func join(_ waiter: Waiter, waiter id: Int) {
    if cancelledEarly.remove(id) != nil {
      waiter.resume(returning: .failure(.cancelled))
      return
    }
    if inFlight == nil {
      let now = ProcessInfo.processInfo.systemUptime
      if let end = lastRefreshEnd, now - end < settings.minimumRefreshInterval {
        let wait = settings.minimumRefreshInterval - (now - end)
        waiter.resume(returning: .success(.skipped(until: Date(timeIntervalSinceNow: wait))))
        return
      }
      refreshCount += 1
      let refresh = refreshCount
      publisher.updateStatus { $0.isRefreshing = true }
      inFlight = InFlight(id: refresh, task: Task { await self.run(refresh) })
    }
    inFlight?.waiters[id] = waiter
  }

  /// How many callers wait for the refresh in flight (tests wait for it before letting the
  /// source answer).
  var waiting: Int { inFlight?.waiters.count ?? 0 }

  /// Stops a waiter waiting (it hears ``RemoteError/cancelled``); cancels the refresh when no
  /// one waits for it any more.
  func leave(waiter id: Int) {
    guard let waiter = inFlight?.waiters.removeValue(forKey: id) else {
      cancelledEarly.insert(id)
      return
    }
    waiter.resume(returning: .failure(.cancelled))
    if inFlight?.waiters.isEmpty == true {
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
    for waiter in current.waiters.values {
      waiter.resume(returning: .failure(.cancelled))
    }
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
    publisher.updateStatus { status in
      status.isRefreshing = false
      switch result {
      case .success:
        status.lastSuccessfulRefresh = Date()
        status.lastError = nil
      case .failure(let error):
        status.lastError = error
      }
    }
    for waiter in current.waiters.values {
      waiter.resume(returning: result)
    }
  }

  // MARK: - Refreshing

  /// Asks the source, validates what changed, stores it, and shows it when the policy says so.
  private func refreshOnce() async throws(RemoteError) -> RemoteRefreshOutcome {
    guard !languages.isEmpty else { return .notModified }
    let held = newestContent()
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
    publisher.updateStatus { $0.recoveredErrors = collected.recovered }
    let validatorsChanged = keep(collected.refreshed)
    guard !collected.changes.isEmpty else {
      // New validators alone are stored too, so the next launch asks conditionally; failing to
      // store them costs one unconditional request, not the refresh.
      if validatorsChanged { try? commit([:], show: false) }
      return .notModified
    }

    var validator = RemoteValidator(configuration: settings)
    let outcome = try validator.validate(collected.changes, held: held)
    for rejection in outcome.rejections {
      settings.onRejectedValue(rejection)
    }
    var updated: [String: HeldLanguage] = [:]
    do throws(RemoteError) {
      for (language, change) in outcome.changes {
        let base = held[language] ?? .empty(language)
        var result = base.applying(
          change, files: [],
          validators: collected.validators[language] ?? base.record.state)
        result.record.files = try files(for: change, base: base, result: result)
        updated[language] = result
      }
      if Task.isCancelled { throw RemoteError.cancelled }
      let versions = updated.mapValues(\.record.version)
      try commit(updated, show: settings.policy == .immediately)
      publisher.updateStatus { $0.rejections = outcome.rejections }
      return settings.policy == .immediately ? .applied(versions) : .pending(versions)
    } catch {
      // Files written for an update that is not committed are not listed: remove them.
      cache.removeFiles(except: index.fileNames)
      throw error
    }
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
    let whole = LanguageChange(
      language: change.language, version: change.version,
      set: result.tables.mapValues(\.entries))
    return [try cache.write(whole)]
  }

  // MARK: - Applying

  /// Shows every pending update now: commits it as applied, swaps the content, and has the
  /// runtime re-render.
  ///
  /// - Returns: The content version of each language that was pending.
  func applyPending() throws(RemoteError) -> [String: Int] {
    guard !pendingRecords.isEmpty else { return [:] }
    let pending = try loadPending()
    try commit(pending, show: true)
    return pending.mapValues(\.record.version)
  }

  /// Commits `updated` as applied (and shows it) or as pending, and records the new state.
  private func commit(_ updated: [String: HeldLanguage], show: Bool) throws(RemoteError) {
    var newApplied = applied
    var newPending = try loadPending()
    if show {
      newApplied.merge(newPending) { _, new in new }
      newApplied.merge(updated) { _, new in new }
      newPending = [:]
    } else {
      newPending.merge(updated) { _, new in new }
    }
    var newIndex = index
    newIndex.build = settings.build
    newIndex.lastRefresh = Date()
    newIndex.applied = newApplied.mapValues(\.record)
    newIndex.pending = newPending.mapValues(\.record)
    try cache.commit(newIndex)
    index = newIndex
    applied = newApplied
    pendingContent = newPending
    pendingRecords = newIndex.pending
    if show {
      publisher.show(RemoteContent(applied))
    }
    publisher.updateStatus { status in
      status.appliedVersions = newApplied.mapValues(\.record.version)
      status.pendingVersions = newPending.mapValues(\.record.version)
    }
  }

  /// Keeps new validators for languages the device holds at their version (pending over
  /// applied); returns whether any changed. The next commit stores them.
  private func keep(_ states: [String: RemoteContentState]) -> Bool {
    var changed = false
    for (language, state) in states {
      if var record = pendingRecords[language] {
        guard record.version == state.version else { continue }
        record.etag = state.etag
        record.lastModified = state.lastModified
        pendingRecords[language] = record
        pendingContent[language]?.record = record
      } else if applied[language]?.record.version == state.version {
        applied[language]?.record.etag = state.etag
        applied[language]?.record.lastModified = state.lastModified
      } else {
        continue
      }
      changed = true
    }
    return changed
  }

  /// The pending content, read from the cache the first time it is needed.
  ///
  /// - Throws: ``RemoteError/cacheCorrupted(path:reason:)`` when a pending file is damaged; the
  ///   pending update is then forgotten (the next commit no longer lists it).
  private func loadPending() throws(RemoteError) -> [String: HeldLanguage] {
    do {
      for (language, record) in pendingRecords where pendingContent[language] == nil {
        pendingContent[language] = try cache.read(record)
      }
    } catch {
      pendingRecords = [:]
      pendingContent = [:]
      index.pending = [:]
      publisher.updateStatus { $0.pendingVersions = [:] }
      settings.onCacheProblem(error)
      throw error
    }
    return pendingContent
  }

  /// What the device holds, pending over applied: what a refresh builds on. Damaged pending
  /// content is reported and forgotten (``loadPending()``); the refresh then builds on the
  /// applied content alone.
  private func newestContent() -> [String: HeldLanguage] {
    applied.merging((try? loadPending()) ?? [:]) { _, pending in pending }
  }
}
