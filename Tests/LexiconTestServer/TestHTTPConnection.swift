import Foundation

/// One accepted connection of the test HTTP server: reads HTTP/1.1 requests (persistent
/// connections, `Content-Length` and chunked bodies) and writes answers, faults included.
///
/// Every wait also watches the server's wake pipe, so ``TestHTTPServer/stop()`` ends a stalled
/// or dripping answer at once.
struct TestHTTPConnection {
  /// The socket.
  let fd: Int32
  /// The read end of the server's wake pipe: readable once the server stops.
  let wake: Int32
  /// The address family the connection arrived on.
  let family: TestSocket.Family
  /// Bytes read past the end of the last request (a pipelined next request).
  private var buffer: [UInt8] = []

  /// The longest request head accepted.
  static let maximumHeadBytes = 65_536
  /// How long an idle persistent connection is kept open.
  static let idleTimeout: TimeInterval = 10

  init(fd: Int32, wake: Int32, family: TestSocket.Family) {
    self.fd = fd
    self.wake = wake
    self.family = family
  }

  /// What reading a request gave.
  enum ReadResult {
    /// A complete request (its `number` is filled in by the server).
    case request(TestHTTPRequest)
    /// The peer closed, the server stopped, or the connection idled out.
    case closed
    /// The request is malformed; answer this status and close.
    case malformed(Int)
  }

  // MARK: - Reading

  /// Reads the next request.
  mutating func readRequest() -> ReadResult {
    var headEnd: Int?
    while true {
      if let end = Self.find([0x0D, 0x0A, 0x0D, 0x0A], in: buffer) {
        headEnd = end
        break
      }
      guard buffer.count <= Self.maximumHeadBytes else { return .malformed(431) }
      guard fill() else { return .closed }
    }
    guard let headEnd else { return .closed }
    let head = String(decoding: buffer[0..<headEnd], as: UTF8.self)
    buffer.removeFirst(headEnd + 4)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
    guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else {
      return .malformed(400)
    }
    var headers: [TestHTTPHeader] = []
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { return .malformed(400) }
      headers.append(
        TestHTTPHeader(
          String(line[..<colon]),
          line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
    }
    let body: [UInt8]
    if headers.value("Transfer-Encoding")?.lowercased() == "chunked" {
      guard let chunked = readChunkedBody() else { return .closed }
      body = chunked
    } else if let length = headers.value("Content-Length").flatMap(Int.init), length > 0 {
      while buffer.count < length {
        guard fill() else { return .closed }
      }
      body = Array(buffer[0..<length])
      buffer.removeFirst(length)
    } else {
      body = []
    }
    let target = String(requestLine[1])
    let question = target.firstIndex(of: "?")
    return .request(
      TestHTTPRequest(
        method: String(requestLine[0]), target: target,
        path: String(target[..<(question ?? target.endIndex)]),
        query: question.map { String(target[target.index(after: $0)...]) }, headers: headers,
        body: body, number: 0, family: family))
  }

  /// Reads a chunked body and its trailer; `nil` when the connection ends first.
  private mutating func readChunkedBody() -> [UInt8]? {
    var body: [UInt8] = []
    while true {
      guard let line = readLine(), let size = Int(line.split(separator: ";")[0], radix: 16)
      else { return nil }
      if size == 0 {
        while let trailer = readLine(), !trailer.isEmpty {}
        return body
      }
      while buffer.count < size + 2 {
        guard fill() else { return nil }
      }
      body += buffer[0..<size]
      buffer.removeFirst(size + 2)
    }
  }

  /// Reads one line ending in CRLF, without it.
  private mutating func readLine() -> String? {
    while true {
      if let end = Self.find([0x0D, 0x0A], in: buffer) {
        let line = String(decoding: buffer[0..<end], as: UTF8.self)
        buffer.removeFirst(end + 2)
        return line
      }
      guard fill() else { return nil }
    }
  }

  /// Reads more bytes into the buffer; `false` at the end of the stream, when the server
  /// stops, or after the idle timeout.
  private mutating func fill() -> Bool {
    let ready = TestSocket.waitReadable([fd, wake], timeout: Self.idleTimeout)
    guard ready.contains(fd), !ready.contains(wake) else { return false }
    let bytes = TestSocket.read(fd)
    buffer += bytes
    return !bytes.isEmpty
  }

  private static func find(_ pattern: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= pattern.count else { return nil }
    for start in 0...(bytes.count - pattern.count)
    where bytes[start..<start + pattern.count].elementsEqual(pattern) {
      return start
    }
    return nil
  }

  // MARK: - Writing

  /// What writing an answer did.
  struct WriteOutcome {
    /// Whether the connection stays open for another request.
    var keepsOpen = false
    /// Whether the socket is already closed (after a reset): it must not be used again.
    var closed = false
    /// The body bytes written (chunk framing included).
    var bodyBytesSent = 0
    /// Whether the whole answer was written.
    var complete = false
  }

  /// Writes an answer, breaking it as its fault says.
  func write(_ response: TestHTTPResponse, to request: TestHTTPRequest?) -> WriteOutcome {
    if let channel = response.stream { return stream(response, from: channel) }
    var outcome = WriteOutcome()
    if response.fault == .hangUp { return outcome }
    if case .stall(let seconds) = response.fault, !pause(seconds) { return outcome }
    let chunked = response.headers.value("Transfer-Encoding")?.lowercased() == "chunked"
    let sendsBody = request?.method != "HEAD" && response.status != 304 && response.status != 204
    var body: [UInt8] = []
    if sendsBody {
      body = chunked ? Self.chunks(of: response.body, size: response.chunkSize) : response.body
    }
    let keepsOpen =
      response.fault == nil && request?.headers.value("Connection")?.lowercased() != "close"
    var head = "HTTP/1.1 \(response.status) \(response.reason)\r\n"
    for header in response.headers {
      head += "\(header.name): \(header.value)\r\n"
    }
    if !chunked, !response.headers.contains("Content-Length"), response.status != 304 {
      head += "Content-Length: \(response.body.count)\r\n"
    }
    head += "Connection: \(keepsOpen ? "keep-alive" : "close")\r\n\r\n"
    guard TestSocket.write(fd, Array(head.utf8)) else { return outcome }
    switch response.fault {
    case .truncate(let count)?:
      if TestSocket.write(fd, body.prefix(count)) { outcome.bodyBytesSent = min(count, body.count) }
    case .reset(let count)?:
      if TestSocket.write(fd, body.prefix(count)) { outcome.bodyBytesSent = min(count, body.count) }
      // Let the peer read what was sent before the reset discards it.
      _ = pause(0.05)
      TestSocket.reset(fd)
      outcome.closed = true
    case .drip(let size, let interval)?:
      while outcome.bodyBytesSent < body.count {
        guard pause(interval) else { return outcome }
        let end = min(body.count, outcome.bodyBytesSent + max(1, size))
        guard TestSocket.write(fd, body[outcome.bodyBytesSent..<end]) else { return outcome }
        outcome.bodyBytesSent = end
      }
      outcome.complete = true
    case .stall?, .hangUp?, nil:
      guard TestSocket.write(fd, body) else { return outcome }
      outcome.bodyBytesSent = body.count
      outcome.complete = true
      outcome.keepsOpen = keepsOpen
    }
    return outcome
  }

  /// Writes an event stream: the head, then what the test writes into `channel` as it writes
  /// it, until the channel ends, the client goes away or the server stops.
  private func stream(_ response: TestHTTPResponse, from channel: TestEventChannel)
    -> WriteOutcome
  {
    var outcome = WriteOutcome()
    defer { channel.markDisconnected() }
    var head = "HTTP/1.1 \(response.status) \(response.reason)\r\n"
    for header in response.headers {
      head += "\(header.name): \(header.value)\r\n"
    }
    head += "Connection: close\r\n\r\n"
    guard TestSocket.write(fd, Array(head.utf8)) else { return outcome }
    channel.markConnected()
    while true {
      let ready = TestSocket.waitReadable([channel.wake.read, wake, fd], timeout: nil)
      if ready.contains(wake) { return outcome }
      if ready.contains(fd), TestSocket.read(fd).isEmpty { return outcome }  // the client left
      guard ready.contains(channel.wake.read) else { continue }
      let (chunks, ending) = channel.take()
      for chunk in chunks {
        guard TestSocket.write(fd, chunk) else { return outcome }
        outcome.bodyBytesSent += chunk.count
        channel.noteSent(chunk.count)
      }
      switch ending {
      case .close?:
        outcome.complete = true
        return outcome
      case .reset?:
        TestSocket.reset(fd)
        outcome.closed = true
        return outcome
      case nil:
        continue
      }
    }
  }

  /// Waits `seconds`; `false` when the server stopped meanwhile.
  private func pause(_ seconds: TimeInterval) -> Bool {
    TestSocket.waitReadable([wake], timeout: seconds).isEmpty
  }

  /// A body framed as chunks of `size` bytes and the last, empty chunk.
  private static func chunks(of body: [UInt8], size: Int) -> [UInt8] {
    var framed: [UInt8] = []
    var start = 0
    while start < body.count {
      let end = min(body.count, start + max(1, size))
      framed += Array(String(end - start, radix: 16).utf8) + [0x0D, 0x0A]
      framed += body[start..<end] + [0x0D, 0x0A]
      start = end
    }
    return framed + Array("0\r\n\r\n".utf8)
  }
}
