import Foundation
import Lexicon

/// The shared part of a ``RemoteProvider``: what it publishes and the actor that updates it.
///
/// Built synchronously from the cache on disk, so the first lookup already sees the applied
/// update: older app versions' caches are removed, the commit record and the applied content
/// are read and checked, and pending content is promoted when the policy shows it from this
/// launch on — everything it shows read in one hold of the cache's shared lock.
///
/// ```swift
/// let engine = RemoteEngine(configuration: configuration)
/// engine.publisher.content.load().table(language: "ru", name: "Login")
/// ```
package final class RemoteEngine: Sendable {
  /// The content and status the app sees.
  package let publisher: RemotePublisher
  /// Refreshes and applies updates.
  package let updater: RemoteUpdater
  /// The configuration, without the runtime (the publisher holds it weakly).
  package let settings: RemoteConfiguration
  private let waiters = LockedValue(0)

  /// Loads the cache and starts from it.
  init(configuration: RemoteConfiguration) {
    let cache = RemoteCache(
      root: configuration.cacheDirectory, environment: configuration.environment,
      lockTimeout: configuration.cacheLockTimeout)
    cache.removeOlderVersions()
    // Pending content was stored by an earlier launch to be shown from the next one: this one.
    // It is read with the record, in one hold of the lock.
    let promoting = configuration.policy != .manual
    let load = cache.load(build: configuration.build, readingPending: promoting)
    let index = load.index ?? cache.emptyIndex(build: configuration.build)
    let stored = StoredContent(load: load, index: index, promotingPending: promoting)
    for problem in load.problems {
      configuration.onCacheProblem(problem)
    }
    let status = RemoteStatus(
      appliedVersions: stored.applied.mapValues(\.record.version),
      pendingVersions: stored.pendingRecords.mapValues(\.version),
      lastSuccessfulRefresh: index.lastRefresh, lastError: load.problems.last)
    publisher = RemotePublisher(
      content: RemoteContent(stored.applied, selection: configuration.experimentSelection),
      status: status, onExposure: configuration.onExposure,
      localization: configuration.localization)
    var settings = configuration
    // The runtime is held weakly by the publisher; the updater's copy must not keep it alive
    // (a runtime's configuration holds this provider).
    settings.localization = nil
    self.settings = settings
    updater = RemoteUpdater(
      settings: settings, cache: cache, stored: stored, publisher: publisher)
  }

  /// Joins or starts a refresh and waits for its outcome; a cancelled caller stops waiting at
  /// once. A `forced` refresh ignores the minimum interval, and runs after the one in flight.
  ///
  /// The join and the cancellation handler share the call's state, so that a cancellation
  /// arriving before the join starts nothing, and one arriving after it makes the updater
  /// ``RemoteUpdater/leave(waiter:)`` — the updater keeps nothing for the call either way.
  package func refresh(forced: Bool = false) async throws(RemoteError) -> RemoteRefreshOutcome {
    let id = waiters.withLock {
      $0 += 1
      return $0
    }
    let updater = updater
    let call = LockedValue((joined: false, cancelled: false))
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        Task { await updater.join(continuation, waiter: id, forced: forced, call: call) }
      }
    } onCancel: {
      let joined = call.withLock { call in
        call.cancelled = true
        return call.joined
      }
      if joined { Task { await updater.leave(waiter: id) } }
    }
    return try result.get()
  }
}
