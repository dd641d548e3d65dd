/// Lock-based storage of a ``GenerationCounter`` for Apple OSes without `Synchronization`'s
/// `Atomic` (before macOS 15 and iOS 18), and the counter's twin in tests everywhere.
@usableFromInline
final class LockedGenerationStorage: Sendable {
  private let value = LockedValue(0)

  @usableFromInline
  init() {}

  @usableFromInline
  func load() -> Int { value.withLock { $0 } }

  func store(_ newValue: Int) { value.withLock { $0 = newValue } }

  func increment() -> Int {
    value.withLock {
      $0 += 1
      return $0
    }
  }
}
