import Foundation
import Lexicon
import LexiconFirebase
import LexiconRawFiles
import LexiconTestServer
import RemoteTestFeature
import Testing

@testable import LexiconRemote

/// The setup traps a new user hit, following the README and DocC only (issue 23, part 1): each
/// test fails on the code before its fix.
@Suite struct SetupTrapTests {
  static let environment = RemoteFixture.environment

  /// The README's layout: the keys and their strings in a feature module (`Bundle.module`), the
  /// test runner as an app whose main bundle has no such table. A console edit turns the
  /// English and the Russian `onboarding.welcome` into `%d` — the code passes a string — and a
  /// German fix is correct. With no configuration, both bad values are refused against the
  /// module's own strings and the German one is applied (before: the main bundle was the only
  /// reference, the English `%d` became the reference, and the good German value was dropped).
  @Test func remoteValuesAreCheckedAgainstTheBundleOfTheKeysModule() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("en", table: "Onboarding", ["onboarding.welcome": "Welcome, %d!"])
    fixture.server.publish("ru", table: "Onboarding", ["onboarding.welcome": "Привет, %d!"])
    fixture.server.publish("de", table: "Onboarding", ["onboarding.welcome": "Hallo, %@!"])
    var configuration = fixture.configuration(
      policy: .immediately, languages: ["en", "ru", "de"])
    configuration.reference = BundleProvider()  // the default: no bundle named anywhere
    #expect(configuration.referenceBundles.isEmpty)
    let remote = RemoteProvider(configuration: configuration)

    #expect(try await remote.refresh() == .applied(["de": 1, "en": 1, "ru": 1]))
    let rejected = fixture.rejections.all.map { "\($0.language) \($0.key)" }.sorted()
    #expect(rejected == ["en onboarding.welcome", "ru onboarding.welcome"])
    #expect(
      remote.table(for: TableRequest(language: "de", table: "Onboarding", tableFiles: .raw))?[
        "onboarding.welcome"]
        == .text("Hallo, %@!"))
    #expect(
      remote.table(for: TableRequest(language: "en", table: "Onboarding", tableFiles: .raw))?[
        "onboarding.welcome"]
        == nil)

    // Through a runtime, a fresh device shows the module's own text where the update was bad.
    let runtime = Localization(
      configuration: LocalizationConfiguration(
        providers: [remote], tableFiles: .raw, developmentLanguage: "en",
        supportedLanguages: ["en", "ru", "de"],
        language: "ru", onMissingKey: .ignore, onFormatProblem: .ignore, persistence: .none))
    let welcome = Localization.withLocalization(runtime) { OnboardingStrings.welcome.description }
    #expect(welcome == "Добро пожаловать, %@!")
  }

  /// A bundle loaded from a path that no discovery reaches counts as soon as a `BundleProvider`
  /// is pinned to it: the runtime knows the bundles its providers serve.
  @Test func aBundleAProviderIsPinnedToIsAReference() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    let bundle = try BundleOnDisk.make(
      in: fixture.directory,
      ["en.lproj/Pinned23.strings": #""price" = "%@ in total";"#])
    _ = BundleProvider(bundle: bundle)
    fixture.server.publish("ru", table: "Pinned23", ["price": "%d всего"])
    var configuration = fixture.configuration(policy: .immediately, languages: ["ru"])
    configuration.reference = BundleProvider()
    let remote = RemoteProvider(configuration: configuration)
    _ = try await remote.refresh()
    #expect(fixture.rejections.all.map(\.key) == ["price"])
  }

  // MARK: - Firebase tables

  /// `lexicon export firebase` writes one node per table (`Localizable`, `Settings`); a source
  /// with no tables listed reads each language's node whole and applies every table (before,
  /// the default read `labels` only: `.notModified`, nothing shown, no error).
  @Test func firebaseReadsEveryTableTheExportWrote() async throws {
    try await TestHTTPServer.with { server async throws in
      let database = FirebaseFake(server: server)
      let node = "production/1-2-0"
      database.set("\(node)/_version", .string("v1"))
      database.set(
        "\(node)/ru/Localizable",
        .object(["login%2Etitle": .string("Войти"), "login%2Ewelcome": .string("Привет, %@!")]))
      database.set("\(node)/ru/Settings", .object(["title": .string("Настройки")]))
      database.set("\(node)/en/Localizable", .object(["login%2Etitle": .string("Sign in")]))
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      let remote = Self.provider(Self.firebase(database), directory: directory)

      #expect(try await remote.refresh() == .applied(["en": 1, "ru": 1]))
      #expect(
        remote.table(for: TableRequest(language: "ru", table: "Settings", tableFiles: .raw))?[
          "title"]
          == .text("Настройки"))
      #expect(
        remote.table(for: TableRequest(language: "ru", table: "Localizable", tableFiles: .raw))?[
          "login.title"]
          == .text("Войти"))
      // One request for the marker, one per language node.
      #expect(
        server.requests.map(\.path) == [
          "/production/1-2-0/_version.json", "/production/1-2-0/en.json",
          "/production/1-2-0/ru.json",
        ])
      #expect(remote.status.unpublishedLanguages.isEmpty)
      // Unchanged: the marker alone.
      #expect(try await remote.refresh() == .notModified)
      #expect(server.requestCount == 4)
    }
  }

  /// Tables listed where nothing is published: the status says so instead of silence.
  @Test func nothingPublishedIsVisibleInTheStatus() async throws {
    try await TestHTTPServer.with { server async throws in
      let database = FirebaseFake(server: server)
      database.set("production/1-2-0/ru/Localizable", .object(["a": .string("б")]))
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      let remote = Self.provider(Self.firebase(database, tables: ["labels"]), directory: directory)
      #expect(try await remote.refresh() == .notModified)
      #expect(remote.status.unpublishedLanguages == ["en", "ru"])
      #expect(remote.status.lastError == nil)
    }
  }

  /// Content published under a table name the app has nowhere: listed in the status, since its
  /// keys can never be shown.
  @Test func tablesNoKeyTypeReadsAreVisibleInTheStatus() async throws {
    try await TestHTTPServer.with { server async throws in
      let database = FirebaseFake(server: server)
      database.set(
        "production/1-2-0/ru/MarketingLabels23", .object(["banner": .string("Скидка")]))
      database.set(
        "production/1-2-0/ru/Onboarding", .object(["onboarding%2Etitle": .string("Старт")]))
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      let remote = Self.provider(Self.firebase(database), directory: directory)
      #expect(try await remote.refresh() == .applied(["ru": 1]))
      #expect(remote.status.unusedTables == ["MarketingLabels23"])
      #expect(remote.status.unpublishedLanguages == ["en"])
    }
  }

  /// A database whose language nodes are named otherwise (`ENG`, `RUS`) is read through the
  /// source's map of language tags to node names.
  @Test func languageNodesCanBeNamedOtherwise() async throws {
    try await TestHTTPServer.with { server async throws in
      let database = FirebaseFake(server: server)
      database.set("production/1-2-0/RUS/labels", .object(["title": .string("Войти")]))
      database.set("production/1-2-0/ENG/labels", .object(["title": .string("Sign in")]))
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      var source = Self.firebase(database)
      source.languageNodes = ["ru": "RUS", "en-GB": "ENG", "en": "ENG"]
      #expect(source.languageNodes["en-GB"] == "ENG")
      let remote = Self.provider(source, directory: directory)
      #expect(try await remote.refresh() == .applied(["en": 1, "ru": 1]))
      #expect(
        remote.table(for: TableRequest(language: "ru", table: "labels", tableFiles: .raw))?["title"]
          == .text("Войти"))
      #expect(server.requests(to: "/production/1-2-0/RUS.json").count == 1)
    }
  }

  // MARK: - Defaults

  /// With no languages configured, a refresh asks for the runtime's supported languages (before:
  /// the main bundle's, none for a SwiftPM executable on Linux, so nothing was fetched).
  @Test func languagesDefaultToTheRuntimesSupportedLanguages() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("de", ["title": "Anmelden"])
    let runtime = Localization(
      configuration: LocalizationConfiguration(
        providers: [], tableFiles: .raw, developmentLanguage: "en",
        supportedLanguages: ["en", "de"],
        onMissingKey: .ignore, persistence: .none))
    var configuration = fixture.configuration(policy: .immediately, runtime: runtime)
    configuration.languages = []
    let remote = RemoteProvider(configuration: configuration)
    #expect(try await remote.refresh() == .applied(["de": 1]))
    #expect(fixture.server.requests.last?.languages == ["en", "de"])
    #expect(remote.status.unpublishedLanguages == ["en"])
  }

  /// With no languages anywhere, the refresh says what to set instead of fetching nothing.
  @Test func noLanguageAnywhereIsAnErrorNamingTheSetting() throws {
    #expect(throws: RemoteError.self) {
      try RemoteUpdater.languages(configured: [], supported: [], bundles: { [] })
    }
    do {
      _ = try RemoteUpdater.languages(configured: [], supported: [], bundles: { [] })
    } catch {
      guard case .misconfigured(let setting, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(setting == "RemoteConfiguration.languages")
    }
    #expect(
      try RemoteUpdater.languages(configured: [], supported: [], bundles: { ["de", "en"] })
        == ["de", "en"])
    #expect(
      try RemoteUpdater.languages(configured: [], supported: ["en", "en-XA"], bundles: { [] })
        == ["en"])
    // The configuration's own pseudo-languages are left out too, whatever their tag.
    #expect(
      try RemoteUpdater.languages(
        configured: [], supported: ["en", "ru", "en-ZZ", "en-XC"], pseudo: ["en_zz"],
        bundles: { [] })
        == ["en", "ru"])
    #expect(
      try RemoteUpdater.languages(
        configured: ["en-us", "en-US"], supported: ["de"], bundles: { [] })
        == ["en-US"])
  }

  /// The default build changes with the binary where the main bundle has no `CFBundleVersion`
  /// (before: `""` for every build, so a new build never dropped a stale cache).
  @Test func theDefaultBuildChangesWithTheBinary() throws {
    let configuration = RemoteConfiguration(
      source: PublishingServer().source, environment: Self.environment)
    #expect(!configuration.build.isEmpty)
    if Bundle.main.infoDictionary?["CFBundleVersion"] == nil {
      #expect(configuration.build.hasPrefix("exe-"))
    }
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let binary = directory.url.appendingPathComponent("app")
    try Data(repeating: 1, count: 100).write(to: binary)
    let first = try #require(BuildIdentity.executableIdentity(of: binary))
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: binary.path)
    let touched = try #require(BuildIdentity.executableIdentity(of: binary))
    try Data(repeating: 1, count: 101).write(to: binary)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: binary.path)
    let rebuilt = try #require(BuildIdentity.executableIdentity(of: binary))
    #expect(touched == "exe-100-1700000000.000")
    #expect(Set([first, touched, rebuilt]).count == 3)
    #expect(BuildIdentity.executableIdentity(of: directory.url.appendingPathComponent("no")) == nil)
  }

  // MARK: - Helpers

  /// A source reading the fake database, with one attempt per request.
  static func firebase(_ database: FirebaseFake, tables: [String] = []) -> FirebaseSource {
    FirebaseSource(
      databaseURL: database.databaseURL, tables: tables,
      transport: HTTPTransport(timeout: 10, maximumAttempts: 1))
  }

  /// A provider over `source` for `en` and `ru`, shown at once, checked against the test
  /// module's bundles.
  static func provider(_ source: some RemoteSource, directory: TemporaryDirectory)
    -> RemoteProvider
  {
    var configuration = RemoteConfiguration(
      source: source, languages: ["en", "ru"], environment: environment,
      developmentLanguage: "en", policy: .immediately, cacheDirectory: directory.url)
    configuration.build = "23"
    configuration.tableFiles = .raw
    configuration.minimumRefreshInterval = 0
    configuration.onRejectedValue = .ignore
    return RemoteProvider(configuration: configuration)
  }
}
