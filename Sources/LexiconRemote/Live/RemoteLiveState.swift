import Foundation

/// What the live updates of a ``RemoteProvider`` are doing (``RemoteStatus/live``).
///
/// ```swift
/// switch remote.status.live {
/// case .streaming: debugLabel.text = "live"
/// case .waitingToReconnect(let until, let error): debugLabel.text = "offline until \(until): \(error.map { "\($0)" } ?? "closed")"
/// default: break
/// }
/// ```
public enum RemoteLiveState: Sendable, Equatable {
  /// Live updates are not running.
  case off
  /// A connection is being opened.
  case connecting
  /// A connection is open: changes arrive as they happen.
  case streaming
  /// The source cannot push: it is checked every ``RemoteLiveSettings/checkInterval`` seconds.
  case checkingPeriodically
  /// The last connection ended (with `error`, or closed by the server when `nil`); the next
  /// opens at `until`.
  case waitingToReconnect(until: Date, error: RemoteError?)
}
