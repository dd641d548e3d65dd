import Foundation
import Lexicon
import LexiconRemote

extension FirebaseSource: LiveRemoteSource {
  /// Streams changes of the environment and app version over the Realtime Database REST API
  /// (`RemoteProvider.startLiveUpdates()` of `LexiconRemoteLive`), without the Firebase SDK.
  ///
  /// `GET production/1-2-0/_version.json` (or the whole node, see ``streamedNode``) with
  /// `Accept: text/event-stream`, the credential as for a read, following the `307` redirects
  /// the service answers with. The events, as the service sends them:
  ///
  /// | event | what happens |
  /// |---|---|
  /// | `put` `{"path": "/", "data": …}` | the first one, sent when the stream opens, is the marker as it is; a later one with another marker is a change (a refresh follows) |
  /// | `put` under `/`, `patch` | a change |
  /// | `keep-alive` (about every 30 s) | nothing: it keeps the connection counted as alive |
  /// | `cancel` | the rules no longer allow the read: `RemoteLiveEnd.refused` with `RemoteError.unauthorized` (the provider tries again after its longest delay) |
  /// | `auth_revoked` | the credential expired: `RemoteLiveEnd.credentialRevoked` (the provider reconnects at once with a fresh one) |
  /// | a `put` or `patch` whose data is not `{path, data}` | a change, to be safe |
  /// | any other event | ignored |
  ///
  /// A connection silent for longer than `RemoteWatchRequest.keepAliveTimeout` is closed as
  /// dead (`RemoteError.timedOut`). An answer other than `200` is a typed error as for a
  /// read; a `401` asks the credential closure for a fresh credential once.
  ///
  /// - Parameters:
  ///   - request: The environment to watch, and whether to refresh the credential.
  ///   - events: Where the connection and the changes are signalled.
  /// - Returns: How the connection ended.
  /// - Throws: A `RemoteError` naming the URL without the credential.
  public func watch(_ request: RemoteWatchRequest, events: RemoteLiveEvents)
    async throws(RemoteError) -> RemoteLiveEnd
  {
    let node = try Self.node(of: request.environment)
    let path: RemotePath
    do {
      path = streamedNode == .versionMarker ? try node.appending("_version") : node
    } catch {
      throw .invalidPath(error)
    }
    let shown = url(for: path)
    guard
      TransportSecurity.permits(
        shown, allowsInsecureHTTP: transport.allowsInsecureHTTPForDevelopment)
    else { throw .insecureURL(shown) }
    let session = FirebaseSession(source: self)
    var refreshed = request.refreshesCredential
    var credential = try await session.askCredential(forceRefresh: refreshed)
    var headers: [String: String] = [:]
    for (name, value) in transport.headers.all { headers[name] = value }
    while true {
      let target = credential.map { url(for: path, query: [($0.parameterName, $0.token)]) } ?? shown
      let reader = FirebaseStreamReader(node: streamedNode, url: shown, events: events)
      let maximumEventBytes =
        streamedNode == .versionMarker ? Self.maximumMarkerBytes * 4 : transport.maximumBodyBytes
      let result = await EventStreamConnection.run(
        url: target, headers: headers, keepAliveTimeout: request.keepAliveTimeout,
        allowsInsecureHTTP: transport.allowsInsecureHTTPForDevelopment,
        // The service sends a node as one `data:` line: a line may be as long as an event.
        parser: EventStreamParser(
          maximumLineBytes: maximumEventBytes + 64, maximumEventBytes: maximumEventBytes),
        onOpen: { events.connected() }, onEvent: reader.handle)
      switch result {
      case .failure(let error):
        throw FirebaseSession.naming(shown, in: error)
      case .success(.closed):
        return .closed
      case .success(.stopped):
        return reader.end ?? .closed
      case .success(.rejected(let status, let body)):
        let message = FirebaseSession.errorMessage(body)
        if status == 401 {
          if self.credential != nil, !refreshed {
            refreshed = true
            credential = try await session.askCredential(forceRefresh: true)
            continue
          }
          throw .unauthorized(shown, message: message ?? "unauthorized")
        }
        if let message { throw .serviceError(shown, status: status, message: message) }
        throw .httpStatus(shown, status: status)
      }
    }
  }
}
