import Foundation

/// How ``RemoteProvider/startLiveUpdates()`` keeps a connection open, or checks when the source
/// cannot push.
///
/// ```swift
/// var configuration = RemoteConfiguration(source: source, environment: environment)
/// configuration.live.checkInterval = 300          // static hosting: a manifest check every 5 min
/// configuration.live.maximumReconnectDelay = 120
/// ```
public struct RemoteLiveSettings: Sendable, Equatable {
  /// The wait before the first reconnection after a connection ended, in seconds, before jitter;
  /// it doubles with each failed attempt. 1 by default.
  public var initialReconnectDelay: TimeInterval
  /// The longest wait between reconnections, in seconds; also the wait after the service refused
  /// the app (``RemoteLiveEnd/refused(_:)``), half of it random. 300 by default.
  public var maximumReconnectDelay: TimeInterval
  /// How long a connection may stay silent before it counts as dead (a half-open connection: the
  /// network went away without closing it), in seconds. A Firebase Realtime Database sends a
  /// `keep-alive` event about every 30 seconds; 75 by default.
  public var keepAliveTimeout: TimeInterval
  /// For a source that cannot push (``StaticHostingSource``): the time between two checks, in
  /// seconds. Each check is a refresh — for a static host, a conditional request for the
  /// manifest answered `304 Not Modified` while nothing changed. 900 by default.
  public var checkInterval: TimeInterval
  /// The longest random wait, in seconds, between a change signalled by the source and the
  /// refresh it starts, under a policy that does not show updates at once (``RemoteUpdatePolicy/nextLaunch``,
  /// ``RemoteUpdatePolicy/manual``): every device streaming a publication hears its change at
  /// the same instant, and the wait spreads their reads of the database over this window;
  /// every change heard meanwhile joins the same refresh. Under
  /// ``RemoteUpdatePolicy/immediately`` (a preview build whose translators watch their edits)
  /// a change is fetched at once. 30 by default.
  public var changeSpread: TimeInterval

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - initialReconnectDelay: The first reconnection wait.
  ///   - maximumReconnectDelay: The longest reconnection wait.
  ///   - keepAliveTimeout: The longest silence of a live connection.
  ///   - checkInterval: The time between checks of a source that cannot push.
  ///   - changeSpread: The longest random wait before a signalled change is fetched, when
  ///     updates are not shown at once.
  public init(
    initialReconnectDelay: TimeInterval = 1, maximumReconnectDelay: TimeInterval = 300,
    keepAliveTimeout: TimeInterval = 75, checkInterval: TimeInterval = 900,
    changeSpread: TimeInterval = 30
  ) {
    self.initialReconnectDelay = initialReconnectDelay
    self.maximumReconnectDelay = maximumReconnectDelay
    self.keepAliveTimeout = keepAliveTimeout
    self.checkInterval = checkInterval
    self.changeSpread = changeSpread
  }

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
