import Foundation
import Lexicon

/// Which URLs the transport may connect to: HTTPS anywhere; plain HTTP only to a loopback host
/// (`localhost`, `127.0.0.0/8`, `::1`, an IPv4-mapped `::ffff:127.x.y.z`) unless the app opts in
/// for development. Any other scheme is refused.
///
/// The check runs before any connection is opened, and again on every redirect.
///
/// ```swift
/// TransportSecurity.permits(URL(string: "https://cdn.example.com/m.json")!, allowsInsecureHTTP: false)  // true
/// TransportSecurity.permits(URL(string: "http://127.0.0.1:8080/m.json")!, allowsInsecureHTTP: false)    // true
/// TransportSecurity.permits(URL(string: "http://cdn.example.com/m.json")!, allowsInsecureHTTP: false)   // false
/// ```
package enum TransportSecurity {
  /// Whether the transport may connect to `url`.
  ///
  /// - Parameters:
  ///   - url: The URL of a request or a redirect.
  ///   - allowsInsecureHTTP: The development opt-in for plain HTTP to any host.
  /// - Returns: `true` for HTTPS with a host; for HTTP with a loopback host, or any host with the
  ///   opt-in.
  package static func permits(_ url: URL, allowsInsecureHTTP: Bool) -> Bool {
    guard let host = url.host, !host.isEmpty else { return false }
    switch url.scheme?.lowercased() {
    case "https": return true
    case "http": return allowsInsecureHTTP || isLoopback(host: host)
    default: return false
    }
  }

  /// Whether a URL host names the loopback interface: `localhost` (any case, with or without a
  /// final dot), an IPv4 address `127.a.b.c` written as four decimal numbers, or the IPv6
  /// address `::1` in any spelling (brackets optional), including `::ffff:127.a.b.c`.
  ///
  /// Other names that happen to resolve to loopback are not recognised: the check never looks a
  /// name up, so it cannot be fooled by a resolver.
  ///
  /// - Parameter host: The host as `URL.host` gives it.
  /// - Returns: Whether it is loopback.
  static func isLoopback(host: String) -> Bool {
    var name = host.lowercased()
    if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
    if name.hasSuffix(".") { name.removeLast() }
    if name == "localhost" { return true }
    if let address = ipv4(name) { return address[0] == 127 }
    guard let address = ipv6(name) else { return false }
    let loopback = address[0..<15].allSatisfy { $0 == 0 } && address[15] == 1
    let mapped =
      address[0..<10].allSatisfy { $0 == 0 } && address[10] == 0xFF && address[11] == 0xFF
      && address[12] == 127
    return loopback || mapped
  }

  /// The four bytes of a dotted-decimal IPv4 address (`127.0.0.1`), or `nil`.
  static func ipv4(_ text: String) -> [UInt8]? {
    let parts = ASCII.split(Substring(text), at: UInt8(ascii: "."), omittingEmpty: false)
    guard parts.count == 4 else { return nil }
    var bytes: [UInt8] = []
    for part in parts {
      guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = ASCII.integer(part).flatMap(UInt8.init(exactly:))
      else { return nil }
      bytes.append(value)
    }
    return bytes
  }

  /// The sixteen bytes of an IPv6 address in any RFC 4291 spelling (`::1`, `0:0:0:0:0:0:0:1`,
  /// `::ffff:127.0.0.1`), or `nil`. A zone (`%lo0`) is ignored.
  static func ipv6(_ text: String) -> [UInt8]? {
    let address =
      ASCII.split(Substring(text), at: UInt8(ascii: "%"), maxSplits: 1).first.map(String.init) ?? ""
    let halves = address.components(separatedBy: "::")
    guard halves.count <= 2 else { return nil }
    func groups(_ part: String) -> [UInt16]? {
      guard !part.isEmpty else { return [] }
      var result: [UInt16] = []
      let fields = ASCII.split(Substring(part), at: UInt8(ascii: ":"), omittingEmpty: false)
      for (index, field) in fields.enumerated() {
        if index == fields.count - 1, field.contains("."), let v4 = ipv4(String(field)) {
          result.append(UInt16(v4[0]) << 8 | UInt16(v4[1]))
          result.append(UInt16(v4[2]) << 8 | UInt16(v4[3]))
        } else {
          guard (1...4).contains(field.count),
            let value = ASCII.integer(field, radix: 16).flatMap(UInt16.init(exactly:))
          else {
            return nil
          }
          result.append(value)
        }
      }
      return result
    }
    guard let head = groups(halves[0]) else { return nil }
    var all = head
    if halves.count == 2 {
      guard let tail = groups(halves[1]), head.count + tail.count <= 7 else { return nil }
      all += [UInt16](repeating: 0, count: 8 - head.count - tail.count) + tail
    }
    guard all.count == 8 else { return nil }
    return all.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
  }
}
