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
final class RemotePublisher: Sendable {
  /// A runtime to re-render besides those that follow `changes`, held weakly.
  private struct WeakRuntime: Sendable {
    weak var localization: Localization?
  }

  /// The content lookups read.
  let content: ContentCell
  private let status: LockedValue<RemoteStatus>
  private let observers = HandlerRegistry<RemoteStatus>()
  /// Announced after new content is shown: the runtimes whose chain holds the provider reload.
  let changes = ContentChanges()
  private let runtime: WeakRuntime

  /// A publisher of `content` and `status`, re-rendering on changes the runtimes that hold the
  /// provider and `localization`, when given and it does not.
  init(content: RemoteContent, status: RemoteStatus, localization: Localization?) {
    self.content = ContentCell(content)
    self.status = LockedValue(status)
    self.runtime = WeakRuntime(localization: localization)
  }

  /// The current status.
  var currentStatus: RemoteStatus {
    status.withLock { $0 }
  }

  /// Changes the status and tells the observers (outside the lock) when it changed.
  func updateStatus(_ change: (inout RemoteStatus) -> Void) {
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

  /// Shows new content: swaps it in for lookups, then announces it, so that every runtime whose
  /// chain holds the provider forgets its tables and publishes one change (visible screens
  /// re-render); a configured runtime that does not hold it reloads too.
  func show(_ new: RemoteContent) {
    content.store(new)
    changes.announce()
    if let extra = runtime.localization, !extra.follows(changes) {
      extra.reload()
    }
  }
}
