import Foundation

/// A value behind a lock: the one place in the tool where state is shared between threads.
final class Synchronized<Value: Sendable>: @unchecked Sendable {
  // `lock` protects `value`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }
}
