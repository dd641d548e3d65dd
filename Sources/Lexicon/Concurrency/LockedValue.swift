import Foundation

/// A value behind a lock: the one place in the package where mutable state is shared between
/// threads.
///
/// Every access goes through ``withLock(_:)``, which holds the lock for the duration of the
/// closure; keep closures short and never call out to providers or handlers from inside them.
///
/// `package`, not `public`: LexiconTesting's `Locked`, the tool and the benchmarks build on it, so
/// the package has a single `@unchecked Sendable` lock, and apps never see it.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
  // `lock` protects `value`; `value` is only touched inside `withLock`, so every read and write
  // happens with the lock held and the compiler's `Sendable` check is replaced by that rule.
  private let lock = NSLock()
  private var value: Value

  /// Creates a lock holding `value`.
  /// - Parameter value: The initial value.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  /// - Parameter body: Reads or changes the value; it must not call back into this lock.
  /// - Returns: What `body` returns.
  @inline(__always)
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
