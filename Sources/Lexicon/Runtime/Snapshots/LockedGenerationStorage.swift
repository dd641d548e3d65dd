/// Lock-based storage for OSes without `Synchronization`.
final class LockedGenerationStorage: GenerationStorage {
  private let value = LockedValue(0)

  func load() -> Int { value.withLock { $0 } }

  func store(_ newValue: Int) { value.withLock { $0 = newValue } }

  func increment() -> Int {
    value.withLock {
      $0 += 1
      return $0
    }
  }
}
