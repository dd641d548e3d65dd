import Foundation

/// A small thread-safe memo table for language computations (fallback chains).
///
/// Bounded: when it holds `capacity` entries it is emptied, so arbitrary input can't grow it
/// without limit. Recomputing an entry is cheap, so that is all the eviction it needs.
final class LanguageCache<Value: Sendable>: Sendable {
  private let storage = LockedValue<[String: Value]>(.init())
  private let capacity: Int

  /// Creates an empty cache that holds at most `capacity` entries.
  init(capacity: Int = 512) {
    self.capacity = capacity
  }

  /// The cached value for `key`, computing and storing it on a miss.
  ///
  /// `compute` runs outside the lock, so two threads may compute the same value once each.
  func value(for key: String, compute: (String) -> Value) -> Value {
    if let cached = storage.withLock({ $0[key] }) { return cached }
    let value = compute(key)
    storage.withLock { storage in
      if storage.count >= capacity { storage.removeAll(keepingCapacity: true) }
      storage[key] = value
    }
    return value
  }
}
