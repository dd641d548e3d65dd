import Foundation
import Lexicon
import LexiconEnvironment
import LexiconPublishing
import LexiconTestServer
import Testing

@testable import LexiconRemote

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The static-hosting source over a real loopback server and a real `URLSession`: the manifest
/// and its conditional requests, deltas and full files, verification, and every fault of the
/// over-the-air issue that reaches a source — each with the typed error, the requests the server
/// saw, and the next good answer.
@Suite struct StaticHostingSourceTests {
  static let files = LocalizedValue.plural(
    LocalizedValue.compactPlural([
      .one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла",
    ]))
  static let summary = LocalizedValue.plural(
    PluralString(
      format: "%#@files@ в %#@folders@",
      variables: [
        "files": PluralVariable(
          argumentNumber: 1, formatSpecifier: "d", variants: [.one: "%d файл", .other: "%d файла"]),
        "folders": PluralVariable(
          argumentNumber: 2, formatSpecifier: "d",
          variants: [.one: "%d папке", .other: "%d папках"]
        ),
      ]))
  static let ru5 = RemoteSnapshot(
    language: "ru", version: 5, tables: ["Localizable": ["login.title": .text("Вход")]])
  static let ru6 = RemoteSnapshot(
    language: "ru", version: 6,
    tables: [
      "Localizable": [
        "login.title": .text("Вход"), "promo.banner": .text("Скидка"), "inbox.files": files,
      ]
    ])
  static let ru7 = RemoteSnapshot(
    language: "ru", version: 7,
    tables: [
      "Localizable": [
        "login.title": .text("Войти"), "inbox.files": files, "inbox.summary": summary,
      ],
      "Settings": ["title": .text("Настройки")],
    ])
  static let en3 = RemoteSnapshot(
    language: "en", version: 3, tables: ["Localizable": ["login.title": .text("Sign in")]])

  /// ru at 7 (with a delta from 6), en at 3.
  static func site() -> StaticSite {
    var site = StaticSite()
    site.publish(ru5, ru6, ru7, en3)
    site.publishDelta(from: ru6, to: ru7)
    return site
  }

  static func request(held: [String: RemoteContentState] = [:], languages: [String] = ["ru", "en"])
    -> RemoteRequest
  {
    RemoteRequest(environment: StaticSite.environment, languages: languages, held: held)
  }

  /// Runs a fetch that must fail and returns the typed error.
  func error(_ source: StaticHostingSource, _ request: RemoteRequest) async -> RemoteError? {
    do {
      _ = try await source.fetch(request)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Good answers

  @Test func aFirstRefreshGetsEveryFullSnapshot() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      let response = try await site.source(on: server).fetch(
        Self.request(languages: ["ru", "en", "de"]))
      let state = { (version: Int) in
        RemoteContentState(
          version: version, etag: site.manifestETag, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")
      }
      #expect(
        response
          == RemoteResponse(languages: [
            "ru": .full(Self.ru7, state(7)), "en": .full(Self.en3, state(3)), "de": .unpublished,
          ]))
      #expect(
        server.requests.map(\.path).sorted()
          == [
            "/app/production/1-2-0/en/3.json", "/app/production/1-2-0/manifest.json",
            "/app/production/1-2-0/ru/7.json",
          ])
      #expect(server.requests.first?.headers.value("If-None-Match") == nil)
    }
  }

  @Test func anUnchangedManifestCostsOneConditionalRequest() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      let held = [
        "ru": RemoteContentState(version: 7, etag: site.manifestETag),
        "en": RemoteContentState(version: 3, etag: site.manifestETag),
      ]
      let response = try await site.source(on: server).fetch(Self.request(held: held))
      #expect(response == RemoteResponse(languages: ["ru": .notModified, "en": .notModified]))
      #expect(server.requestCount == 1)
      #expect(server.requests[0].headers.value("If-None-Match") == site.manifestETag)
    }
  }

  @Test func lastModifiedAloneMakesTheRequestConditional() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      let date = "Sun, 06 Nov 1994 08:49:37 GMT"
      let held = ["ru": RemoteContentState(version: 7, lastModified: date)]
      let response = try await site.source(on: server).fetch(
        Self.request(held: held, languages: ["ru"]))
      #expect(response == RemoteResponse(languages: ["ru": .notModified]))
      #expect(server.requests.map { $0.headers.value("If-Modified-Since") } == [date])
    }
  }

  @Test func differingValidatorsMakeTheRequestUnconditional() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      let held = [
        "ru": RemoteContentState(version: 7, etag: "\"old\""),
        "en": RemoteContentState(version: 3, etag: site.manifestETag),
      ]
      let response = try await site.source(on: server).fetch(Self.request(held: held))
      #expect(response.languages == ["ru": .notModified, "en": .notModified])
      #expect(
        response.refreshedStates == [
          "ru": RemoteContentState(
            version: 7, etag: site.manifestETag, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT"),
          "en": RemoteContentState(
            version: 3, etag: site.manifestETag, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT"),
        ])
      #expect(server.requestCount == 1)
      #expect(server.requests[0].headers.value("If-None-Match") == nil)
    }
  }

  @Test func aChangedLanguageComesAsADeltaFromTheHeldVersion() async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      let held = [
        "ru": RemoteContentState(version: 6, etag: "\"before\""),
        "en": RemoteContentState(version: 3, etag: "\"before\""),
      ]
      let response = try await site.source(on: server).fetch(Self.request(held: held))
      let state = RemoteContentState(
        version: 7, etag: site.manifestETag, lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")
      #expect(
        response.languages["ru"] == .delta(StaticSite.delta(from: Self.ru6, to: Self.ru7), state))
      #expect(response.languages["en"] == .notModified)
      #expect(response.refreshedStates["en"]?.etag == site.manifestETag)
      #expect(response.recoveredErrors.isEmpty)
      #expect(
        server.requests.map(\.path) == [
          "/app/production/1-2-0/manifest.json", "/app/production/1-2-0/ru/6-7.json",
        ])
      #expect(server.requests[0].headers.value("If-None-Match") == "\"before\"")
    }
  }

  @Test(
    "Without a delta from the held version the full snapshot comes",
    arguments: [5, 9])  // 9: the team rolled back to 7
  func noDeltaFromTheHeldVersion(held: Int) async throws {
    try await TestHTTPServer.with { server in
      let site = Self.site()
      site.serve(on: server)
      let response = try await site.source(on: server).fetch(
        Self.request(held: ["ru": RemoteContentState(version: held)], languages: ["ru"]))
      guard case .full(let snapshot, let state)? = response.languages["ru"] else {
        Issue.record(
          "expected a full snapshot, got \(String(describing: response.languages["ru"]))")
        return
      }
      #expect(snapshot == Self.ru7)
      #expect(state.version == 7)
      #expect(server.requests.map(\.path).last == "/app/production/1-2-0/ru/7.json")
    }
  }

  @Test func manifestURLsFollowTheEnvironmentPathConvention() throws {
    let source = StaticHostingSource(
      baseURL: try #require(URL(string: "https://cdn.example.com/app/")))
    #expect(
      source.manifestURL(for: StaticSite.environment).absoluteString
        == "https://cdn.example.com/app/production/1-2-0/manifest.json")
    #expect(
      source.manifestURL(for: LocalizationEnvironment(name: .development, version: nil))
        .absoluteString == "https://cdn.example.com/app/development/manifest.json")
    #expect(
      source.manifestURL(
        for: LocalizationEnvironment(name: .staging, version: AppVersion("1.3.0-beta.2"))
      ).absoluteString == "https://cdn.example.com/app/staging/1-3-0-beta-2/manifest.json")
  }

  @Test func anEnvironmentWithoutAnAppVersionHasItsOwnManifest() async throws {
    try await TestHTTPServer.with { server in
      var site = StaticSite()
      site.environment = LocalizationEnvironment(name: .development, version: nil)
      site.publish(Self.en3)
      site.serve(on: server)
      let request = RemoteRequest(environment: site.environment, languages: ["en"])
      let response = try await site.source(on: server).fetch(request)
      guard case .full(let snapshot, _)? = response.languages["en"] else {
        Issue.record("expected the snapshot")
        return
      }
      #expect(snapshot == Self.en3)
      #expect(server.requests.first?.path == "/app/development/manifest.json")
    }
  }

  @Test func noLanguagesNoRequests() async throws {
    try await TestHTTPServer.with { server in
      let response = try await Self.site().source(on: server).fetch(Self.request(languages: []))
      #expect(response == RemoteResponse(languages: [:]))
      #expect(server.requestCount == 0)
    }
  }

  // MARK: - Content of another environment or version

  @Test(
    "Content for another environment or app version is refused",
    arguments: [
      LocalizationEnvironment(name: .staging, version: AppVersion("1.2.0")),
      LocalizationEnvironment(name: .production, version: AppVersion("1.1.0")),
    ])
  func anotherTargetsManifest(other: LocalizationEnvironment) async throws {
    try await TestHTTPServer.with { server in
      var site = Self.site()
      site.environment = other
      let wrong = site.manifestData
      site = Self.site()
      site.serve(on: server)
      server.route(site.manifestPath, replies: [.ok(wrong), .ok(site.manifestData)])
      let source = site.source(on: server)
      let error = await error(source, Self.request())
      #expect(error == .wrongTarget(expected: "production 1.2.0", found: other.description))
      #expect(server.requestCount == 1)
      let good = try await source.fetch(Self.request())
      #expect(good.languages["ru"] == .full(Self.ru7, RemoteContentState(version: 7, etag: nil)))
    }
  }

  @Test func aSnapshotForAnotherAppVersionIsRefused() async throws {
    try await TestHTTPServer.with { server in
      var site = Self.site()
      site.files["ru/7.json"] = Self.ru7.jsonData(
        environment: LocalizationEnvironment(name: .production, version: AppVersion("1.3.0")))
      site.serve(on: server)
      let error = await error(site.source(on: server), Self.request(languages: ["ru"]))
      #expect(error == .wrongTarget(expected: "production 1.2.0", found: "production 1.3.0"))
    }
  }

  @Test func aSnapshotOfAnotherLanguageIsRefused() async throws {
    try await TestHTTPServer.with { server in
      var site = Self.site()
      var ukrainian = Self.ru7
      ukrainian.language = "uk"
      site.files["ru/7.json"] = ukrainian.jsonData(environment: site.environment)
      site.serve(on: server)
      let error = await error(site.source(on: server), Self.request(languages: ["ru"]))
      #expect(error == .wrongTarget(expected: "ru", found: "uk"))
    }
  }

  @Test func aFileHoldingAnotherVersionThanListedIsRefused() async throws {
    try await TestHTTPServer.with { server in
      var site = Self.site()
      site.files["ru/7.json"] = Self.ru6.jsonData(environment: site.environment)
      site.serve(on: server)
      let url = server.url(site.path("ru/7.json"))
      let error = await error(site.source(on: server), Self.request(languages: ["ru"]))
      #expect(
        error
          == .invalidPayload(
            source: url.absoluteString, field: "version", line: nil, column: nil,
            reason: "the manifest lists version 7, the file holds version 6"))
    }
  }
}
