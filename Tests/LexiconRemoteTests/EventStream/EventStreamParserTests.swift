import Testing

@testable import LexiconFirebase
@testable import LexiconRemote

/// The event-stream parser reads the Server-Sent Events format as the WHATWG standard defines
/// it, in chunks cut anywhere, and stays bounded.
@Suite struct EventStreamParserTests {
  /// The events of `text`, fed in chunks of `size` bytes.
  static func events(_ text: String, chunk size: Int = .max, parser: EventStreamParser = .init())
    throws(EventStreamError) -> [ServerSentEvent]
  {
    var parser = parser
    var events: [ServerSentEvent] = []
    let bytes = Array(text.utf8)
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + max(1, size))
      try parser.feed(bytes[start..<end]) { events.append($0) }
      start = end
    }
    return events
  }

  static let firebase = """
    event: put
    data: {"path": "/", "data": {"a": 1, "b": 2}}

    event: keep-alive
    data: null

    event: patch
    data: {"path": "/c", "data": {"foo": true}}


    """

  @Test(arguments: [1, 2, 3, 7, 64, Int.max])
  func firebaseEventsInChunksOfAnySize(chunk: Int) throws {
    #expect(
      try Self.events(Self.firebase, chunk: chunk) == [
        ServerSentEvent(type: "put", data: #"{"path": "/", "data": {"a": 1, "b": 2}}"#),
        ServerSentEvent(type: "keep-alive", data: "null"),
        ServerSentEvent(type: "patch", data: #"{"path": "/c", "data": {"foo": true}}"#),
      ])
  }

  @Test(
    "Line endings: LF, CRLF and CR, also a CR at the end of a chunk",
    arguments: ["\n", "\r\n", "\r"])
  func lineEndings(ending: String) throws {
    let text = ["event: put", "data: one", "data: two", "", "data: three", "", ""]
      .joined(separator: ending)
    for chunk in [1, 2, 5, Int.max] {
      #expect(
        try Self.events(text, chunk: chunk) == [
          ServerSentEvent(type: "put", data: "one\ntwo"),
          ServerSentEvent(type: "message", data: "three"),
        ])
    }
  }

  @Test func commentsFieldsWithoutColonsAndUnknownFields() throws {
    let text = """
      : a comment the server sends to keep the connection alive
      :
      event
      data
      unknown: field
      data:x
      data:  y


      """
    #expect(try Self.events(text) == [ServerSentEvent(type: "", data: "\nx\n y")])
  }

  @Test func anEventWithoutDataOnlyResetsTheType() throws {
    let text = "event: put\n\ndata: after\n\n"
    #expect(try Self.events(text) == [ServerSentEvent(type: "message", data: "after")])
  }

  @Test func aByteOrderMarkOpensTheStreamOnly() throws {
    let text = "\u{FEFF}data: first\n\n\u{FEFF}data: second\n\n"
    let events = try Self.events(text, chunk: 1)
    #expect(events.map(\.data) == ["first"])
  }

  @Test func idAndRetry() throws {
    var parser = EventStreamParser()
    var events: [ServerSentEvent] = []
    try parser.feed(
      Array("id: 7\nretry: 2500\nretry: soon\ndata: a\n\nid: bad\0id\ndata: b\n\n".utf8)
    ) { events.append($0) }
    #expect(events.map(\.lastEventID) == ["7", "7"])
    #expect(parser.retryMilliseconds == 2_500)
  }

  @Test func anUnfinishedEventIsNotDispatched() throws {
    #expect(try Self.events("event: put\ndata: {\"path\"").isEmpty)
  }

  @Test func aLineLongerThanTheCapThrows() {
    let parser = EventStreamParser(maximumLineBytes: 16, maximumEventBytes: 1_024)
    #expect(throws: EventStreamError.lineTooLong(limit: 16)) {
      try Self.events("data: " + String(repeating: "x", count: 100), chunk: 3, parser: parser)
    }
  }

  @Test func dataLargerThanTheCapThrows() {
    let parser = EventStreamParser(maximumLineBytes: 64, maximumEventBytes: 32)
    let lines = String(repeating: "data: 0123456789\n", count: 4)
    #expect(throws: EventStreamError.eventTooLarge(limit: 32)) {
      try Self.events(lines, parser: parser)
    }
  }
}
