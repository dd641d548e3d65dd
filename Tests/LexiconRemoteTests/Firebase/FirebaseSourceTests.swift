import Foundation
import Lexicon
import LexiconEnvironment
import LexiconRemote
import LexiconTestServer
import Testing

@testable import LexiconFirebase
@testable import LexiconRemote

/// `FirebaseSource` against a Realtime Database fake on loopback, through a real `URLSession`:
/// the requests it sends (paths, `.json`, `X-Firebase-ETag`, `shallow`, credentials) and what
/// it makes of every answer.
@Suite struct FirebaseSourceTests {
  static let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))
  static let node = "production/1-2-0"

  static let russian: JSONValue = .object([
    "login%2Etitle": .string("Войти"),
    "inbox": .object([
      "title": .string("Входящие"),
      "unread": .object([
        "one": .string("%d письмо"), "few": .string("%d письма"), "many": .string("%d писем"),
        "other": .string("%d письма"),
      ]),
    ]),
  ])
  static let english: JSONValue = .object(["login%2Etitle": .string("Sign in")])

  /// The Russian content as the source reads it.
  static let russianValues: [String: LocalizedValue] = [
    "login.title": .text("Войти"), "inbox.title": .text("Входящие"),
    "inbox.unread": .plural(
      LocalizedValue.compactPlural([
        .one: "%d письмо", .few: "%d письма", .many: "%d писем", .other: "%d письма",
      ])),
  ]

  /// A database holding `ru` and `en` labels of production 1.2.0, with a `_version` marker.
  static func seed(_ database: FirebaseFake, marker: JSONValue? = .string("m1")) {
    database.set("\(node)/ru/labels", russian)
    database.set("\(node)/en/labels", english)
    database.set("\(node)/_version", marker)
  }

  static func source(
    _ database: FirebaseFake, waits: RecordedWaits = RecordedWaits(), attempts: Int = 2
  ) -> FirebaseSource {
    FirebaseSource(
      databaseURL: database.databaseURL, tables: ["labels"],
      transport: waits.transport(attempts: attempts))
  }

  static func request(
    _ languages: [String] = ["en", "ru"], held: [String: RemoteContentState] = [:],
    environment: LocalizationEnvironment = environment
  ) -> RemoteRequest {
    RemoteRequest(environment: environment, languages: languages, held: held)
  }

  /// What the device holds after applying `response`: each full answer's state.
  static func held(after response: RemoteResponse) -> [String: RemoteContentState] {
    var held: [String: RemoteContentState] = [:]
    for (language, answer) in response.languages {
      if case .full(_, let state) = answer { held[language] = state }
    }
    return held
  }

  static func snapshot(_ response: RemoteResponse, _ language: String) -> RemoteSnapshot? {
    guard case .full(let snapshot, _)? = response.languages[language] else { return nil }
    return snapshot
  }

  func error(_ source: FirebaseSource, _ request: RemoteRequest) async -> RemoteError? {
    do {
      _ = try await source.fetch(request)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Reading

  @Test func readsEachLanguagesTablesAfterTheMarker() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      let response = try await Self.source(database).fetch(Self.request())
      #expect(
        Self.snapshot(response, "ru")
          == RemoteSnapshot(language: "ru", version: 1, tables: ["labels": Self.russianValues]))
      #expect(
        Self.snapshot(response, "en")
          == RemoteSnapshot(
            language: "en", version: 1, tables: ["labels": ["login.title": .text("Sign in")]]))
      #expect(
        server.requests.map(\.path) == [
          "/production/1-2-0/_version.json", "/production/1-2-0/en/labels.json",
          "/production/1-2-0/ru/labels.json",
        ])
      // The marker asks for no ETag (it needs none); each table does.
      #expect(server.requests.first?.headers.value("X-Firebase-ETag") == nil)
      for request in server.requests.dropFirst() {
        #expect(request.headers.value("X-Firebase-ETag") == "true")
        #expect(request.query == nil)
      }
    }
  }

  /// With the marker unchanged, a refresh costs one request of a few bytes.
  @Test func anUnchangedMarkerCostsOneRequest() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      let source = Self.source(database)
      let first = try await source.fetch(Self.request())
      let before = server.requestCount
      let second = try await source.fetch(Self.request(held: Self.held(after: first)))
      #expect(second.languages == ["en": .notModified, "ru": .notModified])
      #expect(second.refreshedStates.isEmpty)
      #expect(server.requests.dropFirst(before).map(\.path) == ["/production/1-2-0/_version.json"])
    }
  }

  /// Without a marker every table is downloaded (the database answers in full), but one whose
  /// ETag is the one held is not even decoded: a body that is not JSON any more passes unseen.
  @Test func aHeldETagSkipsDecoding() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database, marker: nil)
      let source = Self.source(database)
      let first = try await source.fetch(Self.request(["ru"]))
      let etag = FirebaseFake.etag(of: Self.russian.compactEncoded())
      server.route("/production/1-2-0/ru/labels.json") { _ in
        .ok("not JSON at all", headers: [TestHTTPHeader("ETag", etag)])
      }
      let second = try await source.fetch(Self.request(["ru"], held: Self.held(after: first)))
      #expect(second.languages == ["ru": .notModified])
      #expect(second.refreshedStates.isEmpty)
      let sent = try #require(server.requests(to: "/production/1-2-0/ru/labels.json").last)
      #expect(sent.headers.value("If-None-Match") == etag)
    }
  }

  /// A new marker over the same tables: nothing is decoded, and the new marker is kept so the
  /// next refresh is one request again.
  @Test func aNewMarkerOverTheSameTablesRefreshesTheValidators() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      let source = Self.source(database)
      let held = Self.held(after: try await source.fetch(Self.request(["ru"])))
      database.set("\(Self.node)/_version", .int(2))
      let second = try await source.fetch(Self.request(["ru"], held: held))
      #expect(second.languages == ["ru": .notModified])
      let refreshed = try #require(second.refreshedStates["ru"])
      #expect(refreshed.version == 1)
      #expect(FirebaseHeldState(validator: refreshed.etag)?.marker == "2")
      let before = server.requestCount
      let third = try await source.fetch(Self.request(["ru"], held: ["ru": refreshed]))
      #expect(third.languages == ["ru": .notModified])
      #expect(server.requestCount == before + 1)
    }
  }

  /// A changed table is read whole; Firebase has no content versions, so it comes as the held
  /// version plus one.
  @Test func aChangedTableComesWholeAsTheNextVersion() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      let source = Self.source(database)
      var held = Self.held(after: try await source.fetch(Self.request(["ru"])))
      held["ru"]?.version = 6
      database.set("\(Self.node)/ru/labels/login%2Etitle", .string("Вход"))
      database.set("\(Self.node)/_version", .string("m2"))
      let response = try await source.fetch(Self.request(["ru"], held: held))
      var expected = Self.russianValues
      expected["login.title"] = .text("Вход")
      #expect(
        Self.snapshot(response, "ru")
          == RemoteSnapshot(language: "ru", version: 7, tables: ["labels": expected]))
    }
  }

  /// `null` is "nothing published": a language whose every table is `null` is unpublished —
  /// held or not, so the device keeps what it has.
  @Test func nullIsUnpublished() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      let source = Self.source(database)
      let held = Self.held(after: try await source.fetch(Self.request()))
      database.set("\(Self.node)/ru", nil)
      database.set("\(Self.node)/_version", .string("m2"))
      let response = try await source.fetch(Self.request(["en", "ru", "de"], held: held))
      #expect(response.languages["ru"] == .unpublished)
      #expect(response.languages["de"] == .unpublished)
      #expect(response.languages["en"] == .notModified)
      database.set("", nil)
      let empty = try await source.fetch(Self.request(["en", "ru"], held: held))
      #expect(empty.languages == ["en": .unpublished, "ru": .unpublished])
    }
  }

  /// A proxy that strips `ETag`, and no marker: the body's digest tells an unchanged table, so a
  /// refresh never makes a new version of the same content (and the digest is never sent as
  /// `If-None-Match`).
  @Test func aTableWithoutAnETagIsComparedByItsDigest() async throws {
    try await TestHTTPServer.with { server in
      let body = Self.russian.compactEncoded()
      server.route("/production/1-2-0/ru/labels.json") { _ in .ok(body) }
      let database = FirebaseFake(server: server)
      var source = Self.source(database)
      source.readsVersionNode = false
      let first = try await source.fetch(Self.request(["ru"]))
      #expect(Self.snapshot(first, "ru")?.version == 1)
      let second = try await source.fetch(Self.request(["ru"], held: Self.held(after: first)))
      #expect(second.languages == ["ru": .notModified])
      #expect(second.refreshedStates.isEmpty)
      #expect(server.requests.allSatisfy { $0.headers.value("If-None-Match") == nil })
      server.route("/production/1-2-0/ru/labels.json") { _ in
        .ok(JSONValue.object(["login%2Etitle": .string("Вход")]).compactEncoded())
      }
      let third = try await source.fetch(Self.request(["ru"], held: Self.held(after: first)))
      #expect(Self.snapshot(third, "ru")?.tables == ["labels": ["login.title": .text("Вход")]])
    }
  }

  /// When one of several tables changed, the others' bodies — already received whole — are
  /// used as they are: one request per table, none downloaded twice.
  @Test func unchangedTablesAreNotDownloadedTwice() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      for table in ["Login", "Inbox", "Settings"] {
        database.set("\(Self.node)/ru/\(table)", .object(["title": .string(table)]))
      }
      var source = Self.source(database)
      source.tables = ["Login", "Inbox", "Settings"]
      source.readsVersionNode = false
      let held = Self.held(after: try await source.fetch(Self.request(["ru"])))
      database.set("\(Self.node)/ru/Inbox/title", .string("Входящие"))
      let before = server.requestCount
      let response = try await source.fetch(Self.request(["ru"], held: held))
      #expect(
        Self.snapshot(response, "ru")?.tables == [
          "Login": ["title": .text("Login")], "Inbox": ["title": .text("Входящие")],
          "Settings": ["title": .text("Settings")],
        ])
      #expect(server.requestCount == before + 3)
    }
  }

  /// Rules that let the app read its labels but not `_version`: the marker is absent, the
  /// credential is not refreshed for it, and the tables are read.
  @Test func anUnreadableMarkerIsNoMarker() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      server.route("/production/1-2-0/_version.json") { _ in
        .status(401, #"{"error": "Permission denied"}"#)
      }
      let asked = LockedValue<[Bool]>([])
      var source = Self.source(database)
      source.credential = { forceRefresh in
        asked.withLock { $0.append(forceRefresh) }
        return .idToken("reader")
      }
      let response = try await source.fetch(Self.request(["ru"]))
      #expect(Self.snapshot(response, "ru")?.tables["labels"] == Self.russianValues)
      #expect(asked.withLock { $0 } == [false])
      let state = try #require(Self.held(after: response)["ru"])
      #expect(FirebaseHeldState(validator: state.etag)?.marker == nil)
    }
  }

  /// A marker that is not a marker (a hand-made object over the size a marker has) is ignored
  /// rather than failing every refresh.
  @Test func anOversizedMarkerIsNoMarker() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database, marker: .string(String(repeating: "x", count: 64 << 10)))
      let response = try await Self.source(database).fetch(Self.request(["ru"]))
      #expect(Self.snapshot(response, "ru")?.tables["labels"] == Self.russianValues)
    }
  }

  /// A table added to the source is read although the marker did not change: the marker
  /// vouches only for the tables held.
  @Test func aTableAddedToTheSourceIsReadUnderTheSameMarker() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      database.set("\(Self.node)/ru/extra", .object(["hint": .string("Подсказка")]))
      var source = Self.source(database)
      let held = Self.held(after: try await source.fetch(Self.request(["ru"])))
      source.tables = ["labels", "extra"]
      let response = try await source.fetch(Self.request(["ru"], held: held))
      #expect(
        Self.snapshot(response, "ru")?.tables == [
          "labels": Self.russianValues, "extra": ["hint": .text("Подсказка")],
        ])
    }
  }

  @Test func readsSeveralTablesAndKeepsTheDatabaseURLsQuery() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      database.set("development/ru/Login", .object(["title": .string("Войти")]))
      database.set("development/ru/Inbox%2Emain", .object(["title": .string("Входящие")]))
      var source = Self.source(database)
      source.databaseURL = server.url("/?ns=demo-project")
      source.tables = ["Login", "Inbox.main"]
      source.readsVersionNode = false
      let development = LocalizationEnvironment(name: .development, version: nil)
      let response = try await source.fetch(Self.request(["ru"], environment: development))
      #expect(
        Self.snapshot(response, "ru")?.tables
          == ["Login": ["title": .text("Войти")], "Inbox.main": ["title": .text("Входящие")]])
      #expect(
        server.requests.map(\.target) == [
          "/development/ru/Login.json?ns=demo-project",
          "/development/ru/Inbox%252Emain.json?ns=demo-project",
        ])
    }
  }

  @Test(
    "URLs: the path's components percent-encoded, then .json",
    arguments: [
      (
        "https://db.example.com", ["production", "1-2-0", "ru", "labels"],
        "https://db.example.com/production/1-2-0/ru/labels.json"
      ),
      (
        "https://db.example.com/", ["production", "1-2-0", "_version"],
        "https://db.example.com/production/1-2-0/_version.json"
      ),
      (
        "https://db.example.com/app/", ["development", "pt-BR", "a%2Eb"],
        "https://db.example.com/app/development/pt-BR/a%252Eb.json"
      ),
      (
        "http://127.0.0.1:9000/?ns=demo", ["production"],
        "http://127.0.0.1:9000/production.json?ns=demo"
      ),
      ("https://db.example.com", [], "https://db.example.com/.json"),
    ])
  func urls(database: String, components: [String], expected: String) throws {
    let source = FirebaseSource(databaseURL: try #require(URL(string: database)))
    #expect(source.url(for: try RemotePath(components: components)).absoluteString == expected)
  }

  // MARK: - Errors

  @Test(
    "Error bodies are typed errors with the service's message",
    arguments: [
      (
        404,
        #"{"error": "Firebase error. Please ensure that you have the URL of your Firebase Realtime Database instance configured correctly."}"#
      ),
      (400, #"{"error": "Invalid path: Invalid token in path"}"#),
      (403, #"{"error": "Permission denied"}"#),
      (423, #"{"error": "The database is locked"}"#),
    ])
  func errorBodies(status: Int, body: String) async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      server.route("/production/1-2-0/ru/labels.json", replies: [.json(body, status: status)])
      let message = try #require(FirebaseSession.errorMessage(Data(body.utf8)))
      #expect(
        await error(Self.source(database), Self.request(["ru"]))
          == .serviceError(
            server.url("/production/1-2-0/ru/labels.json"), status: status, message: message))
      #expect(server.requests(to: "/production/1-2-0/ru/labels.json").count == 1)
    }
  }

  @Test func aDisabledDatabaseIsAServiceError() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      database.isDisabled = true
      #expect(
        await error(Self.source(database), Self.request())
          == .serviceError(
            server.url("/production/1-2-0/_version.json"), status: 404,
            message: FirebaseFake.disabledMessage))
    }
  }

  @Test func aServerErrorWithoutABodyIsRetriedThenReported() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      server.route("/production/1-2-0/ru/labels.json", replies: [.status(500)])
      let waits = RecordedWaits()
      #expect(
        await error(Self.source(database, waits: waits, attempts: 3), Self.request(["ru"]))
          == .httpStatus(server.url("/production/1-2-0/ru/labels.json"), status: 500))
      #expect(server.requests(to: "/production/1-2-0/ru/labels.json").count == 3)
      #expect(waits.seconds.count == 2)
    }
  }

  /// A `304` from a caching proxy answers a conditional request; to an unconditional one it is
  /// an error.
  @Test func a304FromAProxyIsHonoured() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database, marker: nil)
      let source = Self.source(database)
      let held = Self.held(after: try await source.fetch(Self.request(["ru"])))
      server.route("/production/1-2-0/ru/labels.json", replies: [.status(304)])
      #expect(
        try await source.fetch(Self.request(["ru"], held: held)).languages == ["ru": .notModified])
      #expect(
        await error(source, Self.request(["ru"]))
          == .httpStatus(server.url("/production/1-2-0/ru/labels.json"), status: 304))
    }
  }

  @Test func aBodyThatIsNotJSONIsAnInvalidPayload() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      server.route("/production/1-2-0/ru/labels.json", replies: [.ok("{\"a\": }")])
      let url = server.url("/production/1-2-0/ru/labels.json")
      guard
        case .invalidPayload(let source, "", 1, 7, _)? =
          await error(Self.source(database), Self.request(["ru"]))
      else {
        Issue.record("expected an invalid payload")
        return
      }
      #expect(source == url.absoluteString)
    }
  }

  @Test func plainHTTPToAHostThatIsNotLoopbackIsRefused() async throws {
    let source = FirebaseSource(
      databaseURL: try #require(URL(string: "http://db.example.com")),
      transport: RecordedWaits().transport())
    #expect(
      await error(source, Self.request())
        == .insecureURL(
          try #require(URL(string: "http://db.example.com/production/1-2-0/_version.json"))))
  }

  // MARK: - Credentials

  @Test(
    "Sends the credential as the query parameter of its kind",
    arguments: [
      (FirebaseCredential.idToken("id-1"), "auth"),
      (.databaseSecret("secret-1"), "auth"),
      (.accessToken("ya29.token"), "access_token"),
    ])
  func sendsTheCredential(credential: FirebaseCredential, parameter: String) async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      database.requireCredential(readers: [credential.token])
      var source = Self.source(database)
      source.credential = { _ in credential }
      let response = try await source.fetch(Self.request(["ru"]))
      #expect(Self.snapshot(response, "ru")?.tables["labels"] == Self.russianValues)
      for request in server.requests {
        #expect(request.queryItems == [parameter: credential.token])
      }
    }
  }

  /// An expired ID token: the `401` asks the closure for a fresh one, once, and the request is
  /// sent again with it.
  @Test func a401AsksForAFreshCredentialOnce() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      database.requireCredential(readers: ["fresh"], expired: ["stale"])
      let asked = LockedValue<[Bool]>([])
      var source = Self.source(database)
      source.credential = { forceRefresh in
        asked.withLock { $0.append(forceRefresh) }
        return .idToken(forceRefresh ? "fresh" : "stale")
      }
      let response = try await source.fetch(Self.request())
      #expect(Self.snapshot(response, "ru")?.tables["labels"] == Self.russianValues)
      #expect(asked.withLock { $0 } == [false, true])
      // The marker's 401 means "no marker" and asks for nothing; the first table's asks for a
      // fresh token, and the table is read again with it.
      #expect(
        server.requests.map { $0.queryItems["auth"] } == ["stale", "stale", "fresh", "fresh"])
    }
  }

  /// A credential refused twice is reported, naming the URL without the token.
  @Test func aSecondRefusalIsReportedWithoutTheToken() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      database.requireCredential(readers: ["fresh"], expired: ["stale"])
      let asked = LockedValue(0)
      var source = Self.source(database)
      source.credential = { _ in
        asked.withLock { $0 += 1 }
        return .idToken("stale")
      }
      #expect(
        await error(source, Self.request())
          == .unauthorized(
            server.url("/production/1-2-0/en/labels.json"), message: "Auth token is expired"))
      #expect(asked.withLock { $0 } == 2)
      #expect(server.requestCount == 3)
    }
  }

  @Test func withoutACredentialRulesThatNeedOneAreReported() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      Self.seed(database)
      database.requireCredential(readers: ["reader"])
      #expect(
        await error(Self.source(database), Self.request())
          == .unauthorized(
            server.url("/production/1-2-0/en/labels.json"), message: "Permission denied"))
      #expect(server.requestCount == 2)
    }
  }

  @Test func aCredentialClosureThatThrowsIsReported() async throws {
    struct SignedOut: Error, CustomStringConvertible {
      var description: String { "no user is signed in" }
    }
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      var source = Self.source(database)
      source.credential = { _ in throw SignedOut() }
      #expect(
        await error(source, Self.request())
          == .credentialUnavailable(reason: "no user is signed in"))
      #expect(server.requestCount == 0)
    }
  }

  // MARK: - Earlier versions

  /// Opt-in: nothing at 1.2.0, so the newest version not newer than it (not a pre-release) is
  /// read; once 1.2.0 is published, it is read instead, as the next version.
  @Test func fallsBackToTheNewestEarlierVersion() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      for version in ["1-0-0", "1-1-0", "1-2-0-beta-1", "1-3-0"] {
        database.set("production/\(version)/ru/labels", .object(["v": .string(version)]))
      }
      database.set("production/1-1-0/_version", .string("m110"))
      var source = Self.source(database)
      #expect(try await source.fetch(Self.request(["ru"])).languages == ["ru": .unpublished])
      source.fallsBackToEarlierVersions = true
      let before = server.requestCount
      let response = try await source.fetch(Self.request(["ru"]))
      #expect(Self.snapshot(response, "ru")?.tables == ["labels": ["v": .text("1-1-0")]])
      #expect(
        server.requests.dropFirst(before).map(\.target) == [
          "/production/1-2-0/_version.json", "/production.json?shallow=true",
          "/production/1-1-0/_version.json", "/production/1-1-0/ru/labels.json",
        ])
      let held = Self.held(after: response)
      #expect(
        try await source.fetch(Self.request(["ru"], held: held)).languages == ["ru": .notModified])

      database.set("production/1-2-0/ru/labels", .object(["v": .string("1-2-0")]))
      database.set("production/1-2-0/_version", .string("m120"))
      let own = try await source.fetch(Self.request(["ru"], held: held))
      #expect(
        Self.snapshot(own, "ru")
          == RemoteSnapshot(language: "ru", version: 2, tables: ["labels": ["v": .text("1-2-0")]]))
    }
  }

  /// Versions are compared as numbers, not text: 1.10.2 reads 1-10-0, not 1-9-0 (which sorts
  /// after it as text) nor 1-10-3 (newer than the app).
  @Test func earlierVersionsAreComparedAsNumbers() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      for version in ["1-9-0", "1-10-0", "1-10-3", "1-2"] {
        database.set("production/\(version)/ru/labels", .object(["v": .string(version)]))
      }
      database.set("production/notes", .string("not a version"))
      var source = Self.source(database)
      source.fallsBackToEarlierVersions = true
      let app = LocalizationEnvironment(name: .production, version: AppVersion("1.10.2"))
      let response = try await source.fetch(Self.request(["ru"], environment: app))
      #expect(Self.snapshot(response, "ru")?.tables == ["labels": ["v": .text("1-10-0")]])
      let listing = try #require(server.requests.first { $0.query == "shallow=true" })
      #expect(listing.headers.value("X-Firebase-ETag") == nil)
    }
  }

  @Test func aPreReleaseAppMayReadAnEarlierPreRelease() async throws {
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      database.set("production/2-0-0-beta-1/ru/labels", .object(["v": .string("beta 1")]))
      database.set("production/1-9-0/ru/labels", .object(["v": .string("1.9")]))
      var source = Self.source(database)
      source.fallsBackToEarlierVersions = true
      let beta2 = LocalizationEnvironment(name: .production, version: AppVersion("2.0.0-beta.2"))
      let response = try await source.fetch(Self.request(["ru"], environment: beta2))
      #expect(Self.snapshot(response, "ru")?.tables == ["labels": ["v": .text("beta 1")]])
      let release = LocalizationEnvironment(name: .production, version: AppVersion("2.0.0"))
      let forRelease = try await source.fetch(Self.request(["ru"], environment: release))
      #expect(Self.snapshot(forRelease, "ru")?.tables == ["labels": ["v": .text("1.9")]])
    }
  }
}
