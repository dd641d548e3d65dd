#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A per-thread cache of the snapshot a thread last used, so lookups touch no shared mutable
/// memory and do no reference counting on shared objects: a thread compares the runtime's
/// generation (one atomic load) with the one it cached and, when equal, borrows its own reference.
///
/// Generations are unique across all runtimes of the process, so an equal generation also means
/// the same runtime. Only the owning thread touches its slot, so it needs no lock. The slot is
/// plain memory (no class, so no exclusivity checks or retains on the lookup path) and is freed by
/// the destructor registered with `pthread_key_create` when the thread exits.
@usableFromInline
struct ThreadSlot {
  /// An empty slot.
  @usableFromInline
  init() {}

  /// The generation the cached snapshot was published with (-1: none yet).
  @usableFromInline var generation = -1
  /// The cached snapshot, held +1 by this slot.
  @usableFromInline var snapshot: Unmanaged<ResolutionSnapshot>?

  /// Replaces the cached snapshot.
  ///
  /// The slot is fully updated before the old snapshot is released: releasing it may run deinits
  /// (of providers or handlers the old configuration captured) that resolve keys on this thread
  /// and so read this slot again.
  ///
  /// A static function over the pointer, not a `mutating` method: each field write is its own
  /// short access, finished before `release()` runs, so a re-entrant lookup from a deinit never
  /// overlaps an open `inout` access to the slot.
  @usableFromInline
  static func store(_ newSnapshot: ResolutionSnapshot, in slot: UnsafeMutablePointer<ThreadSlot>) {
    let old = slot.pointee.snapshot
    slot.pointee.snapshot = Unmanaged.passRetained(newSnapshot)
    slot.pointee.generation = newSnapshot.generation
    old?.release()
  }

  /// The calling thread's slot, created on first use.
  ///
  /// - Parameter key: ``threadSlotKey``, which each runtime copies when it is created so that a
  ///   lookup reads a stored constant instead of a global's lazy-initialization check.
  @inlinable
  static func current(key: pthread_key_t) -> UnsafeMutablePointer<ThreadSlot> {
    if let pointer = pthread_getspecific(key) {
      return pointer.assumingMemoryBound(to: ThreadSlot.self)
    }
    let slot = UnsafeMutablePointer<ThreadSlot>.allocate(capacity: 1)
    slot.initialize(to: ThreadSlot())
    pthread_setspecific(key, slot)
    return slot
  }
}

/// The thread-specific-data key for ``ThreadSlot``, created once per process.
@usableFromInline
let threadSlotKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key, releaseThreadSlot)
  return key
}()

#if canImport(Darwin)
  private func releaseThreadSlot(_ pointer: UnsafeMutableRawPointer) {
    freeThreadSlot(pointer)
  }
#else
  private func releaseThreadSlot(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    freeThreadSlot(pointer)
  }
#endif

private func freeThreadSlot(_ pointer: UnsafeMutableRawPointer) {
  let slot = pointer.assumingMemoryBound(to: ThreadSlot.self)
  let old = slot.pointee.snapshot
  slot.pointee.snapshot = nil
  slot.pointee.generation = -1
  old?.release()
  slot.deinitialize(count: 1)
  slot.deallocate()
}
