#if canImport(Synchronization)
  import Synchronization
#endif

/// A counter bumped each time a runtime publishes a new snapshot, read without a lock on the
/// lookup path.
///
/// Where `Synchronization.Atomic` is available (Linux, and Apple OSes from 2024) reads are plain
/// atomic loads. On older Apple OSes the twin below guards the integer with a lock: correct, a
/// little slower. Tests run both on every platform.
@usableFromInline
final class GenerationCounter: Sendable {
  @usableFromInline let storage: any GenerationStorage

  /// Creates a counter at zero.
  /// - Parameter forceLock: Use the lock-based storage even where atomics exist (tests).
  init(forceLock: Bool = false) {
    #if canImport(Synchronization)
      if !forceLock, #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        storage = AtomicGenerationStorage()
        return
      }
    #endif
    storage = LockedGenerationStorage()
  }

  /// The current value (acquire ordering: everything published before it is visible).
  @inlinable
  func load() -> Int {
    storage.load()
  }

  /// Publishes a new value (release ordering).
  func store(_ value: Int) {
    storage.store(value)
  }

  /// A generation number never handed out before in this process, shared by all runtimes so that
  /// a thread's cached snapshot can never be mistaken for another runtime's.
  static func next() -> Int {
    source.increment()
  }

  private static let source = LockedGenerationStorage()
}

/// The storage behind a ``GenerationCounter``.
@usableFromInline
protocol GenerationStorage: Sendable, AnyObject {
  func load() -> Int
  func store(_ value: Int)
}

#if canImport(Synchronization)
  /// Lock-free storage.
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  final class AtomicGenerationStorage: GenerationStorage {
    private let value = Atomic<Int>(0)

    func load() -> Int { value.load(ordering: .acquiring) }

    func store(_ newValue: Int) { value.store(newValue, ordering: .releasing) }
  }
#endif

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
