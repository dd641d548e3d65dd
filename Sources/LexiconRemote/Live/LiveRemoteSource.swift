import Foundation
import Lexicon

/// A ``RemoteSource`` that can tell a running app, as it happens, that its content changed — a
/// Firebase Realtime Database streaming over its REST API, your own service over Server-Sent
/// Events or WebSockets.
///
/// `RemoteProvider.startLiveUpdates()` (`LexiconRemoteLive`) calls ``watch(_:events:)`` and keeps
/// calling it: the source opens one connection, tells the provider when it is open and each time
/// the content changed, and returns (or throws) when the connection ends. The provider refreshes on each
/// signal — a refresh is what fetches, validates and stores; a watch only signals — and
/// reconnects with backoff and jitter.
///
/// ## The contract
///
/// - **Signal, do not fetch.** Call ``RemoteLiveEvents/connected()`` once the connection is
///   open: the provider refreshes, since whatever changed while the app was not connected was
///   missed (a stream cannot resume). Call ``RemoteLiveEvents/changed()`` for each change after
///   that. Signals are cheap and coalesced: a flood of them costs at most one refresh in flight
///   and one after it.
/// - **Return how the connection ended**: ``RemoteLiveEnd/closed`` when the server closed it (the
///   provider reconnects after a backoff), ``RemoteLiveEnd/credentialRevoked`` when the service
///   revoked the credential (the provider reconnects at once, asking for a fresh one through
///   ``RemoteWatchRequest/refreshesCredential``), ``RemoteLiveEnd/refused(_:)`` when the service
///   no longer lets the app read (the provider waits the longest backoff before trying again).
/// - **Throw a ``RemoteError``** when the connection fails (refused, reset, no keep-alive within
///   the timeout); ``RemoteError/cancelled`` when the task is cancelled, promptly.
/// - **Bounded.** Hold only the current event; a server sending without end must not grow the
///   app's memory.
///
/// ```swift
/// struct MyPushSource: LiveRemoteSource {
///   func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse { … }
///   func watch(_ request: RemoteWatchRequest, events: RemoteLiveEvents) async throws(RemoteError)
///     -> RemoteLiveEnd
///   {
///     let socket = try await connect()
///     events.connected()
///     for await _ in socket.messages { events.changed() }
///     return .closed
///   }
/// }
/// ```
public protocol LiveRemoteSource: RemoteSource {
  /// Opens one connection and signals, through `events`, when it is open and each time the
  /// content of the request's environment changes, until the connection ends.
  ///
  /// - Parameters:
  ///   - request: What to watch, and whether to ask for a fresh credential.
  ///   - events: Where to signal.
  /// - Returns: How the connection ended.
  /// - Throws: A ``RemoteError`` when the connection failed; ``RemoteError/cancelled`` when the
  ///   task was cancelled.
  func watch(_ request: RemoteWatchRequest, events: RemoteLiveEvents) async throws(RemoteError)
    -> RemoteLiveEnd
}

/// What a ``LiveRemoteSource`` is asked to watch.
///
/// ```swift
/// RemoteWatchRequest(
///   environment: LocalizationEnvironment(name: .production, version: AppVersion("1.2.0")),
///   languages: ["en", "ru"])
/// ```
public struct RemoteWatchRequest: Sendable, Equatable {
  /// The environment and app version whose content is watched.
  public var environment: LocalizationEnvironment
  /// The languages the app fetches.
  public var languages: [String]
  /// Whether the service revoked the credential of the last connection: ask for a fresh one.
  public var refreshesCredential: Bool
  /// How long the connection may stay silent before it counts as dead, in seconds
  /// (``RemoteLiveSettings/keepAliveTimeout``): close it and throw ``RemoteError/timedOut(_:)``.
  public var keepAliveTimeout: TimeInterval

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - environment: The environment and app version.
  ///   - languages: The languages the app fetches.
  ///   - refreshesCredential: Whether to ask for a fresh credential.
  ///   - keepAliveTimeout: The longest silence, in seconds; 75 by default.
  public init(
    environment: LocalizationEnvironment, languages: [String], refreshesCredential: Bool = false,
    keepAliveTimeout: TimeInterval = 75
  ) {
    self.environment = environment
    self.languages = languages
    self.refreshesCredential = refreshesCredential
    self.keepAliveTimeout = keepAliveTimeout
  }
}

/// How a ``LiveRemoteSource``'s connection ended without failing.
public enum RemoteLiveEnd: Sendable, Equatable {
  /// The server closed the connection: reconnect after a backoff.
  case closed
  /// The service revoked the credential (Firebase's `auth_revoked`): reconnect at once with a
  /// fresh one.
  case credentialRevoked
  /// The service no longer lets the app read (Firebase's `cancel`, such as `Permission
  /// denied`), as the error to report: try again after the longest backoff.
  case refused(RemoteError)
}
