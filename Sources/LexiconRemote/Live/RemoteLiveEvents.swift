/// Where a ``LiveRemoteSource`` signals: the connection is open, or the content changed.
///
/// Both are cheap and may be called from any thread, as often as events arrive: the provider
/// coalesces them into at most one refresh in flight and one after it.
///
/// ```swift
/// events.connected()   // refresh: what changed while disconnected was missed
/// events.changed()     // refresh: the content changed
/// ```
public struct RemoteLiveEvents: Sendable {
  private let onConnected: @Sendable () -> Void
  private let onChanged: @Sendable () -> Void

  /// Events that call the given closures.
  ///
  /// - Parameters:
  ///   - connected: Called when a connection is open.
  ///   - changed: Called when the content changed.
  public init(
    connected: @escaping @Sendable () -> Void, changed: @escaping @Sendable () -> Void
  ) {
    onConnected = connected
    onChanged = changed
  }

  /// The connection is open: the provider refreshes, since changes made while the app was not
  /// connected were missed.
  public func connected() {
    onConnected()
  }

  /// The content changed: the provider refreshes.
  public func changed() {
    onChanged()
  }
}
