import Dispatch
import Foundation
import Lexicon
import LexiconRemote

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The static host of `lexicon demo`: a few files served over HTTP/1.1 on `127.0.0.1`, on an
/// ephemeral port, so the demo's over-the-air refresh runs through a real `URLSession` with no
/// network and no set-up.
///
/// Deliberately small and loopback-only: `GET` of the fixed files (with an `ETag`), `404` for
/// anything else, one request per connection, one thread, until ``stop()``.
///
/// ```swift
/// let server = try DemoServer(files: ["production/1-0-0/manifest.json": manifest])
/// defer { server.stop() }
/// StaticHostingSource(baseURL: server.baseURL)
/// ```
final class DemoServer: Sendable {
  /// The port on `127.0.0.1`.
  let port: Int
  /// The files served, by path below the root (`production/1-0-0/manifest.json`).
  private let files: [String: Data]
  private let listener: Int32
  private let wake: (read: Int32, write: Int32)
  private let finished = DispatchGroup()
  /// The requests answered: `GET /path → 200 (1,234 bytes)`.
  private let answered = LockedValue<[String]>([])
  /// Whether ``stop()`` was called.
  private let stopped = LockedValue(false)

  #if canImport(Darwin)
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
  #else
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
  #endif

  /// Starts serving `files` on an ephemeral port of `127.0.0.1`.
  ///
  /// - Parameter files: The files, by path below the root.
  /// - Throws: ``ToolError`` naming the socket call that failed.
  init(files: [String: Data]) throws(ToolError) {
    self.files = files
    let fd = socket(AF_INET, Self.streamType, 0)
    guard fd >= 0 else { throw Self.failure("socket") }
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(fd, address, length) == 0 && listen(fd, 16) == 0
          && getsockname(fd, address, &length) == 0
      }
    }
    var pipeEnds: [Int32] = [0, 0]
    guard bound, pipe(&pipeEnds) == 0 else {
      let error = Self.failure("bind")
      Self.close(fd)
      throw error
    }
    listener = fd
    port = Int(UInt16(bigEndian: address.sin_port))
    wake = (pipeEnds[0], pipeEnds[1])
    finished.enter()
    Thread.detachNewThread { [self] in
      serve()
      finished.leave()
    }
  }

  /// `http://127.0.0.1:PORT`.
  var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
  }

  /// The requests answered so far, in order: `GET /production/1-0-0/manifest.json → 200 (917 bytes)`.
  var log: [String] { answered.withLock { $0 } }

  /// Stops serving and returns once the server's thread has ended and its sockets are closed.
  /// Only the first call does anything: a second one must not close descriptors that may since
  /// belong to something else.
  func stop() {
    let first = stopped.withLock { stopped in
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
    finished.wait()
    Self.close(listener)
    Self.close(wake.read)
    Self.close(wake.write)
  }

  /// Accepts and answers connections until woken.
  private func serve() {
    while true {
      var ready = [
        pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&ready, 2, -1) >= 0 || errno == EINTR else { return }
      if ready[1].revents != 0 { return }
      guard ready[0].revents != 0 else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
      #endif
      answer(connection)
      Self.close(connection)
    }
  }

  /// Reads one request head (waiting at most two seconds for it) and answers it.
  private func answer(_ connection: Int32) {
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while !head.ends(with: "\r\n\r\n".utf8), head.count < 16_384 {
      var ready = [pollfd(fd: connection, events: Int16(POLLIN), revents: 0)]
      guard poll(&ready, 1, 2_000) > 0 else { return }
      let count = read(connection, &buffer, buffer.count)
      guard count > 0 else { return }
      head += buffer[0..<count]
    }
    let line = String(decoding: head.prefix { $0 != 0x0D }, as: UTF8.self)
    let parts = line.split(separator: " ")
    let path = parts.count == 3 ? String(parts[1].dropFirst()) : ""
    let body = parts.first == "GET" ? files[path] : nil
    let status = body == nil ? 404 : 200
    var response = "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Not Found")\r\n"
    response += "Content-Type: application/json\r\nConnection: close\r\n"
    if let body {
      response += "ETag: \"\(SHA256.hash(body).description.prefix(16))\"\r\n"
    }
    response += "Content-Length: \(body?.count ?? 0)\r\n\r\n"
    let bytes = Array(response.utf8) + (body.map(Array.init) ?? [])
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes { raw in
        send(connection, raw.baseAddress! + offset, bytes.count - offset, Self.sendFlags)
      }
      guard sent > 0 else { break }
      offset += sent
    }
    let method = parts.first.map(String.init) ?? "?"
    answered.withLock { $0.append("\(method) /\(path) → \(status) (\(body?.count ?? 0) bytes)") }
  }

  private static func failure(_ call: String) -> ToolError {
    ToolError(
      "the demo's loopback server could not start: \(call) failed: "
        + String(cString: strerror(errno)), exitCode: .findings)
  }

  private static func close(_ fd: Int32) {
    #if canImport(Darwin)
      _ = Darwin.close(fd)
    #elseif canImport(Musl)
      _ = Musl.close(fd)
    #else
      _ = Glibc.close(fd)
    #endif
  }
}

extension Array where Element == UInt8 {
  /// Whether the bytes end with `suffix`.
  fileprivate func ends(with suffix: String.UTF8View) -> Bool {
    count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
  }
}
