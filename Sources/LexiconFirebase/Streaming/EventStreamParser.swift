/// Reads a `text/event-stream` as it arrives, in chunks of any size, into events — the
/// Server-Sent Events format of the WHATWG HTML standard, which the Firebase Realtime Database
/// streams over its REST API.
///
/// - Lines end with CR LF, LF or CR, also when a CR ends one chunk and its LF begins the next.
/// - A line starting with `:` is a comment (a server's keep-alive); a UTF-8 byte order mark at the
///   very start is skipped.
/// - `field: value` (one space after the colon is dropped; a line without a colon is a field with
///   an empty value): `event` sets the type, `data` appends a line to the data, `id` sets the
///   last event ID (unless it holds NUL), `retry` (digits only) the reconnection time; other
///   fields are ignored.
/// - A blank line dispatches the event when it has data (the last line feed of the data
///   removed), with type `message` when no `event` field was given; an event without data only
///   resets the type.
/// - Bounded: a line longer than ``maximumLineBytes`` or data larger than ``maximumEventBytes``
///   throws, whatever the server sends. Only the current line and event are held.
///
/// ```swift
/// var parser = EventStreamParser()
/// try parser.feed(Array("event: put\ndata: {\"path\":\"/\"".utf8)) { _ in }
/// try parser.feed(Array(",\"data\":1}\n\n".utf8)) { event in print(event.type) }   // put
/// ```
struct EventStreamParser: Sendable {
  /// The longest line accepted, in bytes.
  let maximumLineBytes: Int
  /// The largest data of one event, in bytes.
  let maximumEventBytes: Int

  /// The last event ID set by the stream.
  private(set) var lastEventID: String?
  /// The reconnection time the stream asked for, in milliseconds.
  private(set) var retryMilliseconds: Int?

  private var line: [UInt8] = []
  private var data: [UInt8] = []
  private var hasData = false
  private var type: String?
  private var atStart = true
  private var afterCR = false

  /// A parser with caps on lines and events.
  ///
  /// - Parameters:
  ///   - maximumLineBytes: The longest line accepted; 64 KiB by default.
  ///   - maximumEventBytes: The largest data of one event; 1 MiB by default.
  init(maximumLineBytes: Int = 1 << 16, maximumEventBytes: Int = 1 << 20) {
    self.maximumLineBytes = max(1, maximumLineBytes)
    self.maximumEventBytes = max(1, maximumEventBytes)
  }

  /// Reads the next bytes of the stream; calls `emit` for each event they complete, in order.
  ///
  /// - Throws: ``EventStreamError`` when a line or an event passes its cap; the parser must not
  ///   be fed again then (the connection is closed).
  mutating func feed(_ bytes: some Sequence<UInt8>, _ emit: (ServerSentEvent) -> Void)
    throws(EventStreamError)
  {
    for byte in bytes {
      if byte == 0x0A {
        if afterCR {
          afterCR = false
          continue
        }
        try endLine(emit)
      } else if byte == 0x0D {
        afterCR = true
        try endLine(emit)
      } else {
        afterCR = false
        line.append(byte)
        if line.count > maximumLineBytes { throw .lineTooLong(limit: maximumLineBytes) }
      }
    }
  }

  /// Processes the line held.
  private mutating func endLine(_ emit: (ServerSentEvent) -> Void) throws(EventStreamError) {
    defer {
      line.removeAll(keepingCapacity: line.count <= 4_096)
      atStart = false
    }
    var start = 0
    // A byte order mark (EF BB BF) may open the stream.
    if atStart, line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF { start = 3 }
    guard start < line.count else {
      dispatch(emit)
      return
    }
    if line[start] == 0x3A { return }  // ":" — a comment
    let colon = line[start...].firstIndex(of: 0x3A)
    let name = line[start..<(colon ?? line.endIndex)]
    var valueStart = colon.map { $0 + 1 } ?? line.endIndex
    if valueStart < line.endIndex, line[valueStart] == 0x20 { valueStart += 1 }
    let value = line[valueStart...]
    switch String(decoding: name, as: UTF8.self) {
    case "event":
      type = String(decoding: value, as: UTF8.self)
    case "data":
      if data.count + value.count + 1 > maximumEventBytes {
        throw .eventTooLarge(limit: maximumEventBytes)
      }
      data.append(contentsOf: value)
      data.append(0x0A)
      hasData = true
    case "id":
      if !value.contains(0) { lastEventID = String(decoding: value, as: UTF8.self) }
    case "retry":
      if !value.isEmpty, value.allSatisfy({ (0x30...0x39).contains($0) }), value.count <= 9 {
        retryMilliseconds = Int(String(decoding: value, as: UTF8.self))
      }
    default:
      break
    }
  }

  /// Ends the event at a blank line.
  private mutating func dispatch(_ emit: (ServerSentEvent) -> Void) {
    defer {
      data.removeAll(keepingCapacity: data.count <= 4_096)
      hasData = false
      type = nil
    }
    guard hasData else { return }
    let text = String(decoding: data.dropLast(), as: UTF8.self)
    emit(ServerSentEvent(type: type ?? "message", data: text, lastEventID: lastEventID))
  }
}
