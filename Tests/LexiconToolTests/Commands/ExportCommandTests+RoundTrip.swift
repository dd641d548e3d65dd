import Foundation
import Lexicon
import LexiconFirebase
import LexiconRawFiles
import LexiconRemote
import LexiconTestServer
import Testing

@testable import LexiconTool

/// The whole trip: real resource files, exported by the built `lexicon` executable, served on
/// loopback (a static host, or the Realtime Database fake after `lexicon publish firebase`),
/// fetched by a `RemoteProvider` through a real `URLSession` — and every key of every language
/// resolves, through a runtime whose only provider is the remote one, to exactly the value the
/// files hold.
extension ExportCommandTests {
  struct LoginKey: Localizable {
    let key: String
    static var table: String { "Login" }
  }

  struct InboxKey: Localizable {
    let key: String
    static var table: String { "Inbox" }
  }

  struct SettingsKey: Localizable {
    let key: String
    static var table: String { "Settings" }
  }

  /// The value of `key` of `table` resolved through `runtime`.
  static func resolve(_ key: String, table: String, in runtime: Localization) -> LocalizedValue {
    switch table {
    case "Login": return runtime.value(for: LoginKey(key: key))
    case "Inbox": return runtime.value(for: InboxKey(key: key))
    default: return runtime.value(for: SettingsKey(key: key))
    }
  }

  /// The text of `key` of `table` through `runtime`, as `"\(key)"` shows it.
  static func text(_ key: String, table: String, in runtime: Localization) -> String {
    switch table {
    case "Login": return runtime.text(for: LoginKey(key: key))
    case "Inbox": return runtime.text(for: InboxKey(key: key))
    default: return runtime.text(for: SettingsKey(key: key))
    }
  }

  /// A provider of `source` over a fresh cache, showing updates at once, checking values
  /// against the remote development language only.
  static func provider(
    _ source: some RemoteSource, cache: URL, rejections: LockedValue<[RemoteRejection]>
  )
    -> RemoteProvider
  {
    var configuration = RemoteConfiguration(
      source: source, languages: ExportFixture.languages, environment: environment,
      developmentLanguage: "en", policy: .immediately, cacheDirectory: cache)
    configuration.reference = nil
    configuration.build = "1"
    configuration.minimumRefreshInterval = 0
    configuration.onRejectedValue = EventHandler { rejection in
      rejections.withLock { $0.append(rejection) }
    }
    return RemoteProvider(configuration: configuration)
  }

  /// Checks that `provider` serves exactly the files' values, table by table and through a
  /// runtime, in every language.
  static func expectServesTheFiles(_ provider: RemoteProvider, folder: TemporaryFolder) throws {
    let expected = try ExportFixture.values(in: folder.url)
    #expect(Set(expected.keys) == Set(ExportFixture.languages))
    var checked = 0
    for (language, tables) in expected {
      let runtime = Localization(
        configuration: LocalizationConfiguration(
          providers: [provider], tableFiles: .raw, developmentLanguage: "en",
          supportedLanguages: ExportFixture.languages, language: language, onMissingKey: .ignore,
          onFormatProblem: .ignore, persistence: .none))
      for (table, values) in tables {
        let served = provider.table(
          for: TableRequest(language: language, table: table, tableFiles: .raw))
        #expect(served?.entries == values, "\(language) \(table)")
        for (key, value) in values {
          #expect(Self.resolve(key, table: table, in: runtime) == value, "\(language) \(key)")
          if case .text(let text) = value {
            #expect(Self.text(key, table: table, in: runtime) == text, "\(language) \(key)")
          }
          checked += 1
        }
      }
    }
    #expect(checked == 23)
  }

  @Test func roundTripThroughAStaticHost() async throws {
    let folder = try TemporaryFolder(ExportFixture.files)
    let export = try LexiconExecutable.run(Self.staticArguments, in: folder.url)
    try #require(export.status == 0, "\(export.errors)")
    let cache = folder.url.appendingPathComponent("cache")
    try await TestHTTPServer.with { server in
      let published = folder.url.appendingPathComponent("public")
      for (path, data) in try Self.contents(of: published) {
        if path.hasSuffix("manifest.json") {
          server.serve("/cdn/" + path, data, etag: "\"m1\"")
        } else {
          server.route("/cdn/" + path) { _ in .ok(data) }
        }
      }
      let rejections = LockedValue<[RemoteRejection]>([])
      let source = StaticHostingSource(
        baseURL: server.url("/cdn"), transport: HTTPTransport(timeout: 10, maximumAttempts: 1))
      let provider = Self.provider(source, cache: cache, rejections: rejections)
      #expect(try await provider.refresh() == .applied(["ar": 1, "en": 1, "ru": 1]))
      #expect(rejections.withLock { $0 }.isEmpty)
      try Self.expectServesTheFiles(provider, folder: folder)
      // A new launch reads the same from its cache.
      let relaunched = Self.provider(source, cache: cache, rejections: rejections)
      try Self.expectServesTheFiles(relaunched, folder: folder)
    }
  }

  @Test func roundTripThroughFirebase() async throws {
    let folder = try TemporaryFolder(ExportFixture.files)
    let export = try LexiconExecutable.run(Self.firebaseArguments, in: folder.url)
    try #require(export.status == 0, "\(export.errors)")
    let cache = folder.url.appendingPathComponent("cache")
    try await TestHTTPServer.with { server in
      let database = FirebaseFake(server: server)
      database.requireCredential(readers: ["reader"], writers: ["writer"])
      let publish = try LexiconExecutable.run(
        [
          "publish", "firebase", "--database", database.databaseURL.absoluteString,
          "--token-env", "LEXICON_TEST_WRITER", "labels.json",
        ], in: folder.url, environment: ["LEXICON_TEST_WRITER": "writer"])
      try #require(publish.status == 0, "\(publish.errors)")
      let rejections = LockedValue<[RemoteRejection]>([])
      let source = FirebaseSource(
        databaseURL: database.databaseURL, tables: ExportFixture.tables,
        transport: HTTPTransport(timeout: 10, maximumAttempts: 1),
        credential: { _ in .idToken("reader") })
      let provider = Self.provider(source, cache: cache, rejections: rejections)
      #expect(try await provider.refresh() == .applied(["ar": 1, "en": 1, "ru": 1]))
      #expect(rejections.withLock { $0 }.isEmpty)
      try Self.expectServesTheFiles(provider, folder: folder)
      // The same publication again: one request for `_version`, nothing applied.
      let before = server.requestCount
      #expect(try await provider.refresh() == .notModified)
      #expect(server.requestCount == before + 1)
    }
  }
}
