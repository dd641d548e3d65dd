#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A per-thread cache of the snapshot a thread last used, so lookups read no shared mutable
/// memory: a thread compares the runtime's generation (one atomic load) with the one it cached
/// and, when equal, uses its own strong reference without retaining anything. Generations are
/// unique across all runtimes of the process, so an equal generation also means the same runtime.
///
/// Only the owning thread touches its slot, so it needs no lock; the thread-specific value is
/// released by the destructor registered with `pthread_key_create` when the thread exits.
final class ThreadSlot {
  /// The generation the cached snapshot was published with.
  var generation = -1
  /// The cached snapshot, held +1 by this slot.
  var snapshot: Unmanaged<ResolutionSnapshot>?

  deinit {
    snapshot?.release()
  }

  /// Replaces the cached snapshot.
  func store(_ newSnapshot: ResolutionSnapshot) {
    let retained = Unmanaged.passRetained(newSnapshot)
    snapshot?.release()
    snapshot = retained
    generation = newSnapshot.generation
  }

  /// The calling thread's slot, created on first use.
  @inline(__always)
  static var current: ThreadSlot {
    if let pointer = pthread_getspecific(threadSlotKey) {
      return Unmanaged<ThreadSlot>.fromOpaque(pointer).takeUnretainedValue()
    }
    let slot = ThreadSlot()
    pthread_setspecific(threadSlotKey, Unmanaged.passRetained(slot).toOpaque())
    return slot
  }
}

/// The thread-specific-data key for ``ThreadSlot``, created once per process.
private let threadSlotKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key, releaseThreadSlot)
  return key
}()

#if canImport(Darwin)
  private func releaseThreadSlot(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<ThreadSlot>.fromOpaque(pointer).release()
  }
#else
  private func releaseThreadSlot(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<ThreadSlot>.fromOpaque(pointer).release()
  }
#endif
