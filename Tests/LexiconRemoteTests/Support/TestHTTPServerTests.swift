import Foundation
import LexiconTestServer
import Testing

/// The test server itself, spoken to by hand over raw sockets (so what it sends is checked byte
/// for byte): routes, scripts, the log, persistent connections,
/// conditional answers, budgets and a deterministic stop.
@Suite struct TestHTTPServerTests {
  /// Sends raw bytes on a new connection and reads until the server closes it.
  func exchange(_ text: String, family: TestSocket.Family = .ipv4, port: Int) throws -> String {
    let fd = try TestSocket.connectLoopback(family, port: port)
    defer { TestSocket.close(fd) }
    TestSocket.write(fd, Array(text.utf8))
    var received: [UInt8] = []
    while !TestSocket.waitReadable([fd], timeout: 5).isEmpty {
      let bytes = TestSocket.read(fd)
      if bytes.isEmpty { break }
      received += bytes
    }
    return String(decoding: received, as: UTF8.self)
  }

  @Test func answersScriptsByRequestNumberOverOneConnection() throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    server.route("/a.json", replies: [.status(503, "busy"), .json(#"{"n": 2}"#)])
    let answer = try exchange(
      "GET /a.json?shallow=true&auth=t%20k HTTP/1.1\r\nHost: x\r\n\r\n"
        + "GET /a.json HTTP/1.1\r\nHost: x\r\nX-Firebase-ETag: true\r\n\r\n"
        + "GET /a.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      port: server.port)
    #expect(
      answer
        == "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 4\r\nConnection: keep-alive\r\n\r\nbusy"
        + "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 8\r\n"
        + "Connection: keep-alive\r\n\r\n{\"n\": 2}"
        + "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 8\r\n"
        + "Connection: close\r\n\r\n{\"n\": 2}")
    let log = server.requests(to: "/a.json")
    #expect(log.map(\.number) == [1, 2, 3])
    #expect(log[0].queryItems == ["shallow": "true", "auth": "t k"])
    #expect(log[1].query == nil)
    #expect(log[1].headers.value("x-firebase-etag") == "true")
  }

  @Test func readsRequestBodiesByLengthAndInChunks() throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    server.route("/put.json") { request in .ok(request.body) }
    let answer = try exchange(
      "PUT /put.json HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello"
        + "PUT /put.json HTTP/1.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        + "3\r\nabc\r\n2;x=y\r\nde\r\n0\r\n\r\n",
      port: server.port)
    #expect(answer.hasSuffix("\r\n\r\nabcde"))
    #expect(server.requests.map { String(decoding: $0.body, as: UTF8.self) } == ["hello", "abcde"])
  }

  @Test func unroutedPathsGetAJSON404AndAFallbackCanAnswerThem() throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    let missing = try exchange("GET /nope HTTP/1.1\r\nConnection: close\r\n\r\n", port: server.port)
    #expect(missing.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
    #expect(missing.hasSuffix(#"{"error": "no route for this path"}"#))
    server.fallback { request in .ok("fallback for \(request.path)") }
    let answered = try exchange(
      "GET /nope HTTP/1.1\r\nConnection: close\r\n\r\n", port: server.port)
    #expect(answered.hasSuffix("fallback for /nope"))
  }

  @Test func chunkedAnswersAndConditionalResources() throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    var chunked = TestHTTPResponse.ok(
      "abcdefg", headers: [TestHTTPHeader("Transfer-Encoding", "chunked")])
    chunked.chunkSize = 3
    server.route("/c") { [chunked] _ in chunked }
    server.serve(
      "/r", Array("body".utf8), etag: "\"e1\"", lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")
    let chunks = try exchange("GET /c HTTP/1.1\r\nConnection: close\r\n\r\n", port: server.port)
    #expect(chunks.hasSuffix("\r\n\r\n3\r\nabc\r\n3\r\ndef\r\n1\r\ng\r\n0\r\n\r\n"))
    let matched = try exchange(
      "GET /r HTTP/1.1\r\nIf-None-Match: \"e0\", W/\"e1\"\r\nConnection: close\r\n\r\n",
      port: server.port)
    #expect(matched.hasPrefix("HTTP/1.1 304 Not Modified\r\nETag: \"e1\"\r\n"))
    #expect(matched.hasSuffix("\r\n\r\n"))
    let byDate = try exchange(
      "GET /r HTTP/1.1\r\nIf-Modified-Since: Sun, 06 Nov 1994 08:49:38 GMT\r\nConnection: close\r\n\r\n",
      port: server.port)
    #expect(byDate.hasPrefix("HTTP/1.1 304"))
    let tagWins = try exchange(
      "GET /r HTTP/1.1\r\nIf-None-Match: \"e0\"\r\nIf-Modified-Since: Sun, 06 Nov 1994 08:49:38 GMT\r\n"
        + "Connection: close\r\n\r\n",
      port: server.port)
    #expect(tagWins.hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(tagWins.hasSuffix("\r\n\r\nbody"))
  }

  @Test func listensOnIPv6LoopbackWhenTheMachineHasIt() throws {
    let server = try TestHTTPServer()
    defer { server.stop() }
    guard let port = server.ipv6Port else { return }
    server.route("/six") { request in .ok("family \(request.family)") }
    let answer = try exchange(
      "GET /six HTTP/1.1\r\nConnection: close\r\n\r\n", family: .ipv6, port: port)
    #expect(answer.hasSuffix("family ipv6"))
    #expect(server.url("/six", family: .ipv6).absoluteString == "http://[::1]:\(port)/six")
  }

  @Test func requestsPastTheBudgetAreRefused() throws {
    let server = try TestHTTPServer(maximumRequests: 1)
    defer { server.stop() }
    server.route("/a") { _ in .ok("a") }
    let first = try exchange("GET /a HTTP/1.1\r\n\r\nGET /a HTTP/1.1\r\n\r\n", port: server.port)
    #expect(first.hasSuffix("\r\n\r\na"), "the second request is refused: the connection closes")
    #expect(server.requestCount == 1)
  }

  // Synchronous on purpose: an async test suspended in `Task.sleep` can wait for a thread of the
  // cooperative pool longer than the stall when other tests hold them, and then see the answer.
  @Test func stopEndsStalledAnswersAndReturnsPromptly() throws {
    let server = try TestHTTPServer()
    server.route("/slow") { _ in .ok("late", fault: .stall(30)) }
    let fd = try TestSocket.connectLoopback(.ipv4, port: server.port)
    defer { TestSocket.close(fd) }
    TestSocket.write(fd, Array("GET /slow HTTP/1.1\r\n\r\n".utf8))
    while server.requestCount == 0 { usleep(5_000) }
    let started = Date()
    server.stop()
    // Under 30 s tells "stop ended the stall" from "stop waited for it"; a full parallel test run
    // on two cores can hold this task for seconds, so the bound is no tighter.
    #expect(Date().timeIntervalSince(started) < 25, "stop did not wait for the 30 s stall")
    server.stop()  // again: nothing happens
    #expect(TestSocket.read(fd).isEmpty, "the connection was closed without an answer")
    #expect(throws: TestSocket.Failure.self) {
      let fd = try TestSocket.connectLoopback(.ipv4, port: server.port)
      TestSocket.close(fd)
    }
  }

  @Test func aRefusingPortRefuses() async throws {
    try await RefusingPort.with { port in
      #expect(throws: TestSocket.Failure.self) {
        TestSocket.close(try TestSocket.connectLoopback(.ipv4, port: port.port))
      }
    }
  }
}
