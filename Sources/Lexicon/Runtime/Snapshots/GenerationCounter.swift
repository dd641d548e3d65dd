#if canImport(Synchronization)
  import Synchronization
#endif

/// A counter bumped each time a runtime publishes a new snapshot, read without a lock on the
/// lookup path.
///
/// On Linux (and every platform whose `Synchronization` module has no availability limit) the
/// counter is an `Atomic<Int>` stored in the counter itself: a load is one acquiring load, with
/// no call through a protocol. On Apple OSes from 2024 (macOS 15, iOS 18) it is the same atomic
/// in a separate object (``AtomicGenerationStorage``: a stored property cannot have a type newer
/// than its class), reached after one availability check; on older Apple OSes a lock guards the
/// integer (``LockedGenerationStorage``, an `os_unfair_lock`): correct, a little slower. Tests
/// run the locked twin on every platform (`forceLock`).
@usableFromInline
final class GenerationCounter: Sendable {
  /// The locked storage: on older Apple OSes, and in tests that force it.
  @usableFromInline let locked: LockedGenerationStorage?
  #if canImport(Synchronization) && !canImport(Darwin)
    /// The value, where atomics need no availability check.
    @usableFromInline let value = Atomic<Int>(0)
  #else
    /// The atomic storage on Apple OSes that have it (an ``AtomicGenerationStorage``), typed
    /// `AnyObject` because the class is newer than the deployment target.
    @usableFromInline let atomic: AnyObject?
  #endif

  /// Creates a counter at zero.
  /// - Parameter forceLock: Use the lock-based storage even where atomics exist (tests).
  init(forceLock: Bool = false) {
    #if canImport(Synchronization) && !canImport(Darwin)
      locked = forceLock ? LockedGenerationStorage() : nil
    #else
      #if canImport(Synchronization)
        if !forceLock, #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
          atomic = AtomicGenerationStorage()
          locked = nil
          return
        }
      #endif
      atomic = nil
      locked = LockedGenerationStorage()
    #endif
  }

  /// The current value (acquire ordering: everything published before it is visible).
  @inlinable
  func load() -> Int {
    if let locked { return locked.load() }
    #if canImport(Synchronization) && !canImport(Darwin)
      return value.load(ordering: .acquiring)
    #else
      #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
          let atomic
        {
          return unsafeDowncast(atomic, to: AtomicGenerationStorage.self).load()
        }
      #endif
      return 0
    #endif
  }

  /// Publishes a new value (release ordering).
  func store(_ newValue: Int) {
    if let locked {
      locked.store(newValue)
      return
    }
    #if canImport(Synchronization) && !canImport(Darwin)
      value.store(newValue, ordering: .releasing)
    #else
      #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
          let atomic
        {
          unsafeDowncast(atomic, to: AtomicGenerationStorage.self).store(newValue)
        }
      #endif
    #endif
  }

  /// A generation number never handed out before in this process, shared by all runtimes so that
  /// a thread's cached snapshot can never be mistaken for another runtime's.
  static func next() -> Int {
    source.increment()
  }

  private static let source = LockedGenerationStorage()
}
