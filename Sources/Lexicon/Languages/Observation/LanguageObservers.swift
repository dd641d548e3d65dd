import Foundation

/// The observers of one runtime: closures, weak objects and async streams.
final class LanguageObservers: Sendable {
  private struct WeakObserver: Sendable {
    weak var object: (any LanguageObserver)?
  }

  private struct Registry: Sendable {
    var nextID = 0
    var closures: [Int: @Sendable (String) -> Void] = [:]
    var objects: [WeakObserver] = []
  }

  private let registry = LockedValue(Registry())

  /// Adds a closure; returns the token that removes it.
  func add(_ handler: @escaping @Sendable (String) -> Void) -> LanguageObservation {
    let id = registry.withLock { registry in
      registry.nextID += 1
      registry.closures[registry.nextID] = handler
      return registry.nextID
    }
    return LanguageObservation { [weak self] in
      self?.registry.withLock { _ = $0.closures.removeValue(forKey: id) }
    }
  }

  /// Adds a weakly held object (once, however often it is added).
  func add(_ object: any LanguageObserver) {
    registry.withLock { registry in
      registry.objects.removeAll { $0.object == nil || $0.object === object }
      registry.objects.append(WeakObserver(object: object))
    }
  }

  /// Removes a weakly held object.
  func remove(_ object: any LanguageObserver) {
    registry.withLock { registry in
      registry.objects.removeAll { $0.object == nil || $0.object === object }
    }
  }

  /// Tells every observer, outside the lock, while `isLatest` holds: closures now on this
  /// thread, objects later on the main actor.
  func notify(_ language: String, isLatest: @escaping @Sendable () -> Bool) {
    let (closures, objects) = registry.withLock { registry in
      registry.objects.removeAll { $0.object == nil }
      let closures = registry.closures.sorted { $0.key < $1.key }.map(\.value)
      return (closures, registry.objects)
    }
    for closure in closures where isLatest() {
      closure(language)
    }
    guard !objects.isEmpty else { return }
    Task { @MainActor in
      for observer in objects where isLatest() {
        observer.object?.languageDidChange(to: language)
      }
    }
  }
}
