import Foundation
import Lexicon
import LexiconRawFiles
import LexiconTestServer
import Testing

@testable import LexiconRemote

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The faults of the over-the-air issue end to end: a `RemoteProvider` with `.immediately`, a
/// real cache folder, a `StaticHostingSource` over a real `URLSession`, and the fault-injecting
/// HTTP/1.1 server on loopback. The provider first applies `ru` version 1; then version 2 is
/// published and the fault injected. For each fault: the strings of version 1 are still served,
/// nothing on disk changed, a typed error was reported, and the next good answer is applied.
extension RemoteProviderTests {
  static let version1 = RemoteSnapshot(
    language: "ru", version: 1,
    tables: ["Screen": ["title": .text("Войти"), "welcome": .text("Здравствуйте, %@!")]])
  static let version2 = RemoteSnapshot(
    language: "ru", version: 2,
    tables: [
      "Screen": [
        "title": .text("Вход"), "welcome": .text("Привет, %@!"), "farewell": .text("Пока"),
      ]
    ])

  /// One fault test's parts.
  struct Rig {
    let server: TestHTTPServer
    let fixture: RemoteFixture
    let waits: RecordedWaits
    let source: SwitchableSource
    let provider: RemoteProvider
    /// Version 2 published whole, without a delta (so the snapshot file itself is fetched).
    var site: StaticSite

    /// The source over the rig's server.
    func serverSource(timeout: TimeInterval = 30, attempts: Int = 2) -> StaticHostingSource {
      site.source(on: server, waits: waits, timeout: timeout, attempts: attempts)
    }

    /// The URL of a published file, or of the manifest.
    func url(_ file: String? = nil) -> URL {
      server.url(file.map(site.path) ?? site.manifestPath)
    }

    /// The value the provider serves for a `Screen` key in `ru`.
    func served(_ key: String) -> LocalizedValue? {
      provider.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw))?[key]
    }
  }

  /// Applies version 1 through the whole stack, publishes version 2 on the server, and runs
  /// `body`.
  func withRig(_ body: (inout Rig) async throws -> Void) async throws {
    try await TestHTTPServer.with(maximumRequests: 64) { server in
      let fixture = RemoteFixture()
      defer { fixture.directory.remove() }
      var first = StaticSite()
      first.publish(Self.version1)
      first.serve(on: server)
      let waits = RecordedWaits()
      let source = SwitchableSource(first.source(on: server, waits: waits, attempts: 2))
      var configuration = fixture.configuration(policy: .immediately, languages: ["ru"])
      configuration.source = source
      let provider = RemoteProvider(configuration: configuration)
      #expect(try await provider.refresh() == .applied(["ru": 1]))
      var site = StaticSite()
      site.publish(Self.version1, Self.version2)
      var rig = Rig(
        server: server, fixture: fixture, waits: waits, source: source, provider: provider,
        site: site)
      try await body(&rig)
    }
  }

  /// Refreshes through a fault and checks the four outcomes: `expected` thrown and in the status,
  /// version 1 still served, the cache byte for byte as it was (and still read without a
  /// problem), then the good version 2 applied once the server serves it again.
  func expectFault(_ rig: Rig, _ expected: RemoteError) async throws {
    let before = rig.fixture.directory.contents()
    await #expect(throws: expected) { try await rig.provider.refresh() }
    #expect(rig.provider.status.lastError == expected)
    #expect(rig.served("title") == .text("Войти"))
    #expect(rig.served("welcome") == .text("Здравствуйте, %@!"))
    #expect(rig.fixture.directory.contents() == before)
    let reload = RemoteCache(root: rig.fixture.directory.url, environment: StaticSite.environment)
      .load(build: "100")
    #expect(reload.problems.isEmpty)
    #expect(reload.applied["ru"]?.record.version == 1)
    try await expectNextGoodAnswerApplied(rig)
  }

  /// Serves the good version 2 and checks it is applied.
  func expectNextGoodAnswerApplied(_ rig: Rig) async throws {
    rig.site.serve(on: rig.server)
    rig.source.use(rig.serverSource())
    #expect(try await rig.provider.refresh() == .applied(["ru": 2]))
    #expect(rig.provider.status.lastError == nil)
    #expect(rig.served("title") == .text("Вход"))
    #expect(rig.served("farewell") == .text("Пока"))
    #expect(
      rig.provider.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw))
        == StringTable(Self.version2.tables["Screen"] ?? [:]))
  }

  @Test func e2eStatus500() async throws {
    try await withRig { rig in
      rig.site.serve(on: rig.server)
      rig.server.route(rig.site.manifestPath, replies: [.status(500)])
      try await expectFault(rig, .httpStatus(rig.url(), status: 500))
      #expect(rig.waits.seconds.count == 1, "retried once, with backoff")
    }
  }

  @Test func e2eStatus503WithRetryAfter() async throws {
    try await withRig { rig in
      rig.site.serve(on: rig.server)
      let busy = TestHTTPResponse.status(503, headers: [TestHTTPHeader("Retry-After", "7")])
      rig.server.route(rig.site.manifestPath, replies: [busy])
      try await expectFault(rig, .httpStatus(rig.url(), status: 503))
      #expect(rig.waits.seconds == [7], "waited as Retry-After said")
    }
  }

  @Test func e2eStatus404() async throws {
    try await withRig { rig in
      rig.site.serve(on: rig.server)
      rig.server.route(rig.site.manifestPath, replies: [.status(404)])
      try await expectFault(rig, .httpStatus(rig.url(), status: 404))
    }
  }

  /// A 304 (a proxy still holding the old manifest) is no error: nothing changes, and the next
  /// good answer is applied.
  @Test func e2eStatus304() async throws {
    try await withRig { rig in
      rig.site.serve(on: rig.server)
      rig.server.route(rig.site.manifestPath, replies: [.status(304)])
      let before = rig.fixture.directory.contents()
      #expect(try await rig.provider.refresh() == .notModified)
      #expect(rig.provider.status.lastError == nil)
      #expect(rig.served("title") == .text("Войти"))
      #expect(rig.fixture.directory.contents() == before)
      try await expectNextGoodAnswerApplied(rig)
    }
  }

  @Test func e2eConnectionRefused() async throws {
    try await withRig { rig in
      let rig = rig
      try await RefusingPort.with { port in
        rig.source.use(
          StaticHostingSource(
            baseURL: port.url("/app"), transport: rig.waits.transport(attempts: 2)))
        try await expectFault(
          rig,
          .connectionFailed(port.url(rig.site.manifestPath), code: NSURLErrorCannotConnectToHost))
      }
    }
  }

  @Test func e2eResetMidBody() async throws {
    try await withRig { rig in
      rig.site.serve(on: rig.server)
      let data = try #require(rig.site.files["ru/2.json"])
      let chunked = [TestHTTPHeader("Transfer-Encoding", "chunked")]
      rig.server.route(
        rig.site.path("ru/2.json"),
        replies: [.ok(data, headers: chunked, fault: .reset(afterBodyBytes: 100))])
      try await expectFault(
        rig, .connectionFailed(rig.url("ru/2.json"), code: NSURLErrorNetworkConnectionLost))
    }
  }

  @Test func e2eTruncatedBody() async throws {
    try await withRig { rig in
      rig.site.serve(on: rig.server)
      let data = try #require(rig.site.files["ru/2.json"])
      rig.server.route(
        rig.site.path("ru/2.json"), replies: [.ok(data, fault: .truncate(afterBodyBytes: 60))])
      try await expectFault(
        rig, .truncatedBody(rig.url("ru/2.json"), expectedBytes: data.count, receivedBytes: 60))
    }
  }

  @Test func e2eSlowDripPastTheTimeout() async throws {
    try await withRig { rig in
      rig.site.serve(on: rig.server)
      rig.source.use(rig.serverSource(timeout: 0.3, attempts: 1))
      rig.server.route(
        rig.site.manifestPath,
        replies: [.ok(rig.site.manifestData, fault: .drip(bytes: 8, interval: 0.05))])
      try await expectFault(rig, .timedOut(rig.url()))
    }
  }

  @Test func e2eInvalidJSON() async throws {
    try await withRig { rig in
      var broken = rig.site
      broken.files["ru/2.json"] = Data(
        "{\n  \"formatVersion\": 1,\n  \"kind\": \"snapshot\",\n}".utf8)
      broken.serve(on: rig.server)
      try await expectFault(
        rig,
        .invalidPayload(
          source: rig.url("ru/2.json").absoluteString, field: "", line: 3, column: 21,
          reason: "trailing comma after the last field of an object"))
    }
  }

  @Test func e2eValidJSONOfTheWrongShape() async throws {
    try await withRig { rig in
      var broken = rig.site
      let good = try #require(rig.site.files["ru/2.json"])
      broken.files["ru/2.json"] = Data(
        String(decoding: good, as: UTF8.self)
          .replacingOccurrences(of: "\"title\": \"Вход\"", with: "\"title\": [\"Вход\"]").utf8)
      #expect(broken.files["ru/2.json"] != good)
      broken.serve(on: rig.server)
      let before = rig.fixture.directory.contents()
      await #expect(throws: RemoteError.self) { try await rig.provider.refresh() }
      guard
        case .invalidPayload(let source, let field, _, _, let reason)? =
          rig.provider.status.lastError
      else {
        Issue.record(
          "expected an invalid payload, got \(String(describing: rig.provider.status.lastError))")
        return
      }
      #expect(source == rig.url("ru/2.json").absoluteString)
      #expect(field == "tables.Screen.title")
      #expect(reason == "expected a string or a plural object, found an array")
      #expect(rig.served("title") == .text("Войти"))
      #expect(rig.fixture.directory.contents() == before)
      try await expectNextGoodAnswerApplied(rig)
    }
  }

  @Test func e2eSHA256Mismatch() async throws {
    try await withRig { rig in
      rig.site.serve(on: rig.server)
      let good = try #require(rig.site.files["ru/2.json"])
      var tampered = good
      let index = try #require(tampered.firstIndex(of: UInt8(ascii: "2")))
      tampered[index] = UInt8(ascii: "3")
      rig.server.route(rig.site.path("ru/2.json"), replies: [.ok(tampered)])
      try await expectFault(
        rig,
        .checksumMismatch(
          rig.url("ru/2.json"), expected: SHA256.hash(good).description,
          actual: SHA256.hash(tampered).description))
    }
  }

  @Test func e2eOversizePayload() async throws {
    try await withRig { rig in
      rig.site.serve(on: rig.server)
      let good = try #require(rig.site.files["ru/2.json"])
      rig.server.route(rig.site.path("ru/2.json"), replies: [.ok(good + Data(count: 50_000))])
      try await expectFault(rig, .tooLarge(rig.url("ru/2.json"), limitBytes: good.count))
    }
  }

  @Test func e2ePlainHTTPToAHostThatIsNotLoopback() async throws {
    try await withRig { rig in
      let base = try #require(URL(string: "http://strings.example.com/app"))
      let insecure = StaticHostingSource(baseURL: base, transport: rig.waits.transport())
      rig.source.use(insecure)
      try await expectFault(rig, .insecureURL(insecure.manifestURL(for: StaticSite.environment)))
      #expect(rig.waits.seconds.isEmpty, "refused before any connection or retry")
    }
  }

  /// A delta listed from the version held whose file starts from another: the source refuses it
  /// and fetches the full file; the provider applies exactly version 2 and shows the recovered
  /// error.
  @Test func e2eDeltaAgainstTheWrongBase() async throws {
    try await withRig { rig in
      let zero = RemoteSnapshot(language: "ru", version: 0, tables: [:])
      rig.site.publishDelta(StaticSite.delta(from: zero, to: Self.version2), listedFrom: 1)
      rig.site.serve(on: rig.server)
      let outcome = try await rig.provider.refresh()
      #expect(outcome == .applied(["ru": 2]))
      #expect(
        rig.provider.status.recoveredErrors
          == [.deltaBaseMismatch(language: "ru", held: 1, base: 0)])
      #expect(
        rig.server.requests.map(\.path).suffix(3)
          == [rig.site.manifestPath, rig.site.path("ru/0-2.json"), rig.site.path("ru/2.json")])
      #expect(
        rig.provider.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw))
          == StringTable(Self.version2.tables["Screen"] ?? [:]))
      let reload = RemoteCache(
        root: rig.fixture.directory.url, environment: StaticSite.environment
      ).load(build: "100")
      #expect(reload.problems.isEmpty)
      #expect(reload.applied["ru"]?.record.version == 2)
    }
  }

  /// A translation whose `%d` does not fit the `%@` the code passes: dropped on its own and
  /// reported, the key keeps the good text held, the rest of version 2 applies; the next good
  /// answer fixes the key.
  @Test func e2eMismatchedSpecifier() async throws {
    try await withRig { rig in
      var bad = Self.version2
      bad.tables["Screen"]?["welcome"] = .text("Привет, %d!")
      var site = StaticSite()
      site.publish(Self.version1, bad)
      site.serve(on: rig.server)
      let outcome = try await rig.provider.refresh()
      #expect(outcome == .applied(["ru": 2]))
      let rejections = rig.fixture.rejections.all
      #expect(rejections.map(\.key) == ["welcome"])
      guard case .incompatibleFormat(let issues)? = rejections.first?.reason else {
        Issue.record("expected a format rejection, got \(rejections)")
        return
      }
      #expect(
        issues.map(\.message) == ["translation uses %d for argument 1 where the source has %@"])
      #expect(rig.served("welcome") == .text("Здравствуйте, %@!"))
      #expect(rig.served("title") == .text("Вход"))
      var fixed = Self.version2
      fixed.version = 3
      site.publish(fixed)
      site.serve(on: rig.server)
      let fixedOutcome = try await rig.provider.refresh()
      #expect(fixedOutcome == .applied(["ru": 3]))
      #expect(rig.served("welcome") == .text("Привет, %@!"))
    }
  }
}
