import Foundation
import Lexicon

/// The server's end of one `text/event-stream` answer of the test server: what a test writes
/// into it goes out on the connection as it is written, chunk by chunk, until the test closes
/// the stream, resets the connection, or the client goes away.
///
/// ```swift
/// let channel = try TestEventChannel()
/// server.route("/production/1-2-0/_version.json") { _ in .eventStream(channel) }
/// #expect(channel.awaitConnection())
/// channel.send(event: "put", data: #"{"path":"/","data":"v2"}"#)
/// channel.send(Array("event: keep-al".utf8))   // half an event: the rest in another packet
/// channel.close()
/// ```
///
/// A channel serves one connection; the test's route answers each request with a new one when
/// it expects the client to reconnect.
package final class TestEventChannel: Sendable {
  private struct State: Sendable {
    var chunks: [[UInt8]] = []
    var ending: Ending?
    var connected = false
    var disconnected = false
    var bytesSent = 0
  }

  /// How the stream ends.
  package enum Ending: Sendable, Hashable {
    /// An orderly close, once the chunks written before it went out.
    case close
    /// A TCP reset, at once.
    case reset
  }

  private let state = LockedValue(State())
  /// A pipe whose read end becomes readable when something was written or the stream ends.
  let wake: (read: Int32, write: Int32)

  /// A new channel.
  package init() throws {
    wake = try TestSocket.makePipe()
  }

  deinit {
    TestSocket.close(wake.read)
    TestSocket.close(wake.write)
  }

  // MARK: - Writing

  /// Writes bytes as they are (a part of an event, or several).
  package func send(_ bytes: some Collection<UInt8>) {
    state.withLock { $0.chunks.append(Array(bytes)) }
    TestSocket.signal(wake.write)
  }

  /// Writes one event: `event: <type>`, a `data:` line per line of `data`, a blank line.
  package func send(event type: String, data: String) {
    var text = "event: \(type)\n"
    for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
      text += "data: \(line)\n"
    }
    send(Array((text + "\n").utf8))
  }

  /// Writes a comment line, as servers do to keep a connection alive.
  package func sendComment(_ text: String = "") {
    send(Array(":\(text)\n".utf8))
  }

  /// Closes the stream in order once everything written went out.
  package func close() {
    end(.close)
  }

  /// Resets the connection at once.
  package func reset() {
    end(.reset)
  }

  private func end(_ ending: Ending) {
    state.withLock { if $0.ending == nil { $0.ending = ending } }
    TestSocket.signal(wake.write)
  }

  // MARK: - Observing

  /// Whether the answer's head went out.
  package var isConnected: Bool {
    state.withLock { $0.connected }
  }

  /// Whether the connection ended (closed, reset, or the client went away).
  package var isDisconnected: Bool {
    state.withLock { $0.disconnected }
  }

  /// The bytes of events written on the connection.
  package var bytesSent: Int {
    state.withLock { $0.bytesSent }
  }

  /// Waits until a client is connected; `false` after `timeout` seconds. Sleeps between looks,
  /// so the tasks that connect keep running.
  package func awaitConnection(timeout: TimeInterval = 60) async -> Bool {
    let end = Date().addingTimeInterval(timeout)
    while !isConnected, Date() < end { try? await Task.sleep(nanoseconds: 1_000_000) }
    return isConnected
  }

  /// Waits until the connection ended; `false` after `timeout` seconds.
  package func awaitDisconnection(timeout: TimeInterval = 60) async -> Bool {
    let end = Date().addingTimeInterval(timeout)
    while !isDisconnected, Date() < end { try? await Task.sleep(nanoseconds: 1_000_000) }
    return isDisconnected
  }

  // MARK: - The connection's side

  /// Notes the head went out.
  func markConnected() {
    state.withLock { $0.connected = true }
  }

  /// Notes the connection ended.
  func markDisconnected() {
    state.withLock { $0.disconnected = true }
  }

  /// Takes what was written since, and how the stream ends if it does (after those chunks).
  /// Call when the wake pipe is readable: it empties the pipe.
  func take() -> (chunks: [[UInt8]], ending: Ending?) {
    TestSocket.drain(wake.read)
    return state.withLock { state in
      defer { state.chunks = [] }
      return (state.chunks, state.ending)
    }
  }

  /// Counts bytes written on the connection.
  func noteSent(_ count: Int) {
    state.withLock { $0.bytesSent += count }
  }
}
