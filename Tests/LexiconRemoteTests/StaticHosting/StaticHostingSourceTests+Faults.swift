import Foundation
import Lexicon
import LexiconPublishing
import LexiconTestServer
import Testing

@testable import LexiconRemote

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The faults of the over-the-air issue, at the source: for each, the typed error (or the
/// recovery), how many requests the server saw, and that the next good answer is returned.
extension StaticHostingSourceTests {
  /// Checks that the source now returns the full, good content.
  func expectRecovery(_ source: StaticHostingSource) async throws {
    let response = try await source.fetch(Self.request(languages: ["ru"]))
    guard case .full(let snapshot, _)? = response.languages["ru"] else {
      Issue.record("the next good answer was not returned: \(response)")
      return
    }
    #expect(snapshot == Self.ru7)
  }

  @Test func status500IsRetriedThenReported() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      server.route(
        site.manifestPath,
        replies: [.status(500), .status(500), .status(500), .ok(site.manifestData)])
      let waits = RecordedWaits()
      let source = site.source(on: server, waits: waits, attempts: 3)
      let error = await error(source, Self.request(languages: ["ru"]))
      #expect(error == .httpStatus(server.url(site.manifestPath), status: 500))
      #expect(server.requestCount == 3)
      #expect(waits.seconds.count == 2)
      try await expectRecovery(source)
      #expect(server.requestCount == 5)
    }
  }

  @Test func status503WithRetryAfterIsWaitedOut() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      let data = try #require(site.files["ru/7.json"])
      server.route(
        site.path("ru/7.json"),
        replies: [.status(503, headers: [TestHTTPHeader("Retry-After", "2")]), .ok(data)])
      let waits = RecordedWaits()
      try await expectRecovery(site.source(on: server, waits: waits))
      #expect(waits.seconds == [2])
      #expect(server.requests(to: site.path("ru/7.json")).count == 2)
    }
  }

  @Test func status404OfTheManifestIsNotRetried() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      server.route(site.manifestPath, replies: [.status(404), .ok(site.manifestData)])
      let source = site.source(on: server)
      #expect(
        await error(source, Self.request())
          == .httpStatus(server.url(site.manifestPath), status: 404))
      #expect(server.requestCount == 1)
      try await expectRecovery(source)
    }
  }

  @Test func aMissingSnapshotIsReported() async throws {
    try await TestHTTPServer.with { server in
      var site = Self.site()
      let data = try #require(site.files["ru/7.json"])
      site.files["ru/7.json"] = nil
      site.serve(on: server)
      site.files["ru/7.json"] = data
      let source = site.source(on: server)
      let url = server.url(site.path("ru/7.json"))
      // The manifest lists ru/7.json, the server has no such file: a 404.
      let manifest = site.manifestData
      server.route(site.manifestPath) { _ in .ok(manifest) }
      #expect(await error(source, Self.request(languages: ["ru"])) == .httpStatus(url, status: 404))
      server.route(site.path("ru/7.json")) { _ in .ok(data) }
      try await expectRecovery(source)
    }
  }

  @Test func connectionRefused() async throws {
    try await RefusingPort.with { port in
      let site = Self.site()
      let waits = RecordedWaits()
      let source = StaticHostingSource(baseURL: port.url("/app"), transport: waits.transport())
      let error = await error(source, Self.request())
      #expect(
        error
          == .connectionFailed(port.url(site.manifestPath), code: NSURLErrorCannotConnectToHost))
      #expect(waits.seconds.count == 2)
      try await TestHTTPServer.with { server in
        site.serve(on: server)
        try await expectRecovery(site.source(on: server))
      }
    }
  }

  @Test func resetMidBody() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      let data = try #require(site.files["ru/7.json"])
      let path = site.path("ru/7.json")
      let chunked = [TestHTTPHeader("Transfer-Encoding", "chunked")]
      server.route(
        path, replies: [.ok(data, headers: chunked, fault: .reset(afterBodyBytes: 100)), .ok(data)])
      let source = site.source(on: server, attempts: 1)
      let error = await error(source, Self.request(languages: ["ru"]))
      #expect(error == .connectionFailed(server.url(path), code: NSURLErrorNetworkConnectionLost))
      try await expectRecovery(source)
      #expect(server.requests(to: path).count == 2)
    }
  }

  /// The DocC fault table says what each fault is reported as; a reset mid-body is either,
  /// depending on whether the answer announced its length.
  @Test func theFaultTableOfTheArticleNamesBothOutcomesOfAReset() throws {
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Sources/LexiconRemote/LexiconRemote.docc/OverTheAirUpdates.md")
    let rows = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
      .filter { $0.hasPrefix("| ") && $0.contains("reset mid-body") }
    #expect(rows.count == 2, "\(rows)")
    #expect(rows.contains { $0.contains("chunked") && $0.contains("connectionFailed") })
    #expect(rows.contains { $0.contains("Content-Length") && $0.contains("truncatedBody") })
  }

  /// A body that ends short of its `Content-Length` — closed in order, or reset — is truncated.
  @Test(arguments: [
    TestHTTPResponse.Fault.truncate(afterBodyBytes: 100), .reset(afterBodyBytes: 100),
  ])
  func truncatedBody(fault: TestHTTPResponse.Fault) async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      let data = try #require(site.files["ru/7.json"])
      let path = site.path("ru/7.json")
      server.route(path, replies: [.ok(data, fault: fault), .ok(data)])
      let source = site.source(on: server, attempts: 1)
      let error = await error(source, Self.request(languages: ["ru"]))
      #expect(
        error == .truncatedBody(server.url(path), expectedBytes: data.count, receivedBytes: 100))
      try await expectRecovery(source)
    }
  }

  @Test func slowDripPastTheTimeout() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      let manifest = site.manifestData
      server.route(
        site.manifestPath,
        replies: [.ok(manifest, fault: .drip(bytes: 8, interval: 0.05)), .ok(manifest)])
      let source = site.source(on: server, timeout: 0.3, attempts: 1)
      #expect(await error(source, Self.request()) == .timedOut(server.url(site.manifestPath)))
      let dripped = await server.awaitDeliveries(to: site.manifestPath)
      #expect(dripped.first?.complete == false, "the client gave up before the drip ended")
      // The recovery is not what is timed: a generous timeout (0.3 s failed under the thread
      // sanitizer in CI).
      try await expectRecovery(site.source(on: server, timeout: 60, attempts: 1))
    }
  }

  @Test func invalidJSON() async throws {
    try await TestHTTPServer.with { server in
      var site = Self.site()
      let good = try #require(site.files["ru/7.json"])
      site.files["ru/7.json"] = Data(
        "{\n  \"formatVersion\": 1,\n  \"kind\": \"snapshot\",\n}".utf8)
      site.serve(on: server)
      let source = site.source(on: server)
      let url = server.url(site.path("ru/7.json"))
      let error = await error(source, Self.request(languages: ["ru"]))
      #expect(
        error
          == .invalidPayload(
            source: url.absoluteString, field: "", line: 3, column: 21,
            reason: "trailing comma after the last field of an object"))
      site.files["ru/7.json"] = good
      site.serve(on: server)
      try await expectRecovery(source)
    }
  }

  @Test func validJSONOfTheWrongShape() async throws {
    try await TestHTTPServer.with { server in
      var site = Self.site()
      let good = try #require(site.files["ru/7.json"])
      site.files["ru/7.json"] = Data(
        String(decoding: good, as: UTF8.self)
          .replacingOccurrences(
            of: "\"login.title\": \"Войти\"", with: "\"login.title\": [\"Войти\"]"
          )
          .utf8)
      site.serve(on: server)
      let source = site.source(on: server)
      let url = server.url(site.path("ru/7.json"))
      let error = await error(source, Self.request(languages: ["ru"]))
      guard case .invalidPayload(url.absoluteString, let field, let line?, _, let reason)? = error
      else {
        Issue.record("expected an invalid payload, got \(String(describing: error))")
        return
      }
      #expect(field == "tables.Localizable[\"login.title\"]")
      #expect(line > 1)
      #expect(reason == "expected a string or a plural object, found an array")
      site.files["ru/7.json"] = good
      site.serve(on: server)
      try await expectRecovery(source)
    }
  }

  @Test func sha256Mismatch() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      let good = try #require(site.files["ru/7.json"])
      site.serve(on: server)
      // Same size, one byte changed: only the digest can tell.
      var tampered = good
      let index = try #require(tampered.firstIndex(of: UInt8(ascii: "7")))
      tampered[index] = UInt8(ascii: "8")
      server.route(site.path("ru/7.json"), replies: [.ok(tampered), .ok(good)])
      let source = site.source(on: server)
      let error = await error(source, Self.request(languages: ["ru"]))
      #expect(
        error
          == .checksumMismatch(
            server.url(site.path("ru/7.json")), expected: SHA256.hash(good).description,
            actual: SHA256.hash(tampered).description))
      #expect(server.requests(to: site.path("ru/7.json")).count == 1, "a bad digest is not retried")
      try await expectRecovery(source)
    }
  }

  @Test func aFileLargerThanTheManifestSaysStopsAtItsSize() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      let good = try #require(site.files["ru/7.json"])
      server.route(site.path("ru/7.json"), replies: [.ok(good + Data(count: 10_000)), .ok(good)])
      let source = site.source(on: server)
      let url = server.url(site.path("ru/7.json"))
      #expect(
        await error(source, Self.request(languages: ["ru"]))
          == .tooLarge(url, limitBytes: good.count))
      #expect(server.requests(to: site.path("ru/7.json")).count == 1)
      try await expectRecovery(source)
    }
  }

  @Test func aFileOverTheTransportsCapIsNotDownloaded() async throws {
    try await TestHTTPServer.with { server in
      var site = Self.site()
      var big = Self.ru7
      for index in 0..<200 { big.tables["Localizable"]?["key.\(index)"] = .text("текст \(index)") }
      site.publish(big)
      site.serve(on: server)
      let manifestBytes = site.manifestData.count
      let snapshotBytes = try #require(site.files["ru/7.json"]).count
      #expect(manifestBytes < 2_000 && snapshotBytes > 2_000)
      var source = site.source(on: server)
      source.transport.maximumBodyBytes = 2_000
      let url = server.url(site.path("ru/7.json"))
      let error = await error(source, Self.request(languages: ["ru"]))
      #expect(error == .tooLarge(url, limitBytes: 2_000))
      #expect(server.requests.map(\.path) == [site.manifestPath], "refused before any download")
      source.transport.maximumBodyBytes = 1 << 20
      let response = try await source.fetch(Self.request(languages: ["ru"]))
      #expect(
        response.languages["ru"]
          == .full(
            big,
            RemoteContentState(
              version: 7, etag: site.manifestETag, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")))
    }
  }

  @Test func anOversizeManifestIsRefused() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      var source = site.source(on: server)
      source.maximumManifestBytes = 64
      let url = server.url(site.manifestPath)
      #expect(await error(source, Self.request()) == .tooLarge(url, limitBytes: 64))
      source.maximumManifestBytes = 1 << 20
      try await expectRecovery(source)
    }
  }

  @Test func aDeltaAgainstTheWrongBaseIsRefusedAndTheFullFileFetched() async throws {
    try await TestHTTPServer.with { server in
      var site = Self.site()
      // Listed from 6, but the file changes 5 into 7.
      site.publishDelta(StaticSite.delta(from: Self.ru5, to: Self.ru7), listedFrom: 6)
      site.serve(on: server)
      let held = ["ru": RemoteContentState(version: 6)]
      let response = try await site.source(on: server).fetch(
        Self.request(held: held, languages: ["ru"]))
      #expect(
        response.languages["ru"]
          == .full(
            Self.ru7,
            RemoteContentState(
              version: 7, etag: site.manifestETag, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")))
      #expect(response.recoveredErrors == [.deltaBaseMismatch(language: "ru", held: 6, base: 5)])
      #expect(
        server.requests.map(\.path)
          == [site.manifestPath, site.path("ru/5-7.json"), site.path("ru/7.json")])
    }
  }

  @Test(
    "A delta that is missing, corrupt or malformed is replaced by the full file",
    arguments: ["missing", "digest", "shape", "language"])
  func unusableDeltas(problem: String) async throws {
    try await TestHTTPServer.with { server in
      var site = Self.site()
      let path = "ru/6-7.json"
      let good = try #require(site.files[path])
      switch problem {
      case "missing": site.files[path] = nil
      case "digest": site.files[path] = Data(good.reversed())
      case "shape":
        site.files[path] = Data(
          String(decoding: good, as: UTF8.self).replacingOccurrences(
            of: "\"remove\"", with: "\"remove\": 3, \"x\""
          ).utf8)
      default:
        var delta = StaticSite.delta(from: Self.ru6, to: Self.ru7)
        delta.language = "uk"
        site.files[path] = delta.jsonData(environment: site.environment)
      }
      var listed = site
      listed.files[path] = good
      site.serve(on: server)
      if problem == "digest" {
        // The manifest lists the good file's digest; the server sends other bytes.
        let manifest = listed.manifestData
        server.route(site.manifestPath) { _ in .ok(manifest) }
      }
      let held = ["ru": RemoteContentState(version: 6)]
      let response = try await site.source(on: server).fetch(
        Self.request(held: held, languages: ["ru"]))
      guard case .full(let snapshot, _)? = response.languages["ru"] else {
        Issue.record(
          "expected the full snapshot, got \(String(describing: response.languages["ru"]))")
        return
      }
      #expect(snapshot == Self.ru7)
      #expect(response.recoveredErrors.count == 1)
      #expect(server.requests.map(\.path).suffix(2) == [site.path(path), site.path("ru/7.json")])
    }
  }

  @Test func aDeltaIsNotReplacedWhenTheNetworkFails() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      server.route(site.path("ru/6-7.json")) { _ in .status(503) }
      let source = site.source(on: server, attempts: 2)
      let error = await error(
        source, Self.request(held: ["ru": RemoteContentState(version: 6)], languages: ["ru"]))
      #expect(error == .httpStatus(server.url(site.path("ru/6-7.json")), status: 503))
      #expect(server.requests(to: site.path("ru/7.json")).isEmpty)
    }
  }

  @Test func plainHTTPToAHostThatIsNotLoopbackIsRefusedBeforeAnyConnection() async throws {
    let waits = RecordedWaits()
    let base = try #require(URL(string: "http://strings.example.com/app"))
    let source = StaticHostingSource(baseURL: base, transport: waits.transport())
    let error = await error(source, Self.request())
    // A connection attempt would have ended in a connection error or a timeout, and been retried.
    #expect(error == .insecureURL(source.manifestURL(for: StaticSite.environment)))
    #expect(waits.seconds.isEmpty)
  }

  @Test func aManifestPointingToPlainHTTPOffLoopbackIsRefused() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      var manifest = site.manifest
      manifest.languages["ru"]?.snapshot.url = "http://strings.example.com/ru/7.json"
      server.route(site.manifestPath) { [manifest] _ in .ok(manifest.jsonData()) }
      let error = await error(site.source(on: server), Self.request(languages: ["ru"]))
      let insecure = try #require(URL(string: "http://strings.example.com/ru/7.json"))
      #expect(error == .insecureURL(insecure))
      #expect(server.requestCount == 1)
    }
  }

  @Test func cancellationStopsTheRefresh() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      let data = try #require(site.files["ru/7.json"])
      // Long enough that a cancellation delayed by a busy machine still finds it stalled; the
      // server's stop ends the stall when the test is over.
      server.route(site.path("ru/7.json")) { _ in .ok(data, fault: .stall(120)) }
      let source = site.source(on: server, timeout: 300)
      let task = Task { () async throws(RemoteError) -> RemoteResponse in
        try await source.fetch(Self.request(languages: ["ru"]))
      }
      while server.requests(to: site.path("ru/7.json")).isEmpty {
        try await Task.sleep(nanoseconds: 5_000_000)
      }
      task.cancel()
      let result = await task.result
      #expect(throws: RemoteError.cancelled) { try result.get() }
      #expect(server.requestCount == 2)
    }
  }
}
