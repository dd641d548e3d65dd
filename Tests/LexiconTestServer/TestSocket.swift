import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX socket calls the test HTTP server makes, with the differences between Linux and
/// Apple platforms kept here: socket types, `sin_len`, and how a write to a closed peer is kept
/// from raising `SIGPIPE` (`MSG_NOSIGNAL` on Linux, `SO_NOSIGPIPE` on Apple platforms).
package enum TestSocket {
  /// An address family the server listens on.
  package enum Family: Sendable, Hashable {
    /// `127.0.0.1`.
    case ipv4
    /// `::1`.
    case ipv6

    /// The host as written in a URL: `127.0.0.1` or `[::1]`.
    package var urlHost: String {
      self == .ipv4 ? "127.0.0.1" : "[::1]"
    }
  }

  /// Why a socket call failed.
  package struct Failure: Error, CustomStringConvertible {
    /// The call that failed.
    package var call: String
    /// `errno` after it.
    package var code: Int32

    package var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  #if canImport(Darwin)
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
  #else
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
  #endif

  /// A new TCP socket of `family`, set up for the tests (no `SIGPIPE` on Apple platforms,
  /// IPv6 only for `.ipv6`).
  private static func makeSocket(_ family: Family) throws -> Int32 {
    let fd = socket(family == .ipv4 ? AF_INET : AF_INET6, streamType, 0)
    guard fd >= 0 else { throw Failure(call: "socket", code: errno) }
    var one: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    #if canImport(Darwin)
      setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    if family == .ipv6 {
      setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
    }
    return fd
  }

  /// Calls `body` (`bind` or `connect`) with the loopback address of `family` at `port`.
  private static func withLoopbackAddress(
    _ family: Family, port: Int, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
  ) -> Int32 {
    switch family {
    case .ipv4:
      var address = sockaddr_in()
      #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
      #endif
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
      return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    case .ipv6:
      var address = sockaddr_in6()
      #if canImport(Darwin)
        address.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
      #endif
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = in_port_t(UInt16(port).bigEndian)
      address.sin6_addr = in6addr_loopback
      return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          body($0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    }
  }

  /// Closes `fd` and throws the failure of `call`.
  private static func fail(_ fd: Int32, _ call: String) -> Failure {
    let code = errno
    close(fd)
    return Failure(call: call, code: code)
  }

  /// A TCP socket bound to the loopback address of `family` on an ephemeral port, listening when
  /// `listens` is true. A bound socket that does not listen refuses every connection, and keeps
  /// its port from being taken by anyone else while it is open.
  ///
  /// - Returns: The descriptor and the port.
  package static func bindLoopback(_ family: Family, listens: Bool) throws -> (fd: Int32, port: Int)
  {
    let fd = try makeSocket(family)
    guard withLoopbackAddress(family, port: 0, { bind(fd, $0, $1) }) == 0 else {
      throw fail(fd, "bind")
    }
    if listens, listen(fd, 64) != 0 { throw fail(fd, "listen") }
    return (fd, try port(of: fd))
  }

  /// A TCP connection to a loopback port, for tests that speak HTTP by hand.
  ///
  /// - Returns: The connected descriptor.
  package static func connectLoopback(_ family: Family, port: Int) throws -> Int32 {
    let fd = try makeSocket(family)
    guard withLoopbackAddress(family, port: port, { connect(fd, $0, $1) }) == 0 else {
      throw fail(fd, "connect")
    }
    return fd
  }

  /// The local port a socket is bound to.
  private static func port(of fd: Int32) throws -> Int {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let result = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard result == 0 else { throw Failure(call: "getsockname", code: errno) }
    return withUnsafePointer(to: &storage) { pointer in
      if Int32(pointer.pointee.ss_family) == AF_INET {
        return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
          Int(UInt16(bigEndian: $0.pointee.sin_port))
        }
      }
      return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
        Int(UInt16(bigEndian: $0.pointee.sin6_port))
      }
    }
  }

  /// Accepts a connection; `nil` when none is waiting.
  package static func accept(_ listener: Int32) -> Int32? {
    #if canImport(Darwin)
      let fd = Darwin.accept(listener, nil, nil)
    #elseif canImport(Musl)
      let fd = Musl.accept(listener, nil, nil)
    #else
      let fd = Glibc.accept(listener, nil, nil)
    #endif
    guard fd >= 0 else { return nil }
    #if canImport(Darwin)
      var one: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    return fd
  }

  /// Waits until one of `fds` can be read (or was closed by its peer), or `timeout` passes.
  ///
  /// - Parameters:
  ///   - fds: The descriptors to watch.
  ///   - timeout: Seconds to wait; `nil` waits without limit.
  /// - Returns: The descriptors that are ready; empty after a timeout.
  package static func waitReadable(_ fds: [Int32], timeout: TimeInterval?) -> [Int32] {
    var entries = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let milliseconds = timeout.map { Int32(max(0, min($0 * 1000, 3_600_000))) } ?? -1
    var result: Int32
    repeat {
      result = poll(&entries, nfds_t(entries.count), milliseconds)
    } while result < 0 && errno == EINTR
    guard result > 0 else { return [] }
    return entries.filter { $0.revents != 0 }.map(\.fd)
  }

  /// Reads what is available, up to `capacity` bytes.
  ///
  /// - Returns: The bytes read; empty at the end of the stream or after an error.
  package static func read(_ fd: Int32, capacity: Int = 16_384) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: capacity)
    var count: Int
    repeat {
      count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, capacity, 0) }
    } while count < 0 && errno == EINTR
    return count > 0 ? Array(buffer[0..<count]) : []
  }

  /// Writes all of `bytes`.
  ///
  /// - Returns: `false` when the peer went away first.
  @discardableResult
  package static func write(_ fd: Int32, _ bytes: some Collection<UInt8>) -> Bool {
    let bytes = Array(bytes)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        send(fd, buffer.baseAddress! + offset, buffer.count - offset, sendFlags)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Closes a connection with a TCP reset instead of an orderly close: `SO_LINGER` with a zero
  /// timeout makes `close` send RST and drop unsent data.
  package static func reset(_ fd: Int32) {
    var option = linger(l_onoff: 1, l_linger: 0)
    setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    close(fd)
  }

  /// Stops both directions of a socket, waking any thread blocked reading or writing it.
  package static func shutDown(_ fd: Int32) {
    #if canImport(Darwin)
      shutdown(fd, SHUT_RDWR)
    #else
      shutdown(fd, Int32(SHUT_RDWR))
    #endif
  }

  /// Closes a descriptor.
  package static func close(_ fd: Int32) {
    #if canImport(Darwin)
      Darwin.close(fd)
    #elseif canImport(Musl)
      Musl.close(fd)
    #else
      Glibc.close(fd)
    #endif
  }

  /// A pipe whose read end wakes `poll` when a byte is written to the write end.
  package static func makePipe() throws -> (read: Int32, write: Int32) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw Failure(call: "pipe", code: errno) }
    return (fds[0], fds[1])
  }

  /// Reads what a pipe holds (up to 4 KiB); call when it is readable.
  package static func drain(_ fd: Int32) {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    #if canImport(Darwin)
      _ = buffer.withUnsafeMutableBytes { Darwin.read(fd, $0.baseAddress, $0.count) }
    #elseif canImport(Musl)
      _ = buffer.withUnsafeMutableBytes { Musl.read(fd, $0.baseAddress, $0.count) }
    #else
      _ = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
    #endif
  }

  /// Writes one byte to a pipe.
  package static func signal(_ fd: Int32) {
    var byte: UInt8 = 1
    #if canImport(Darwin)
      _ = Darwin.write(fd, &byte, 1)
    #elseif canImport(Musl)
      _ = Musl.write(fd, &byte, 1)
    #else
      _ = Glibc.write(fd, &byte, 1)
    #endif
  }
}
