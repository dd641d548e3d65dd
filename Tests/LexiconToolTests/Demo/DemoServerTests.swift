import Foundation
import Lexicon
import LexiconRemote
import Testing

@testable import LexiconTool

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The demo's static host, spoken to through a real `URLSession`.
@Suite struct DemoServerTests {
  @Test func servesItsFilesOnLoopbackAndNothingElse() async throws {
    let body = Data(#"{"ok": true}"#.utf8)
    let server = try DemoServer(files: ["a/b.json": body])
    defer { server.stop() }
    #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
    let transport = HTTPTransport(timeout: 5, maximumAttempts: 1)
    let found = try await transport.send(.get(server.baseURL.appendingPathComponent("a/b.json")))
    #expect(found.status == 200)
    #expect(found.body == body)
    #expect(found.etag == "\"\(SHA256.hash(body).description.prefix(16))\"")
    let missing = try await transport.send(.get(server.baseURL.appendingPathComponent("a/c.json")))
    #expect(missing.status == 404)
    let put = try await transport.send(
      HTTPRequest(method: "PUT", url: server.baseURL.appendingPathComponent("a/b.json")))
    #expect(put.status == 404)
    #expect(
      server.log == [
        "GET /a/b.json → 200 (12 bytes)", "GET /a/c.json → 404 (0 bytes)",
        "PUT /a/b.json → 404 (0 bytes)",
      ])
  }

  /// Once stopped, the port refuses connections.
  @Test func stopsForGood() async throws {
    let server = try DemoServer(files: [:])
    let url = server.baseURL.appendingPathComponent("x.json")
    server.stop()
    await #expect(throws: RemoteError.self) {
      try await HTTPTransport(timeout: 2, maximumAttempts: 1).send(.get(url))
    }
  }
}
