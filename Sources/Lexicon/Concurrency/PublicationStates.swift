#if canImport(Synchronization)
  import Synchronization
#endif

/// One state per slot of a lazily filled array, so that many threads can fill and read its slots
/// without a lock on the read path: a slot is empty, being filled by one thread, or published.
///
/// A reader asks ``isPublished(_:)`` (an acquiring load) and reads the slot only when it is; a
/// writer ``claim(_:)``s an empty slot (a compare-and-exchange that only one thread wins), writes
/// it, and ``publish(_:)``es it (a releasing store), so the reader sees everything written
/// before. A writer that loses the claim keeps what it made to itself and writes nothing.
///
/// The states are `Atomic<UInt8>`s (``AtomicPublicationStorage``) wherever the `Synchronization`
/// module can be used: on Linux always, on Apple OSes from 2024 (macOS 15, iOS 18). On older
/// Apple OSes a lock guards an array of states (``LockedPublicationStorage``): correct, a little
/// slower, as ``GenerationCounter`` is there. Tests run the locked twin on every platform
/// (`forceLock`).
final class PublicationStates: Sendable {
  /// The number of slots.
  let count: Int
  /// The states as `Atomic<UInt8>`s (0 empty, 1 being filled, 2 published), or `nil` where they
  /// are behind the lock: for readers that load them themselves (``MaterializedTexts/Slots``).
  /// Valid while this object lives.
  nonisolated(unsafe) let atomicStates: UnsafeMutableRawPointer?
  private let storage: any PublicationStorage

  /// The state of an empty slot.
  static let empty: UInt8 = 0
  /// The state of a slot a thread claimed and is filling.
  static let filling: UInt8 = 1
  /// The state of a published slot.
  static let published: UInt8 = 2

  /// Creates `count` empty slots.
  /// - Parameter forceLock: Use the lock-based storage even where atomics exist (tests).
  init(count: Int, forceLock: Bool = false) {
    self.count = count
    #if canImport(Synchronization) && !canImport(Darwin)
      let atomic: (any AtomicStates)? = forceLock ? nil : AtomicPublicationStorage(count: count)
    #elseif canImport(Synchronization)
      let atomic: (any AtomicStates)?
      if !forceLock, #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        atomic = AtomicPublicationStorage(count: count)
      } else {
        atomic = nil
      }
    #else
      let atomic: (any AtomicStates)? = nil
    #endif
    storage = atomic ?? LockedPublicationStorage(count: count)
    atomicStates = atomic?.rawStates
  }

  /// Whether the slot was published (acquire ordering: what its writer wrote before is visible).
  @inline(__always)
  func isPublished(_ slot: Int) -> Bool { storage.isPublished(slot) }

  /// Claims an empty slot for the calling thread; `false` when another thread claimed it first.
  func claim(_ slot: Int) -> Bool { storage.claim(slot) }

  /// Publishes a slot the calling thread claimed (release ordering).
  func publish(_ slot: Int) { storage.publish(slot) }
}

/// Where a ``PublicationStates`` keeps its states: the three operations, atomic or locked.
private protocol PublicationStorage: Sendable {
  func isPublished(_ slot: Int) -> Bool
  func claim(_ slot: Int) -> Bool
  func publish(_ slot: Int)
}

/// A storage whose states are atomics a reader may load itself.
private protocol AtomicStates: PublicationStorage {
  /// The `Atomic<UInt8>` states' memory.
  var rawStates: UnsafeMutableRawPointer { get }
}

/// The states behind a lock: older Apple OSes, and tests that force it.
private final class LockedPublicationStorage: PublicationStorage {
  private let states: LockedValue<[UInt8]>

  init(count: Int) {
    states = LockedValue([UInt8](repeating: PublicationStates.empty, count: count))
  }

  func isPublished(_ slot: Int) -> Bool {
    states.withLock { $0[slot] } == PublicationStates.published
  }

  func claim(_ slot: Int) -> Bool {
    states.withLock { states in
      guard states[slot] == PublicationStates.empty else { return false }
      states[slot] = PublicationStates.filling
      return true
    }
  }

  func publish(_ slot: Int) {
    states.withLock { $0[slot] = PublicationStates.published }
  }
}

#if canImport(Synchronization)
  /// The states as atomics. On Apple platforms it needs macOS 15, iOS 18 and their peers, checked
  /// where it is made; on Linux it is always used.
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  private final class AtomicPublicationStorage: AtomicStates, @unchecked Sendable {
    // Every state is touched only through an atomic operation; the memory is allocated and
    // initialized in `init` and released in `deinit`, when no other thread can hold the object.
    // Those rules replace the compiler's `Sendable` check.
    private let count: Int
    private let states: UnsafeMutablePointer<Atomic<UInt8>>

    init(count: Int) {
      self.count = count
      states = .allocate(capacity: max(count, 1))
      for slot in 0..<count { (states + slot).initialize(to: Atomic(PublicationStates.empty)) }
    }

    deinit {
      states.deinitialize(count: count)
      states.deallocate()
    }

    var rawStates: UnsafeMutableRawPointer { UnsafeMutableRawPointer(states) }

    func isPublished(_ slot: Int) -> Bool {
      states[slot].load(ordering: .acquiring) == PublicationStates.published
    }

    func claim(_ slot: Int) -> Bool {
      states[slot].compareExchange(
        expected: PublicationStates.empty, desired: PublicationStates.filling, ordering: .relaxed
      ).exchanged
    }

    func publish(_ slot: Int) {
      states[slot].store(PublicationStates.published, ordering: .releasing)
    }
  }
#endif
