import Foundation
import Testing

@testable import LexiconRemote

@Suite struct TransportSecurityTests {
  @Test(
    "HTTPS anywhere, plain HTTP on loopback only, nothing else",
    arguments: [
      ("https://strings.example.com/m.json", true),
      ("HTTPS://strings.example.com/m.json", true),
      ("http://127.0.0.1:8080/m.json", true),
      ("http://127.255.3.4/m.json", true),
      ("http://localhost/m.json", true),
      ("http://LocalHost.:9/m.json", true),
      ("http://[::1]:8080/m.json", true),
      ("http://[0:0:0:0:0:0:0:1]/m.json", true),
      ("http://[::ffff:127.0.0.1]/m.json", true),
      ("http://strings.example.com/m.json", false),
      ("http://128.0.0.1/m.json", false),
      ("http://10.0.0.1/m.json", false),
      ("http://[::2]/m.json", false),
      ("http://[::ffff:10.0.0.1]/m.json", false),
      ("http://localhost.example.com/m.json", false),
      ("http://127.0.0.1.example.com/m.json", false),
      ("http://127.1/m.json", false),
      ("ftp://127.0.0.1/m.json", false),
      ("file:///tmp/m.json", false),
      ("https:///m.json", false),
    ])
  func permits(address: String, permitted: Bool) throws {
    let url = try #require(URL(string: address))
    #expect(TransportSecurity.permits(url, allowsInsecureHTTP: false) == permitted)
  }

  @Test(
    "The development opt-in allows plain HTTP to any host, and no other scheme",
    arguments: [
      ("http://192.168.1.20:8080/m.json", true), ("http://dev.example.com/m.json", true),
      ("ftp://dev.example.com/m.json", false), ("file:///tmp/m.json", false),
    ])
  func developmentOptIn(address: String, permitted: Bool) throws {
    let url = try #require(URL(string: address))
    #expect(TransportSecurity.permits(url, allowsInsecureHTTP: true) == permitted)
  }

  @Test(
    "Reads IPv6 addresses in any spelling",
    arguments: [
      ("::1", [UInt8](repeating: 0, count: 15) + [1]),
      ("0:0:0:0:0:0:0:1", [UInt8](repeating: 0, count: 15) + [1]),
      ("::", [UInt8](repeating: 0, count: 16)),
      ("fe80::1%lo0", [0xFE, 0x80] + [UInt8](repeating: 0, count: 13) + [1]),
      ("::ffff:127.0.0.1", [UInt8](repeating: 0, count: 10) + [0xFF, 0xFF, 127, 0, 0, 1]),
      (
        "2001:db8::8:800:200c:417a",
        [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 8, 8, 0, 0x20, 0x0c, 0x41, 0x7a]
      ),
    ])
  func ipv6(text: String, bytes: [UInt8]) {
    #expect(TransportSecurity.ipv6(text) == bytes)
  }

  @Test(
    "Rejects what is not an IPv6 address",
    arguments: [
      "", ":", "1::2::3", "12345::1", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7", "g::1", "::1.2.3",
    ])
  func notIPv6(text: String) {
    #expect(TransportSecurity.ipv6(text) == nil)
  }

  @Test(
    "Reads dotted-decimal IPv4 addresses only",
    arguments: [
      ("127.0.0.1", [127, 0, 0, 1] as [UInt8]?), ("255.255.255.255", [255, 255, 255, 255]),
      ("127.1", nil), ("256.0.0.1", nil), ("1.2.3.4.5", nil), ("1..2.3", nil), ("0x7f.0.0.1", nil),
      ("+1.2.3.4", nil),
    ])
  func ipv4(text: String, bytes: [UInt8]?) {
    #expect(TransportSecurity.ipv4(text) == bytes)
  }
}
