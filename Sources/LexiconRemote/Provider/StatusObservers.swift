import Lexicon

/// The observers of a provider's ``RemoteStatus``: closures, told in the order they were added,
/// outside the lock, on the thread that changed the status.
///
/// ```swift
/// let observation = observers.add { status in print(status.appliedVersions) }
/// observers.notify(status)
/// ```
final class StatusObservers: Sendable {
  private struct Registry: Sendable {
    var nextID = 0
    var handlers: [Int: @Sendable (RemoteStatus) -> Void] = [:]
  }

  private let registry = LockedValue(Registry())

  /// Adds a handler; returns the token that removes it.
  func add(_ handler: @escaping @Sendable (RemoteStatus) -> Void) -> RemoteObservation {
    let id = registry.withLock { registry in
      registry.nextID += 1
      registry.handlers[registry.nextID] = handler
      return registry.nextID
    }
    return RemoteObservation { [weak self] in
      self?.registry.withLock { _ = $0.handlers.removeValue(forKey: id) }
    }
  }

  /// Tells every handler, outside the lock.
  func notify(_ status: RemoteStatus) {
    let handlers = registry.withLock { $0.handlers.sorted { $0.key < $1.key }.map(\.value) }
    for handler in handlers {
      handler(status)
    }
  }
}
