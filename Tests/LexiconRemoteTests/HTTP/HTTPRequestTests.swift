import Foundation
import Testing

@testable import LexiconRemote

@Suite struct HTTPRequestTests {
  @Test func conditionalGetsCarryTheValidators() {
    let request = HTTPRequest.get(
      URL(string: "https://cdn.example.com/m.json")!, etag: "\"v6\"",
      lastModified: "Sun, 06 Nov 1994 08:49:37 GMT", maximumResponseBytes: 10)
    #expect(request.method == "GET")
    #expect(request.headers["if-none-match"] == "\"v6\"")
    #expect(request.headers["If-Modified-Since"] == "Sun, 06 Nov 1994 08:49:37 GMT")
    #expect(request.maximumResponseBytes == 10)
    #expect(HTTPRequest.get(URL(string: "https://cdn.example.com/m.json")!).headers.all.isEmpty)
  }

  @Test(
    "Only idempotent methods are retried",
    arguments: [
      ("GET", true), ("get", true), ("HEAD", true), ("PUT", true), ("DELETE", true),
      ("POST", false), ("PATCH", false),
    ])
  func idempotence(method: String, idempotent: Bool) {
    #expect(
      HTTPRequest(method: method, url: URL(string: "https://a.example")!).isIdempotent == idempotent
    )
  }
}
