import Foundation
import Lexicon

@testable import LexiconRemote

/// A retry clock for tests: waits return at once and are recorded, jitter is a fixed number,
/// and the date is fixed, so a retry schedule is exact and instant.
///
/// ```swift
/// let waits = RecordedWaits()
/// let transport = waits.transport(timeout: 1)
/// _ = try await transport.get(url)
/// #expect(waits.seconds == [0.375])
/// ```
struct RecordedWaits: Sendable {
  /// The date the clock reports: Sun, 06 Nov 1994 08:49:37 GMT.
  static let now = Date(timeIntervalSince1970: 784_111_777)

  private let recorded = LockedValue<[TimeInterval]>([])
  /// The jitter draw, in `0..<1`.
  let random: Double

  init(random: Double = 0.5) {
    self.random = random
  }

  /// The waits asked for so far, in seconds.
  var seconds: [TimeInterval] {
    recorded.withLock { $0 }
  }

  /// The clock.
  var clock: RetryClock {
    let recorded = recorded
    let random = random
    return RetryClock(
      sleep: { seconds in
        try Task.checkCancellation()
        recorded.withLock { $0.append(seconds) }
      },
      random: { random }, now: { Self.now })
  }

  /// A transport with small limits for tests, on this clock. Its timeout is generous: a test whose
  /// subject is a timeout sets a short one itself, and on a loaded CI host a 2 s default made
  /// requests of other tests time out.
  func transport(
    timeout: TimeInterval = 30, attempts: Int = 3, maximumBodyBytes: Int = 1 << 20
  ) -> HTTPTransport {
    var transport = HTTPTransport(
      timeout: timeout, maximumAttempts: attempts, maximumBodyBytes: maximumBodyBytes)
    transport.clock = clock
    return transport
  }
}
