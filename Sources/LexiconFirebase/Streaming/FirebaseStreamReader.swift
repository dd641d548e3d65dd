import Foundation
import Lexicon
import LexiconReading
import LexiconRemote

/// Reads the events of one Realtime Database stream (`FirebaseSource.watch`): tells changes
/// apart from the state the stream opened with, and notes how the service ended it.
///
/// Called on the connection's delegate queue, one event after the other; its state is behind a
/// lock only because the handler is a `Sendable` closure.
///
/// ```swift
/// let reader = FirebaseStreamReader(node: .versionMarker, url: url, events: events)
/// reader.handle(ServerSentEvent(type: "put", data: #"{"path":"/","data":"v2"}"#))   // true
/// ```
final class FirebaseStreamReader: Sendable {
  private struct State: Sendable {
    /// Whether the first `put` (the node as it is when the stream opens) arrived.
    var opened = false
    /// The marker as that `put` or the last change gave it; `nil` when unknown.
    var marker: [UInt8]?
    var end: RemoteLiveEnd?
  }

  private let node: FirebaseStreamedNode
  private let url: URL
  private let events: RemoteLiveEvents
  private let state = LockedValue(State())

  init(node: FirebaseStreamedNode, url: URL, events: RemoteLiveEvents) {
    self.node = node
    self.url = url
    self.events = events
  }

  /// How the service ended the stream (`cancel`, `auth_revoked`), once it did.
  var end: RemoteLiveEnd? {
    state.withLock { $0.end }
  }

  /// Takes one event; `false` when the stream must close.
  @Sendable func handle(_ event: ServerSentEvent) -> Bool {
    switch event.type {
    case "put", "patch":
      if changes(event) { events.changed() }
      return true
    case "cancel":
      let message = Self.text(of: event.data) ?? "cancelled by the database"
      state.withLock { $0.end = .refused(.unauthorized(url, message: message)) }
      return false
    case "auth_revoked":
      state.withLock { $0.end = .credentialRevoked }
      return false
    default:
      // `keep-alive`, and events this reader does not know: the connection is alive.
      return true
    }
  }

  /// Whether a `put` or `patch` changes the content: not the first `put` (the node as the
  /// stream opened on it, already refreshed for), nor a `put` of the marker held.
  private func changes(_ event: ServerSentEvent) -> Bool {
    let (root, problems) = JSONReader.read(Array(event.data.utf8))
    guard problems.isEmpty, let root, let path = root.member("path")?.value.string,
      let data = root.member("data")?.value
    else {
      // Not {path, data}: whatever it says, the truth is one refresh away.
      state.withLock { $0.opened = true }
      return true
    }
    let value = JSONValue(data)?.compactEncoded()
    return state.withLock { state in
      let wholeNode = event.type == "put" && path == "/"
      defer { state.opened = true }
      guard state.opened else {
        state.marker = wholeNode ? value : nil
        return false
      }
      guard node == .versionMarker, wholeNode, let value else {
        state.marker = nil
        return true
      }
      guard value != state.marker else { return false }
      state.marker = value
      return true
    }
  }

  /// The text of a JSON string, or the data as it is when it is not one.
  private static func text(of data: String) -> String? {
    let (root, problems) = JSONReader.read(Array(data.utf8))
    if problems.isEmpty, let text = root?.string { return text }
    let trimmed = data.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty || trimmed == "null" ? nil : trimmed
  }
}
