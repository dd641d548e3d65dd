import Foundation

/// How `RemoteProvider.startLiveUpdates()` (`LexiconRemoteLive`) keeps a connection open, or
/// checks when the source cannot push.
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
}
