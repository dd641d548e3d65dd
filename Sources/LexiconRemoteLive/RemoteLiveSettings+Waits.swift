import Foundation
import LexiconRemote

/// The waits of the live updates, worked out from the settings.
extension RemoteLiveSettings {
  /// The jittered wait before reconnection number `attempt` (from 1): the exponential ceiling
  /// `min(maximum, initial × 2ⁿ⁻¹)`, of which a random half is taken off, so that many devices
  /// dropped together do not reconnect together.
  ///
  /// - Parameters:
  ///   - attempt: The reconnection's number since the last connection that lasted.
  ///   - random: A draw in `0...1`.
  func reconnectDelay(attempt: Int, random: Double) -> TimeInterval {
    let exponent = Double(min(max(attempt - 1, 0), 30))
    let ceiling = max(0, min(maximumReconnectDelay, initialReconnectDelay * pow(2, exponent)))
    return Self.jittered(ceiling, random: random)
  }

  /// The wait after the service refused the app: the longest delay, of which a random half is
  /// taken off, so that devices refused together (rules changed) do not come back together.
  ///
  /// - Parameter random: A draw in `0...1`.
  func refusalDelay(random: Double) -> TimeInterval {
    Self.jittered(max(0, maximumReconnectDelay), random: random)
  }

  /// The wait before a signalled change is fetched under `policy`: none under `.immediately`,
  /// else a random share of ``changeSpread``.
  ///
  /// - Parameters:
  ///   - policy: The provider's policy.
  ///   - random: A draw in `0...1`.
  func changeDelay(policy: RemoteUpdatePolicy, random: Double) -> TimeInterval {
    guard policy != .immediately, changeSpread > 0 else { return 0 }
    return changeSpread * min(max(random, 0), 1)
  }

  /// `ceiling / 2` plus a random share of the other half ("equal jitter").
  private static func jittered(_ ceiling: TimeInterval, random: Double) -> TimeInterval {
    ceiling / 2 + ceiling / 2 * min(max(random, 0), 1)
  }

  /// A wait in seconds as nanoseconds for `Task.sleep`: negative, NaN and infinite waits and
  /// waits beyond a century are clamped (a setting of `.infinity` must not stop the app).
  static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
    guard seconds > 0 else { return 0 }
    return UInt64(min(seconds, 3_153_600_000) * 1_000_000_000)
  }
}
