import Foundation
import Lexicon
import LexiconRawFiles
import LexiconRemote
import LexiconTestServer
import Testing

@testable import LexiconTool

/// The content version a build ships with (issue 23, part 5): `lexicon export static --stamp`
/// records each language's version and content digest in the app's resources; a fresh install
/// declares that version as held, so its first refresh downloads only the difference — proved
/// with the server's request log.
extension ExportCommandTests {
  /// The app as built: the resources exported at version 1 with their stamp, copied into a
  /// bundle; then a fix of the Russian title exported as version 2 (with a delta from 1), served
  /// on loopback.
  struct ShippedApp {
    let folder: TemporaryFolder
    let bundle: Bundle

    init() throws {
      folder = try TemporaryFolder(ExportFixture.files)
      let first = try LexiconExecutable.run(
        ExportCommandTests.staticArguments + ["--stamp", "Resources/lexicon-content.json"],
        in: folder.url)
      try #require(first.status == 0, "\(first.errors)")
      #expect(first.output.contains("content versions recorded in Resources/lexicon-content.json"))
      let app = folder.url.appendingPathComponent("App.bundle")
      try FileManager.default.copyItem(at: folder.url.appendingPathComponent("Resources"), to: app)
      bundle = try #require(Bundle(url: app))
      let russian = try folder.read("Resources/ru.lproj/Login.strings")
      try folder.write(
        russian.replacingOccurrences(of: "\"Войти\"", with: "\"Вход\""),
        to: "Resources/ru.lproj/Login.strings")
      let second = try LexiconExecutable.run(ExportCommandTests.staticArguments, in: folder.url)
      try #require(second.status == 0, "\(second.errors)")
      #expect(second.output.contains("ru  version 2  new"))
    }

    /// Serves the export on `server` under `/cdn`.
    func serve(on server: TestHTTPServer) throws {
      for (path, data) in try ExportCommandTests.contents(
        of: folder.url.appendingPathComponent("public"))
      {
        server.route("/cdn/" + path) { _ in .ok(data) }
      }
    }

    /// A launch of the app, on a fresh cache unless `cache` names the one of an earlier launch;
    /// the app's bundle as its reference.
    func provider(
      on server: TestHTTPServer, declaresShipped: Bool = true, cache: String = UUID().uuidString
    ) -> RemoteProvider {
      var configuration = RemoteConfiguration(
        source: StaticHostingSource(
          baseURL: server.url("/cdn"), transport: HTTPTransport(timeout: 10, maximumAttempts: 1)),
        languages: ExportFixture.languages, environment: ExportCommandTests.environment,
        developmentLanguage: "en", policy: .immediately,
        cacheDirectory: folder.url.appendingPathComponent("cache-\(cache)"))
      configuration.referenceBundles = [bundle]
      configuration.tableFiles = .raw
      configuration.build = "1"
      configuration.declaresShippedContent = declaresShipped
      return RemoteProvider(configuration: configuration)
    }

    /// The Russian title the app shows: the remote layer over the bundle.
    func russianTitle(_ remote: RemoteProvider) -> String {
      let runtime = Localization(
        configuration: LocalizationConfiguration(
          providers: [remote, BundleProvider(bundle: bundle)], tableFiles: .raw,
          developmentLanguage: "en",
          supportedLanguages: ExportFixture.languages, language: "ru", onMissingKey: .ignore,
          onFormatProblem: .ignore, persistence: .none))
      return runtime.text(for: LoginKey(key: "login.title"))
    }
  }

  /// The files a refresh downloaded, without the manifest.
  static func downloads(_ server: TestHTTPServer) -> [String] {
    server.requests.map(\.path).filter { !$0.hasSuffix("manifest.json") }.sorted()
  }

  @Test func aFreshInstallWithTheStampDownloadsTheDeltaOnly() async throws {
    let app = try ShippedApp()
    let stamp = try Self.json(app.folder, "App.bundle/lexicon-content.json")
    #expect(stamp["kind"] as? String == "shipped-content")
    #expect((stamp["languages"] as? [String: Any])?.keys.sorted() == ["ar", "en", "ru"])
    try await TestHTTPServer.with { server async throws in
      try app.serve(on: server)
      let remote = app.provider(on: server, cache: "device")
      #expect(app.russianTitle(remote) == "Войти")
      #expect(try await remote.refresh() == .applied(["ru": 2]))
      #expect(Self.downloads(server) == ["/cdn/production/1-2-0/ru/1-2.json"])
      #expect(app.russianTitle(remote) == "Вход")
      // Only the changed key is held: the rest is the bundle's.
      #expect(
        remote.table(for: TableRequest(language: "ru", table: "Login", tableFiles: .raw))?.entries
          == [
            "login.title": .text("Вход")
          ])
      // The next launch shows the fix from the cache, and asks nothing more.
      let relaunched = app.provider(on: server, cache: "device")
      #expect(app.russianTitle(relaunched) == "Вход")
      #expect(try await relaunched.refresh() == .notModified)
      #expect(Self.downloads(server) == ["/cdn/production/1-2-0/ru/1-2.json"])
    }
  }

  @Test func withoutTheStampAFreshInstallDownloadsEverything() async throws {
    let app = try ShippedApp()
    try await TestHTTPServer.with { server async throws in
      try app.serve(on: server)
      let remote = app.provider(on: server, declaresShipped: false)
      #expect(try await remote.refresh() == .applied(["ar": 1, "en": 1, "ru": 2]))
      #expect(
        Self.downloads(server) == [
          "/cdn/production/1-2-0/ar/1.json", "/cdn/production/1-2-0/en/1.json",
          "/cdn/production/1-2-0/ru/2.json",
        ])
      #expect(app.russianTitle(remote) == "Вход")
    }
  }

  /// A bundle edited after the export — its digest is not the stamp's — holds nothing, as
  /// without a stamp; the other languages still start from what they shipped.
  @Test func aBundleEditedAfterTheExportHoldsNothing() async throws {
    let app = try ShippedApp()
    let strings = app.bundle.bundleURL.appendingPathComponent("ru.lproj/Inbox.strings")
    try Data(#""inbox.title" = "Почта";"#.utf8).write(to: strings)
    try await TestHTTPServer.with { server async throws in
      try app.serve(on: server)
      let remote = app.provider(on: server)
      #expect(try await remote.refresh() == .applied(["ru": 2]))
      #expect(Self.downloads(server) == ["/cdn/production/1-2-0/ru/2.json"])
      #expect(app.russianTitle(remote) == "Вход")
    }
  }

  @Test func theStampIsForStaticExportsOnly() async {
    let console = Console.capturing()
    let code = await Tool.run(
      ExportCommandTests.firebaseArguments + ["--stamp", "lexicon-content.json"], console: console)
    #expect(code == .usage)
    #expect(console.standardError.contains("--stamp records the content versions"))
  }

  /// The digest is the same whoever computes it: the tool from the files, the app from its
  /// bundle — which is what the stamp checks.
  @Test func theDigestOfTheFilesIsTheDigestOfTheBundle() throws {
    let app = try ShippedApp()
    let data = try Data(
      contentsOf: app.bundle.bundleURL.appendingPathComponent(ShippedContent.resourceName))
    let stamp = try ShippedContent(jsonData: data, source: "stamp")
    #expect(stamp.environment == ExportCommandTests.environment)
    for language in ExportFixture.languages {
      #expect(
        stamp.verifiedVersion(
          of: language, in: app.bundle, provider: BundleProvider(), tableFiles: .raw) == 1,
        "\(language)")
    }
  }
}
