import Foundation

/// A value behind a lock: the one place in the module where mutable state is shared between
/// threads.
///
/// Every access goes through ``withLock(_:)``, which holds the lock for the duration of the
/// closure; keep closures short and never call out to providers or handlers from inside them.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
  // `lock` protects `value`; `value` is only touched inside `withLock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  @inline(__always)
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
