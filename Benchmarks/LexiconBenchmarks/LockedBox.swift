import Foundation

/// A value shared between threads (worker results, counters of misses and diagnostics).
final class LockedBox<Value: Sendable>: @unchecked Sendable {
  // `lock` protects `value`, which is only touched inside `withLock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }

  /// A copy of the value.
  var current: Value { withLock { $0 } }
}
