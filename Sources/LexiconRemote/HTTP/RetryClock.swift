import Foundation

/// What the transport's retries need from the outside world — waiting, randomness and the
/// current date — so tests can run a retry schedule instantly and deterministically.
///
/// ```swift
/// let waits = LockedValue<[TimeInterval]>([])
/// var transport = HTTPTransport()
/// transport.clock = RetryClock(
///   sleep: { seconds in waits.withLock { $0.append(seconds) } },
///   random: { 0.5 }, now: { Date(timeIntervalSince1970: 0) })
/// ```
package struct RetryClock: Sendable {
  /// Waits this many seconds; throws when the task is cancelled meanwhile.
  package var sleep: @Sendable (TimeInterval) async throws -> Void
  /// A number in `0..<1`, for jitter.
  package var random: @Sendable () -> Double
  /// The current date, for `Retry-After` dates.
  package var now: @Sendable () -> Date

  /// Creates a clock.
  ///
  /// - Parameters:
  ///   - sleep: Waits a number of seconds, throwing on cancellation.
  ///   - random: A number in `0..<1`.
  ///   - now: The current date.
  package init(
    sleep: @escaping @Sendable (TimeInterval) async throws -> Void,
    random: @escaping @Sendable () -> Double, now: @escaping @Sendable () -> Date
  ) {
    self.sleep = sleep
    self.random = random
    self.now = now
  }

  /// The real clock: `Task.sleep`, the system's random numbers, `Date()`.
  package static let live = RetryClock(
    sleep: { seconds in
      try await Task.sleep(nanoseconds: UInt64(max(0, min(seconds, 86_400)) * 1_000_000_000))
    },
    random: { Double.random(in: 0..<1) },
    now: { Date() })
}
