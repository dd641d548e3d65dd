import Foundation

/// A loopback port nobody listens on, for "connection refused": the socket is bound (so no one
/// else can take the port while the test runs) but not listening, so every connection to it is
/// refused with a reset.
///
/// ```swift
/// try RefusingPort.with { port in
///   await #expect(throws: RemoteError.connectionFailed(port.url("/x"), code: …)) { … }
/// }
/// ```
package struct RefusingPort: Sendable {
  /// The bound socket.
  private let fd: Int32
  /// The port on `127.0.0.1`.
  package let port: Int

  /// Runs `body` with a refusing port and closes it afterwards.
  @discardableResult
  package static func with<Result>(_ body: (RefusingPort) async throws -> Result) async throws
    -> Result
  {
    let bound = try TestSocket.bindLoopback(.ipv4, listens: false)
    let port = RefusingPort(fd: bound.fd, port: bound.port)
    defer { TestSocket.close(port.fd) }
    return try await body(port)
  }

  /// A URL on the port: `http://127.0.0.1:PORT/path`.
  package func url(_ target: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(target)")!
  }
}
