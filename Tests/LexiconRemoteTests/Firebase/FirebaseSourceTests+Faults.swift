import Foundation
import Lexicon
import LexiconFirebase
import LexiconRawFiles
import LexiconTestServer
import Testing

@testable import LexiconRemote

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The faults of the over-the-air engine's issue, end to end over Firebase: a `RemoteProvider`
/// with `.immediately`, a real cache folder, a `FirebaseSource` over a real `URLSession`, and the
/// Realtime Database fake on the fault-injecting loopback server. The provider first applies
/// `ru` content 1; then content 2 is published and the fault injected. For each fault: the
/// strings of content 1 are still served, nothing on disk changed, a typed error was reported,
/// and the next good answer is applied.
///
/// Two faults of the list have no Firebase form: the database publishes no digests (no SHA-256
/// to mismatch; its ETag is a change token) and the source never sends deltas (no delta against
/// a wrong base). Three are Firebase's own: a refused credential, `null` at the path, and a
/// `304` from a proxy while the marker changed.
extension FirebaseSourceTests {
  static let content1: JSONValue = .object([
    "title": .string("Войти"), "welcome": .string("Здравствуйте, %@!"),
  ])
  static let content2: JSONValue = .object([
    "title": .string("Вход"), "welcome": .string("Привет, %@!"), "farewell": .string("Пока"),
    "filler": .string(String(repeating: "ё", count: 200)),
  ])
  static let labelsPath = "/production/1-2-0/ru/Screen.json"
  static let markerPath = "/production/1-2-0/_version.json"

  /// One fault test's parts.
  struct Rig {
    let server: TestHTTPServer
    let database: FirebaseFake
    let fixture: RemoteFixture
    let waits: RecordedWaits
    let source: SwitchableSource
    let provider: RemoteProvider
    /// Whether the faults injected with ``fault(_:_:)`` are over.
    let healed = LockedValue(false)

    /// A source over the rig's database.
    func firebase(timeout: TimeInterval = 30, attempts: Int = 2) -> FirebaseSource {
      FirebaseSource(
        databaseURL: database.databaseURL, tables: ["Screen"],
        transport: waits.transport(timeout: timeout, attempts: attempts))
    }

    /// Answers `path` with `fault` until ``heal()``, then as the database does.
    func fault(_ path: String, _ fault: @escaping TestHTTPServer.Handler) {
      let healed = healed
      let database = database
      server.route(path) { request in
        healed.withLock { $0 } ? database.respond(to: request) : fault(request)
      }
    }

    func heal() { healed.withLock { $0 = true } }

    func url(_ path: String) -> URL { server.url(path) }

    /// The value the provider serves for a `Screen` key in `ru`.
    func served(_ key: String) -> LocalizedValue? {
      provider.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw))?[key]
    }
  }

  /// Applies content 1 through the whole stack, publishes content 2, and runs `body`.
  func withRig(_ body: (Rig) async throws -> Void) async throws {
    try await TestHTTPServer.with(maximumRequests: 64) { server in
      let database = FirebaseFake(server: server)
      database.set("production/1-2-0/ru/Screen", Self.content1)
      database.set("production/1-2-0/_version", .string("c1"))
      let fixture = RemoteFixture()
      defer { fixture.directory.remove() }
      let waits = RecordedWaits()
      let first = FirebaseSource(
        databaseURL: database.databaseURL, tables: ["Screen"],
        transport: waits.transport(attempts: 2))
      let source = SwitchableSource(first)
      var configuration = fixture.configuration(policy: .immediately, languages: ["ru"])
      configuration.source = source
      let provider = RemoteProvider(configuration: configuration)
      #expect(try await provider.refresh() == .applied(["ru": 1]))
      database.set("production/1-2-0/ru/Screen", Self.content2)
      database.set("production/1-2-0/_version", .string("c2"))
      try await body(
        Rig(
          server: server, database: database, fixture: fixture, waits: waits, source: source,
          provider: provider))
    }
  }

  /// Refreshes through a fault and checks the four outcomes.
  func expectFault(_ rig: Rig, _ expected: RemoteError) async throws {
    let before = rig.fixture.directory.contents()
    await #expect(throws: expected) { try await rig.provider.refresh() }
    #expect(rig.provider.status.lastError == expected)
    try expectContent1(rig, before: before)
    try await expectNextGoodAnswerApplied(rig)
  }

  /// Content 1 still served, the cache byte for byte as it was and still read without a problem.
  func expectContent1(_ rig: Rig, before: [String: Data]) throws {
    #expect(rig.served("title") == .text("Войти"))
    #expect(rig.served("welcome") == .text("Здравствуйте, %@!"))
    #expect(rig.served("farewell") == nil)
    #expect(rig.fixture.directory.contents() == before)
    let reload = RemoteCache(root: rig.fixture.directory.url, environment: Self.environment)
      .load(build: "100")
    #expect(reload.problems.isEmpty)
    #expect(reload.applied["ru"]?.record.version == 1)
  }

  /// Ends the faults and checks that content 2 is applied.
  func expectNextGoodAnswerApplied(_ rig: Rig, version: Int = 2) async throws {
    rig.heal()
    rig.database.isDisabled = false
    rig.source.use(rig.firebase())
    #expect(try await rig.provider.refresh() == .applied(["ru": version]))
    #expect(rig.provider.status.lastError == nil)
    #expect(rig.served("title") == .text("Вход"))
    #expect(rig.served("farewell") == .text("Пока"))
  }

  @Test func e2eFirebaseStatus500() async throws {
    try await withRig { rig in
      rig.fault(Self.labelsPath) { _ in .status(500) }
      try await expectFault(rig, .httpStatus(rig.url(Self.labelsPath), status: 500))
      #expect(rig.waits.seconds.count == 1, "retried once, with backoff")
    }
  }

  @Test func e2eFirebaseStatus503WithRetryAfter() async throws {
    try await withRig { rig in
      rig.fault(Self.labelsPath) { _ in
        .status(503, headers: [TestHTTPHeader("Retry-After", "7")])
      }
      try await expectFault(rig, .httpStatus(rig.url(Self.labelsPath), status: 503))
      #expect(rig.waits.seconds == [7], "waited as Retry-After said")
    }
  }

  /// A disabled database answers `404` with an error body: a typed error with its message.
  @Test func e2eFirebaseStatus404OfADisabledDatabase() async throws {
    try await withRig { rig in
      rig.database.isDisabled = true
      try await expectFault(
        rig,
        .serviceError(
          rig.url(Self.markerPath), status: 404, message: FirebaseFake.disabledMessage))
    }
  }

  /// A caching proxy answers `304` for the labels while the marker says they changed: nothing
  /// is applied and the old marker is kept, so the next refresh asks again and gets content 2.
  @Test func e2eFirebaseStatus304FromAProxy() async throws {
    try await withRig { rig in
      rig.fault(Self.labelsPath) { _ in .status(304) }
      let before = rig.fixture.directory.contents()
      #expect(try await rig.provider.refresh() == .notModified)
      #expect(rig.provider.status.lastError == nil)
      try expectContent1(rig, before: before)
      try await expectNextGoodAnswerApplied(rig)
    }
  }

  @Test func e2eFirebaseConnectionRefused() async throws {
    try await withRig { rig in
      try await RefusingPort.with { port in
        rig.source.use(
          FirebaseSource(
            databaseURL: port.url(""), tables: ["Screen"],
            transport: rig.waits.transport(attempts: 2)))
        try await expectFault(
          rig, .connectionFailed(port.url(Self.markerPath), code: NSURLErrorCannotConnectToHost))
      }
    }
  }

  @Test func e2eFirebaseResetMidBody() async throws {
    try await withRig { rig in
      let body = Self.content2.compactEncoded()
      rig.fault(Self.labelsPath) { _ in
        .ok(
          body, headers: [TestHTTPHeader("Transfer-Encoding", "chunked")],
          fault: .reset(afterBodyBytes: 100))
      }
      try await expectFault(
        rig, .connectionFailed(rig.url(Self.labelsPath), code: NSURLErrorNetworkConnectionLost))
    }
  }

  @Test func e2eFirebaseTruncatedBody() async throws {
    try await withRig { rig in
      let body = Self.content2.compactEncoded()
      rig.fault(Self.labelsPath) { _ in .ok(body, fault: .truncate(afterBodyBytes: 60)) }
      try await expectFault(
        rig, .truncatedBody(rig.url(Self.labelsPath), expectedBytes: body.count, receivedBytes: 60))
    }
  }

  @Test func e2eFirebaseSlowDripPastTheTimeout() async throws {
    try await withRig { rig in
      rig.source.use(rig.firebase(timeout: 0.3, attempts: 1))
      let body = Self.content2.compactEncoded()
      rig.fault(Self.labelsPath) { _ in .ok(body, fault: .drip(bytes: 8, interval: 0.05)) }
      try await expectFault(rig, .timedOut(rig.url(Self.labelsPath)))
    }
  }

  @Test func e2eFirebaseInvalidJSON() async throws {
    try await withRig { rig in
      rig.fault(Self.labelsPath) { _ in .json("{\n  \"title\": \"Вход\",\n}") }
      try await expectFault(
        rig,
        .invalidPayload(
          source: rig.url(Self.labelsPath).absoluteString, field: "", line: 2, column: 18,
          reason: "trailing comma after the last field of an object"))
    }
  }

  @Test func e2eFirebaseValidJSONOfTheWrongShape() async throws {
    try await withRig { rig in
      rig.fault(Self.labelsPath) { _ in .json(#"{"title": 42, "welcome": "Привет, %@!"}"#) }
      try await expectFault(
        rig,
        .invalidPayload(
          source: rig.url(Self.labelsPath).absoluteString, field: "Screen.title", line: 1,
          column: 11,
          reason: "expected a string, a plural object or an object of keys, found 42"))
    }
  }

  @Test func e2eFirebaseOversizePayload() async throws {
    try await withRig { rig in
      let huge =
        Array(#"{"title": ""#.utf8) + Array(repeating: UInt8(ascii: "a"), count: 1 << 20)
        + Array(#""}"#.utf8)
      rig.fault(Self.labelsPath) { _ in .ok(huge) }
      try await expectFault(rig, .tooLarge(rig.url(Self.labelsPath), limitBytes: 1 << 20))
    }
  }

  @Test func e2eFirebasePlainHTTPToAHostThatIsNotLoopback() async throws {
    try await withRig { rig in
      let database = try #require(URL(string: "http://db.example.com"))
      rig.source.use(
        FirebaseSource(
          databaseURL: database, tables: ["Screen"], transport: rig.waits.transport()))
      try await expectFault(
        rig, .insecureURL(database.appendingPathComponent("production/1-2-0/_version.json")))
      #expect(rig.waits.seconds.isEmpty, "refused before any connection or retry")
    }
  }

  /// Rules that refuse the credential the app has, even fresh: the marker counts as absent, the
  /// table is refused and reported without the token.
  @Test func e2eFirebaseCredentialRefused() async throws {
    try await withRig { rig in
      rig.database.requireCredential(readers: ["good"])
      var refused = rig.firebase()
      refused.credential = { _ in .idToken("bad") }
      rig.source.use(refused)
      let before = rig.fixture.directory.contents()
      await #expect(
        throws: RemoteError.unauthorized(rig.url(Self.labelsPath), message: "Permission denied")
      ) {
        try await rig.provider.refresh()
      }
      try expectContent1(rig, before: before)
      rig.heal()
      var allowed = rig.firebase()
      allowed.credential = { _ in .idToken("good") }
      rig.source.use(allowed)
      #expect(try await rig.provider.refresh() == .applied(["ru": 2]))
      #expect(rig.served("title") == .text("Вход"))
    }
  }

  /// The language deleted from the database: nothing published, the device keeps content 1.
  @Test func e2eFirebaseNullKeepsTheCache() async throws {
    try await withRig { rig in
      rig.database.set("production/1-2-0/ru", nil)
      let before = rig.fixture.directory.contents()
      #expect(try await rig.provider.refresh() == .notModified)
      #expect(rig.provider.status.lastError == nil)
      try expectContent1(rig, before: before)
      rig.database.set("production/1-2-0/ru/Screen", Self.content2)
      try await expectNextGoodAnswerApplied(rig)
    }
  }

  /// A translation whose `%d` does not fit the `%@` the code passes: dropped on its own, the key
  /// keeps the text held, the rest of content 2 applies; the next good answer fixes the key.
  @Test func e2eFirebaseMismatchedSpecifier() async throws {
    try await withRig { rig in
      rig.database.set("production/1-2-0/ru/Screen/welcome", .string("Привет, %d!"))
      let outcome = try await rig.provider.refresh()
      #expect(outcome == .applied(["ru": 2]))
      let rejections = rig.fixture.rejections.all
      #expect(rejections.map(\.key) == ["welcome"])
      #expect(rig.served("welcome") == .text("Здравствуйте, %@!"))
      #expect(rig.served("title") == .text("Вход"))
      rig.database.set("production/1-2-0/ru/Screen/welcome", .string("Привет, %@!"))
      rig.database.set("production/1-2-0/_version", .string("c3"))
      #expect(try await rig.provider.refresh() == .applied(["ru": 3]))
      #expect(rig.served("welcome") == .text("Привет, %@!"))
    }
  }

  /// An unchanged marker costs one small request and leaves the cache untouched; new labels
  /// with the same marker are not seen until the marker changes (that is its contract).
  @Test func e2eFirebaseUnchangedMarker() async throws {
    try await withRig { rig in
      rig.database.set("production/1-2-0/_version", .string("c1"))
      let before = rig.fixture.directory.contents()
      let requests = rig.server.requestCount
      #expect(try await rig.provider.refresh() == .notModified)
      #expect(rig.server.requestCount == requests + 1)
      try expectContent1(rig, before: before)
      rig.database.set("production/1-2-0/_version", .string("c2"))
      try await expectNextGoodAnswerApplied(rig)
    }
  }
}
