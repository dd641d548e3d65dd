/// One event of a `text/event-stream` (Server-Sent Events): its type, its data, and the last
/// event ID the stream gave.
///
/// ```swift
/// // event: put
/// // data: {"path": "/", "data": "3f9a"}
/// ServerSentEvent(type: "put", data: #"{"path": "/", "data": "3f9a"}"#)
/// ```
struct ServerSentEvent: Sendable, Hashable {
  /// The event type: the last `event:` field, or `message` when the event has none.
  var type: String
  /// The `data:` fields joined by line feeds.
  var data: String
  /// The last event ID the stream set (`id:`), or `nil`.
  var lastEventID: String?

  init(type: String, data: String, lastEventID: String? = nil) {
    self.type = type
    self.data = data
    self.lastEventID = lastEventID
  }
}
