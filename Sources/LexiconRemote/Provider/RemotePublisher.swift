import Lexicon

/// What a provider shows the rest of the app: the content lookups read, the status observers
/// follow, and the announcement that makes the runtimes re-render when content changes while the
/// app runs.
///
/// Shared by ``RemoteProvider`` (which reads it) and ``RemoteUpdater`` (which publishes to it).
///
/// ```swift
/// publisher.publish(RemoteContent(applied))         // lookups see it from now on
/// publisher.updateStatus { $0.appliedVersions = ["ru": 8] }
/// ```
package final class RemotePublisher: Sendable {
  /// The runtime to re-render besides those that follow `changes`: a given one, held weakly,
  /// or the shared one.
  private enum Runtime: Sendable {
    case shared
    case given(WeakRuntime)
  }

  private struct WeakRuntime: Sendable {
    weak var localization: Localization?
  }

  /// The content lookups read.
  let content: ContentCell
  private let status: LockedValue<RemoteStatus>
  /// Who hears exposures of copy-experiment variants.
  private let onExposure: EventHandler<RemoteExposure>
  /// The exposures reported, by experiment, variant, table and key (`JoinedKey`).
  private let exposed = LockedValue<Set<String>>([])
  private let observers = HandlerRegistry<RemoteStatus>()
  /// Announced after new content is shown: the runtimes whose chain holds the provider reload.
  let changes = ContentChanges()
  private let runtime: Runtime

  /// A publisher of `content` and `status`, re-rendering on changes the runtimes that hold the
  /// provider, and `localization` (`nil`: the shared runtime) when it does not; `onExposure`
  /// hears the copy-experiment variants first served.
  init(
    content: RemoteContent, status: RemoteStatus,
    onExposure: EventHandler<RemoteExposure> = .ignore,
    localization: Localization?
  ) {
    self.content = ContentCell(content)
    self.status = LockedValue(status)
    self.onExposure = onExposure
    self.runtime = localization.map { .given(WeakRuntime(localization: $0)) } ?? .shared
  }

  /// The current status.
  var currentStatus: RemoteStatus {
    status.withLock { $0 }
  }

  /// Changes the status and tells the observers (outside the lock) when it changed.
  package func updateStatus(_ change: (inout RemoteStatus) -> Void) {
    let (changed, new) = status.withLock { status -> (Bool, RemoteStatus) in
      let old = status
      change(&status)
      return (old != status, status)
    }
    if changed { observers.notify(new) }
  }

  /// Adds a status observer.
  func observeStatus(_ handler: @escaping @Sendable (RemoteStatus) -> Void) -> RemoteObservation {
    RemoteObservation(observers.add(handler))
  }

  /// Reports the variants of `picks` (a table just served) not reported yet: once per key and
  /// variant, whatever the language.
  func reportExposures(
    _ picks: [String: ExperimentSelection.Pick], table: String, language: String
  ) {
    var new: [RemoteExposure] = []
    exposed.withLock { exposed in
      for (key, pick) in picks {
        let identity = JoinedKey.make(pick.experiment, pick.variant, JoinedKey.make(table, key))
        if exposed.insert(identity).inserted {
          new.append(
            RemoteExposure(
              experiment: pick.experiment, variant: pick.variant, table: table, key: key,
              language: language))
        }
      }
    }
    for exposure in new { onExposure(exposure) }
  }

  /// Shows new content: swaps it in for lookups, then announces it, so that every runtime whose
  /// providers include the provider forgets its tables and publishes one change (visible screens
  /// re-render); the configured runtime (the shared one by default) does the same when it does
  /// not follow the announcements — it holds the provider inside a wrapper of the app's, say.
  func show(_ new: RemoteContent) {
    content.store(new)
    changes.announce()
    if let extra = localization, !extra.follows(changes) {
      extra.reloadAndAnnounce()
    }
  }

  /// The runtime the content is shown in: the given one while it lives, or the shared one.
  var localization: Localization? {
    switch runtime {
    case .shared: return Localization.shared
    case .given(let weak): return weak.localization
    }
  }
}
