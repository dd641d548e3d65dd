import Foundation

/// Runs blocking work — sleeping, waiting for child processes — on a thread of its own and
/// returns its result, so the tests running beside it keep the Swift concurrency pool (two
/// threads on a two-core machine: one blocking test holding both would stall every async test).
///
/// ```swift
/// let rounds = try await onOwnThread { try killWritersAtRandom() }
/// #expect(rounds.count >= 20)
/// ```
///
/// Assertions belong after it, in the test: `#expect` off the test's task has no test to
/// report to.
func onOwnThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws
  -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread {
      continuation.resume(with: Result { try body() })
    }
  }
}
