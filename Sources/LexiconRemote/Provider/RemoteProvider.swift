import Lexicon

/// Over-the-air strings: a `StringProvider` that serves the last applied update, placed first in
/// the chain so a fixed translation wins over the bundle's, key by key.
///
/// ```swift
/// let remote = RemoteProvider(configuration: RemoteConfiguration(
///   source: StaticHostingSource(baseURL: URL(string: "https://cdn.example.com/strings")!),
///   languages: ["en", "ru"], environment: settings.environment))
/// Localization.bootstrap(LocalizationConfiguration(providers: [remote, BundleProvider()]))
///
/// // At launch and when the app comes to the foreground:
/// Task { try? await remote.refresh() }
/// ```
///
/// ## Lookups
///
/// ``table(for:)`` reads an immutable, validated snapshot in memory: no network, no file I/O,
/// and no waiting for a lock or for an update being applied (on Apple OSes older than macOS 15
/// and iOS 18 a short lock guards the snapshot reference). Tables are kept read-optimized, as
/// the bundle's are, and the runtime stacks them over the bundle's: a key the update lacks falls
/// through to the bundle. Tables are served by name for any bundle a key type names.
///
/// ## Start-up
///
/// The provider reads the last applied update from its cache when it is created — synchronously
/// and in a few milliseconds for 10,000 keys — so the first frame already shows the fixed
/// strings. A damaged cache file is reported to ``RemoteConfiguration/onCacheProblem`` and
/// ignored (the bundle's text shows); a cache written by another build of the app is dropped.
/// When another process sharing the cache holds its lock past the wait, nothing is read — the
/// bundle's text shows for this launch, ``RemoteError/cacheLocked(path:)`` is reported — and
/// the next refresh takes the cache's content from disk.
///
/// ## Updates
///
/// ``refresh()`` asks the ``RemoteSource`` what changed since the versions held, validates it
/// (``RemoteValueCheck``), stores it atomically, and shows it as ``RemoteConfiguration/policy``
/// says: from the next launch (the default), at once, or when you call
/// ``applyPendingUpdates()``. An update is all-or-nothing across its languages and tables; bad
/// values are dropped one by one (``RemoteConfiguration/onRejectedValue``).
///
/// ## Observing
///
/// ``status`` tells what is shown, what waits, when the last refresh succeeded and what the last
/// error was; ``observeStatus(_:)`` and ``statusUpdates()`` follow its changes.
///
/// Copies of a provider share their content, cache and refreshes. Create one per cache
/// directory, environment and app version.
public struct RemoteProvider: StringProvider {
  /// The shared part: content, status and updater (`package`: `LexiconRemoteLive`'s loop drives
  /// it, and tests read it).
  package let engine: RemoteEngine

  /// Creates a provider and loads the last applied update from the cache.
  ///
  /// - Parameter configuration: The source, languages, policy, cache and checks.
  public init(configuration: RemoteConfiguration) {
    engine = RemoteEngine(configuration: configuration)
  }

  /// The applied remote table for exactly the requested language, or `nil` to defer.
  ///
  /// Never does I/O and never waits: it reads the snapshot in force.
  ///
  /// - Parameter request: The language and table.
  /// - Returns: The table, read-optimized.
  public func table(for request: TableRequest) -> StringTable? {
    let content = engine.publisher.content.load()
    if let picks = content.picks[request.language]?[request.table] {
      engine.publisher.reportExposures(picks, table: request.table, language: request.language)
    }
    return content.table(language: request.language, name: request.table)
  }
  /// The announcements of applied updates: every runtime whose chain holds this provider
  /// forgets its tables and re-renders when an update is shown while the app runs
  /// (``RemoteUpdatePolicy/immediately``, ``applyPendingUpdates()``).
  public var contentChanges: ContentChanges? {
    engine.publisher.changes
  }

  /// Asks the source for what changed, validates it, stores it and — with
  /// ``RemoteUpdatePolicy/immediately`` — shows it.
  ///
  /// Concurrent calls share one refresh and its outcome. A call sooner than
  /// ``RemoteConfiguration/minimumRefreshInterval`` after the last refresh ended returns
  /// ``RemoteRefreshOutcome/skipped(until:)`` without asking. Cancelling the calling task stops
  /// its wait at once (it throws ``RemoteError/cancelled``); the refresh itself stops, storing
  /// nothing, when no caller waits for it any more. Retries of failed downloads are the
  /// source's business.
  ///
  /// ```swift
  /// do {
  ///   switch try await remote.refresh() {
  ///   case .pending(let versions): print("shown from the next launch:", versions)
  ///   default: break
  ///   }
  /// } catch {
  ///   print("kept the strings held: \(error)")   // a RemoteError
  /// }
  /// ```
  ///
  /// - Returns: What the refresh did.
  /// - Throws: A ``RemoteError``; what the device held stays shown and stored.
  @discardableResult
  public func refresh() async throws(RemoteError) -> RemoteRefreshOutcome {
    try await engine.refresh()
  }

  /// Cancels the refresh in flight, if any: every caller waiting for it throws
  /// ``RemoteError/cancelled`` and nothing is stored.
  public func cancelRefresh() async {
    await engine.updater.cancel()
  }

  /// Shows the updates stored and not shown yet (``RemoteUpdatePolicy/manual``, or
  /// ``RemoteUpdatePolicy/nextLaunch`` when the app chooses a moment itself): commits them as
  /// applied, swaps them in at once, and has the runtime tell its language observers so visible
  /// screens re-render.
  ///
  /// ```swift
  /// func navigationController(_ navigationController: UINavigationController, didShow: UIViewController, animated: Bool) {
  ///   Task { try await remote.applyPendingUpdates() }
  /// }
  /// ```
  ///
  /// - Returns: The content version of each language shown; empty when nothing was pending.
  /// - Throws: ``RemoteError/cacheWriteFailed(path:code:)``,
  ///   ``RemoteError/cacheCorrupted(path:reason:)``, ``RemoteError/cacheLocked(path:)`` (another
  ///   process held the cache's lock past the wait) or ``RemoteError/cancelled``; nothing changes
  ///   on screen then.
  @discardableResult
  public func applyPendingUpdates() async throws(RemoteError) -> [String: Int] {
    try await engine.updater.applyPending()
  }

  /// What the provider holds and how its last refresh went.
  public var status: RemoteStatus {
    engine.publisher.currentStatus
  }

  /// Calls `handler` with the new status after each change, on the thread that made it (a
  /// refresh's or the caller of ``applyPendingUpdates()``). UI code hops to the main actor:
  ///
  /// ```swift
  /// observation = remote.observeStatus { status in
  ///   Task { @MainActor in self.banner.isHidden = !status.hasPendingUpdate }
  /// }
  /// ```
  ///
  /// - Parameter handler: Receives each new status.
  /// - Returns: The token that keeps the observation alive.
  public func observeStatus(_ handler: @escaping @Sendable (RemoteStatus) -> Void)
    -> RemoteObservation
  {
    engine.publisher.observeStatus(handler)
  }

  /// The status now and after each change, as an asynchronous sequence — convenient in SwiftUI's
  /// `.task { for await status in remote.statusUpdates() { … } }`.
  ///
  /// The stream starts with the current status and ends when its consumer stops.
  ///
  /// - Returns: The stream of statuses.
  public func statusUpdates() -> AsyncStream<RemoteStatus> {
    AsyncStream { continuation in
      let observation = engine.publisher.observeStatus { status in
        continuation.yield(status)
      }
      continuation.yield(engine.publisher.currentStatus)
      continuation.onTermination = { _ in
        observation.cancel()
      }
    }
  }
}
