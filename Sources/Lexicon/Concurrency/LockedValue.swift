import Foundation

#if canImport(os)
  import os
#endif

/// A value behind a lock: the one place in the package where mutable state is shared between
/// threads.
///
/// Every access goes through ``withLock(_:)``, which holds the lock for the duration of the
/// closure; keep closures short and never call out to providers or handlers from inside them.
///
/// On Apple platforms the lock is an `os_unfair_lock` (iOS 10, macOS 10.12 and later: an
/// uncontended lock and unlock are two atomic operations, and a waiter sleeps in the kernel
/// rather than spinning); elsewhere an `NSLock`. The `os_unfair_lock` lives in memory of its own
/// that never moves, as Apple's documentation requires, and is always unlocked by the thread
/// that locked it (``withLock(_:)`` does both). Those lines compile only on Apple platforms; the
/// `NSLock` twin runs everywhere the tests do.
///
/// `package`, not `public`: LexiconTesting's `Locked`, the tool and the benchmarks build on it, so
/// the package has a single `@unchecked Sendable` lock, and apps never see it.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
  // `lock` protects `value`; `value` is only touched inside `withLock`, so every read and write
  // happens with the lock held and the compiler's `Sendable` check is replaced by that rule.
  #if canImport(os)
    private let lock: UnsafeMutablePointer<os_unfair_lock>
  #else
    private let lock = NSLock()
  #endif
  private var value: Value

  /// Creates a lock holding `value`.
  /// - Parameter value: The initial value.
  package init(_ value: Value) {
    #if canImport(os)
      lock = .allocate(capacity: 1)
      lock.initialize(to: os_unfair_lock())
    #endif
    self.value = value
  }

  #if canImport(os)
    deinit {
      lock.deinitialize(count: 1)
      lock.deallocate()
    }
  #endif

  /// Runs `body` with exclusive access to the value.
  /// - Parameter body: Reads or changes the value; it must not call back into this lock.
  /// - Returns: What `body` returns.
  @inline(__always)
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    #if canImport(os)
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
    #else
      lock.lock()
      defer { lock.unlock() }
    #endif
    return try body(&value)
  }
}
