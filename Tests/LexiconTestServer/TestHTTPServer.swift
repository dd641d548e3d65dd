import Dispatch
import Foundation
import Lexicon
import Testing

/// A small HTTP/1.1 server for tests, on real sockets: started per test on an ephemeral port of
/// `127.0.0.1` (and `::1` when the machine has it), answering from routes a test sets, logging
/// every request, and breaking answers on demand (see ``TestHTTPResponse/Fault``).
///
/// ```swift
/// try await TestHTTPServer.with { server in
///   server.route("/manifest.json", replies: [.status(500), .ok(manifest)])
///   server.route("/ru/7.json") { request in .ok(payload) }
///   let response = try await transport.get(server.url("/manifest.json"))
///   #expect(server.requests(to: "/manifest.json").count == 2)
/// }
/// ```
///
/// A route answers one path (the target without its query); ``fallback(_:)`` answers every
/// other path, and without one the server answers `404` with a JSON error body. Routes can be
/// replaced while the server runs, so a test can make the next answer good. The server accepts
/// at most ``maximumRequests`` requests; past that it closes connections without answering and
/// ``with(maximumRequests:_:)`` records an issue, so a retry loop that runs away fails its test
/// instead of hanging it.
///
/// ``stop()`` is deterministic: it wakes every thread of the server (the accept loop, each
/// connection, stalled and dripping answers) through a pipe, shuts the open connections down,
/// and returns once every thread has finished and every socket is closed.
package final class TestHTTPServer: Sendable {
  /// Answers one request.
  package typealias Handler = @Sendable (TestHTTPRequest) -> TestHTTPResponse

  /// The port on `127.0.0.1`.
  package let port: Int
  /// The port on `::1`, or `nil` when the machine has no IPv6 loopback.
  package let ipv6Port: Int?
  /// The most requests answered.
  package let maximumRequests: Int

  private let listeners: [(fd: Int32, family: TestSocket.Family)]
  private let wake: (read: Int32, write: Int32)
  private let threads = DispatchGroup()
  private let state = LockedValue(State())

  private struct State {
    var routes: [String: Handler] = [:]
    var fallback: Handler?
    var log: [TestHTTPRequest] = []
    var deliveries: [Delivery] = []
    var counts: [String: Int] = [:]
    var connections: Set<Int32> = []
    var refused = 0
    var stopped = false
  }

  /// Starts a server.
  ///
  /// - Parameter maximumRequests: The most requests it answers.
  package init(maximumRequests: Int = 32) throws {
    self.maximumRequests = maximumRequests
    let ipv4 = try TestSocket.bindLoopback(.ipv4, listens: true)
    var listeners: [(fd: Int32, family: TestSocket.Family)] = [(ipv4.fd, .ipv4)]
    port = ipv4.port
    if let ipv6 = try? TestSocket.bindLoopback(.ipv6, listens: true) {
      listeners.append((ipv6.fd, .ipv6))
      ipv6Port = ipv6.port
    } else {
      ipv6Port = nil
    }
    self.listeners = listeners
    do {
      wake = try TestSocket.makePipe()
    } catch {
      for listener in listeners { TestSocket.close(listener.fd) }
      throw error
    }
    threads.enter()
    Thread.detachNewThread { [self] in
      acceptLoop()
      threads.leave()
    }
  }

  /// Runs `body` with a started server and stops it afterwards, whatever happens; records an
  /// issue when more than `maximumRequests` requests arrived.
  @discardableResult
  package static func with<Result>(
    maximumRequests: Int = 32, _ body: (TestHTTPServer) async throws -> Result
  ) async throws -> Result {
    let server = try TestHTTPServer(maximumRequests: maximumRequests)
    defer {
      server.stop()
      let refused = server.state.withLock { $0.refused }
      if refused > 0 {
        Issue.record("the test server refused \(refused) requests past its budget")
      }
    }
    return try await body(server)
  }

  // MARK: - Routes

  /// Answers requests to `path` (the target without its query, such as `/ru/7.json`).
  package func route(_ path: String, _ handler: @escaping Handler) {
    state.withLock { $0.routes[path] = handler }
  }

  /// Answers the requests to `path` in turn: the first gets `replies[0]`, and so on; the last
  /// reply answers every request after it.
  package func route(_ path: String, replies: [TestHTTPResponse]) {
    precondition(!replies.isEmpty, "a script needs a reply")
    route(path) { request in replies[min(request.number, replies.count) - 1] }
  }

  /// Serves `body` at `path` as a static host does, with validators: see
  /// ``TestHTTPResponse/resource(_:for:etag:lastModified:headers:)``.
  package func serve(
    _ path: String, _ body: some Collection<UInt8> & Sendable, etag: String?,
    lastModified: String? = nil
  ) {
    let body = Array(body)
    route(path) { .resource(body, for: $0, etag: etag, lastModified: lastModified) }
  }

  /// Answers the paths no route names.
  package func fallback(_ handler: @escaping Handler) {
    state.withLock { $0.fallback = handler }
  }

  // MARK: - Addresses and the log

  /// The URL of a path (and query) on the server: `http://127.0.0.1:PORT/ru/7.json`.
  package func url(_ target: String, family: TestSocket.Family = .ipv4) -> URL {
    let port = family == .ipv4 ? port : ipv6Port ?? port
    let host = family == .ipv4 || ipv6Port == nil ? "127.0.0.1" : "[::1]"
    return URL(string: "http://\(host):\(port)\(target.hasPrefix("/") ? "" : "/")\(target)")!
  }

  /// Every request received, in order.
  package var requests: [TestHTTPRequest] {
    state.withLock { $0.log }
  }

  /// The requests received for `path`, in order.
  package func requests(to path: String) -> [TestHTTPRequest] {
    state.withLock { $0.log.filter { $0.path == path } }
  }

  /// The number of requests received.
  package var requestCount: Int {
    state.withLock { $0.log.count }
  }

  /// How an answer went out.
  package struct Delivery: Sendable, Hashable {
    /// The request's path.
    package var path: String
    /// The request's number among the requests to its path.
    package var number: Int
    /// The body bytes written before the answer ended.
    package var bodyBytesSent: Int
    /// Whether the whole answer was written: `false` when the fault cut it or the client went
    /// away first (a client that gave up on a slow answer).
    package var complete: Bool
  }

  /// How the answers to `path` went out, in the order they ended.
  package func deliveries(to path: String) -> [Delivery] {
    state.withLock { $0.deliveries.filter { $0.path == path } }
  }

  /// Waits up to `timeout` seconds until `count` answers to `path` have ended (a dripping answer
  /// ends when its client goes away), and returns them.
  package func awaitDeliveries(to path: String, count: Int = 1, timeout: TimeInterval = 10) async
    -> [Delivery]
  {
    let end = Date().addingTimeInterval(timeout)
    while deliveries(to: path).count < count, Date() < end {
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return deliveries(to: path)
  }

  // MARK: - Stopping

  /// Stops the server and returns once every thread has finished and every socket is closed.
  /// Calling it again does nothing.
  package func stop() {
    let first = state.withLock { state -> Bool in
      guard !state.stopped else { return false }
      state.stopped = true
      // Wakes connection threads blocked in a read or a write; each closes its own socket.
      for fd in state.connections { TestSocket.shutDown(fd) }
      return true
    }
    guard first else { return }
    TestSocket.signal(wake.write)
    threads.wait()
    for listener in listeners { TestSocket.close(listener.fd) }
    TestSocket.close(wake.read)
    TestSocket.close(wake.write)
  }

  // MARK: - Threads

  private func acceptLoop() {
    let fds = listeners.map(\.fd)
    while true {
      let ready = TestSocket.waitReadable(fds + [wake.read], timeout: nil)
      if ready.contains(wake.read) { return }
      for listener in listeners where ready.contains(listener.fd) {
        guard let fd = TestSocket.accept(listener.fd) else { continue }
        let accepted = state.withLock { state -> Bool in
          guard !state.stopped else { return false }
          state.connections.insert(fd)
          return true
        }
        guard accepted else {
          TestSocket.close(fd)
          return
        }
        let family = listener.family
        threads.enter()
        Thread.detachNewThread { [self] in
          serve(TestHTTPConnection(fd: fd, wake: wake.read, family: family))
          threads.leave()
        }
      }
    }
  }

  /// Answers the requests of one connection until it closes.
  private func serve(_ connection: TestHTTPConnection) {
    var connection = connection
    var closed = false
    defer {
      state.withLock { _ = $0.connections.remove(connection.fd) }
      if !closed { TestSocket.close(connection.fd) }
    }
    while true {
      let request: TestHTTPRequest
      switch connection.readRequest() {
      case .closed:
        return
      case .malformed(let status):
        _ = connection.write(.status(status), to: nil)
        return
      case .request(let read):
        request = read
      }
      let numbered = state.withLock { state -> (TestHTTPRequest, Handler)? in
        guard state.log.count < maximumRequests else {
          state.refused += 1
          return nil
        }
        var numbered = request
        numbered.number = state.counts[request.path, default: 0] + 1
        state.counts[request.path] = numbered.number
        state.log.append(numbered)
        let handler =
          state.routes[request.path] ?? state.fallback
          ?? { _ in .json(#"{"error": "no route for this path"}"#, status: 404) }
        return (numbered, handler)
      }
      guard let (numbered, handler) = numbered else { return }
      let outcome = connection.write(handler(numbered), to: numbered)
      state.withLock {
        $0.deliveries.append(
          Delivery(
            path: numbered.path, number: numbered.number, bodyBytesSent: outcome.bodyBytesSent,
            complete: outcome.complete))
      }
      closed = outcome.closed
      guard outcome.keepsOpen else { return }
    }
  }
}
