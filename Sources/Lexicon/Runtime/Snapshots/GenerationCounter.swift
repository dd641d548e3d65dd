/// A counter bumped each time a runtime publishes a new snapshot, read without a lock on the
/// lookup path.
///
/// Where `Synchronization.Atomic` is available (Linux, and Apple OSes from 2024) reads are plain
/// atomic loads (``AtomicGenerationStorage``). On older Apple OSes ``LockedGenerationStorage``
/// guards the integer with a lock: correct, a little slower. Tests run both on every platform.
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
