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
  /// the app (``RemoteLiveEnd/refused(_:)``). 300 by default.
  public var maximumReconnectDelay: TimeInterval
  /// How long a connection may stay silent before it counts as dead (a half-open connection: the
  /// network went away without closing it), in seconds. A Firebase Realtime Database sends a
  /// `keep-alive` event about every 30 seconds; 75 by default.
  public var keepAliveTimeout: TimeInterval
  /// For a source that cannot push (``StaticHostingSource``): the time between two checks, in
  /// seconds. Each check is a refresh — for a static host, a conditional request for the
  /// manifest answered `304 Not Modified` while nothing changed. 900 by default.
  public var checkInterval: TimeInterval

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - initialReconnectDelay: The first reconnection wait.
  ///   - maximumReconnectDelay: The longest reconnection wait.
  ///   - keepAliveTimeout: The longest silence of a live connection.
  ///   - checkInterval: The time between checks of a source that cannot push.
  public init(
    initialReconnectDelay: TimeInterval = 1, maximumReconnectDelay: TimeInterval = 300,
    keepAliveTimeout: TimeInterval = 75, checkInterval: TimeInterval = 900
  ) {
    self.initialReconnectDelay = initialReconnectDelay
    self.maximumReconnectDelay = maximumReconnectDelay
    self.keepAliveTimeout = keepAliveTimeout
    self.checkInterval = checkInterval
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
    return ceiling / 2 + ceiling / 2 * min(max(random, 0), 1)
  }
}
