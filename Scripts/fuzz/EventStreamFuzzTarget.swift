// The `eventstream` fuzz target: the Server-Sent Events parser of live updates and the Realtime
// Database stream reader, on bytes a server the app does not control sends. The first byte picks
// how the rest is cut into chunks; the parser must give the same events (and the same error) fed
// whole or in chunks, never an event past its cap, and the stream reader must take any event.

import Foundation

/// Parses `data` whole and in chunks, compares, and hands every event to a stream reader.
func fuzzEventStream(_ data: [UInt8]) {
  guard let seed = data.first else { return }
  let body = Array(data.dropFirst())
  let limits = (line: 512, event: 2_048)
  func parse(chunk size: Int) -> ([ServerSentEvent], EventStreamError?) {
    var parser = EventStreamParser(maximumLineBytes: limits.line, maximumEventBytes: limits.event)
    var events: [ServerSentEvent] = []
    var start = 0
    while start < body.count {
      let end = min(body.count, start + size)
      do throws(EventStreamError) {
        try parser.feed(body[start..<end]) { events.append($0) }
      } catch {
        return (events, error)
      }
      start = end
    }
    return (events, nil)
  }
  let whole = parse(chunk: max(body.count, 1))
  let chunked = parse(chunk: Int(seed % 13) + 1)
  guard whole.0 == chunked.0, whole.1 == chunked.1 else {
    fatalError("events differ when the stream is cut into chunks")
  }
  for event in whole.0 where event.data.utf8.count > limits.event {
    fatalError("an event past the cap: \(event.data.utf8.count) bytes")
  }
  let events = RemoteLiveEvents(connected: {}, changed: {})
  let url = URL(fileURLWithPath: "/_version.json")
  for node in [FirebaseStreamedNode.versionMarker, .publication] {
    let reader = FirebaseStreamReader(node: node, url: url, events: events)
    for event in whole.0 where !reader.handle(event) { break }
  }
}
