import Foundation

/// The observers of one runtime: closures, weak objects and async streams.
final class LanguageObservers: Sendable {
  private struct WeakObserver: Sendable {
    weak var object: (any LanguageObserver)?
  }

  private let closures = HandlerRegistry<String>()
  private let objects = LockedValue<[WeakObserver]>([])

  /// Adds a closure; returns the token that removes it.
  func add(_ handler: @escaping @Sendable (String) -> Void) -> LanguageObservation {
    closures.add(handler)
  }

  /// Adds a weakly held object (once, however often it is added).
  func add(_ object: any LanguageObserver) {
    objects.withLock { objects in
      objects.removeAll { $0.object == nil || $0.object === object }
      objects.append(WeakObserver(object: object))
    }
  }

  /// Removes a weakly held object.
  func remove(_ object: any LanguageObserver) {
    objects.withLock { objects in
      objects.removeAll { $0.object == nil || $0.object === object }
    }
  }

  /// Tells every observer, outside the lock, while `isLatest` holds: closures now on this
  /// thread, objects later on the main actor.
  func notify(_ language: String, isLatest: @escaping @Sendable () -> Bool) {
    let closures = closures.handlers
    let objects = objects.withLock { objects in
      objects.removeAll { $0.object == nil }
      return objects
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
