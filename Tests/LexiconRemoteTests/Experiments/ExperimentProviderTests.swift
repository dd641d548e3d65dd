import Foundation
import Lexicon
import LexiconFirebase
import LexiconPublishing
import LexiconRawFiles
import LexiconTestServer
import LexiconTesting
import Testing

@testable import LexiconRemote

/// Copy experiments end to end: published with an update, validated, stored, and shown as the
/// variant each device picks — the same on every launch — with one exposure per key and variant.
@Suite struct ExperimentProviderTests {
  /// `welcome` in two variants.
  static let welcome = RemoteExperiment(
    name: "welcome-copy",
    variants: [
      RemoteVariant(name: "control", weight: 1, value: .text("Welcome, %@!")),
      RemoteVariant(name: "warm", weight: 1, value: .text("Good to see you, %@!")),
    ])
  /// And a third, `broken`, which passes a number where the code passes a string.
  static let withBroken = RemoteExperiment(
    name: "welcome-copy",
    variants: welcome.variants + [RemoteVariant(name: "broken", weight: 1, value: .text("Hi, %d!"))]
  )

  static func publish(_ server: PublishingServer, experiment: RemoteExperiment = welcome) {
    server.publish(
      "en", ["Screen": ["welcome": .text("Welcome, %@!"), "title": .text("Sign in")]],
      experiments: ["Screen": ["welcome": experiment]])
  }

  /// A provider of the fixture for `en`, showing updates at once, picking by `identifier`.
  static func provider(
    _ fixture: RemoteFixture, identifier: String?, overrides: [String: String] = [:],
    exposures: Recorder<RemoteExposure>? = nil
  ) -> RemoteProvider {
    var configuration = fixture.configuration(policy: .immediately, languages: ["en"])
    configuration.experimentIdentifier = identifier
    configuration.experimentOverrides = overrides
    if let exposures { configuration.onExposure = exposures.handler }
    return RemoteProvider(configuration: configuration)
  }

  static func welcome(_ remote: RemoteProvider) -> String? {
    remote.table(for: TableRequest(language: "en", table: "Screen", tableFiles: .raw))?["welcome"]?
      .rawText
  }

  /// The identifier that picks `variant` of `experiment`.
  static func identifier(picking variant: String, of experiment: RemoteExperiment = welcome)
    -> String
  {
    (0...).lazy.map { "user-\($0)" }.first { experiment.variant(for: $0)?.name == variant }!
  }

  @Test func aDeviceSeesItsVariantOnEveryLaunchAndReportsItOnce() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    Self.publish(fixture.server)
    let exposures = Recorder<RemoteExposure>()
    let user = Self.identifier(picking: "warm")
    let remote = Self.provider(fixture, identifier: user, exposures: exposures)
    #expect(try await remote.refresh() == .applied(["en": 1]))
    #expect(Self.welcome(remote) == "Good to see you, %@!")
    _ = Self.welcome(remote)
    #expect(
      exposures.all == [
        RemoteExposure(
          experiment: "welcome-copy", variant: "warm", table: "Screen", key: "welcome",
          language: "en")
      ])
    // The next launch reads the experiment from the cache and picks the same variant.
    let relaunched = Self.provider(fixture, identifier: user)
    #expect(Self.welcome(relaunched) == "Good to see you, %@!")
    // Other keys, and devices without an identifier, see the values.
    #expect(
      relaunched.table(for: TableRequest(language: "en", table: "Screen", tableFiles: .raw))?[
        "title"]
        == .text("Sign in"))
    #expect(Self.welcome(Self.provider(fixture, identifier: nil)) == "Welcome, %@!")
  }

  /// Exposures are reported per key and variant, once, when the table holding the key is first
  /// served to the runtime — not when the update is stored, and not key by key: looking up one
  /// key of `Screen` reports every experiment key of `Screen`, none of `Settings`, whose own
  /// exposure waits for its first lookup. Served again (another runtime, a re-render), nothing
  /// is reported twice.
  @Test func exposuresAreReportedWhenTheTableHoldingTheKeyIsFirstServed() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    func only(_ name: String, _ text: String) -> RemoteExperiment {
      RemoteExperiment(
        name: name, variants: [RemoteVariant(name: "only", weight: 1, value: .text(text))])
    }
    var values = RemoteFixture.bundleValues
    values["en", default: [:]]["Settings"] = ["header": .text("Settings")]
    fixture.server.publish(
      "en",
      [
        "Screen": ["title": .text("Sign in"), "welcome": .text("Welcome, %@!")],
        "Settings": ["header": .text("Settings")],
      ],
      experiments: [
        "Screen": [
          "title": only("title-copy", "Log in"), "welcome": only("welcome-copy", "Hi, %@!"),
        ],
        "Settings": ["header": only("header-copy", "Preferences")],
      ])
    let exposures = Recorder<RemoteExposure>()
    var configuration = fixture.configuration(policy: .immediately, languages: ["en"])
    configuration.reference = InMemoryProvider(values: values)
    configuration.experimentIdentifier = "user-1"
    configuration.onExposure = exposures.handler
    let remote = RemoteProvider(configuration: configuration)
    #expect(try await remote.refresh() == .applied(["en": 1]))
    #expect(exposures.all.isEmpty, "stored and shown, but no table served yet")

    func runtime() -> Localization {
      Localization(
        configuration: LocalizationConfiguration(
          providers: [remote, InMemoryProvider(values: values)], tableFiles: .raw,
          developmentLanguage: "en",
          supportedLanguages: ["en"], language: "en", onMissingKey: .ignore,
          onFormatProblem: .ignore, persistence: .none))
    }
    func exposure(_ experiment: String, _ table: String, _ key: String) -> RemoteExposure {
      RemoteExposure(
        experiment: experiment, variant: "only", table: table, key: key, language: "en")
    }
    let first = runtime()
    #expect(Localization.withLocalization(first) { "\(ScreenStrings.title)" } == "Log in")
    // `welcome` was never looked up, and is reported with the table holding it.
    #expect(
      Set(exposures.all) == [
        exposure("title-copy", "Screen", "title"), exposure("welcome-copy", "Screen", "welcome"),
      ])
    #expect(exposures.all.count == 2)
    _ = Localization.withLocalization(first) { "\(ScreenStrings.welcome("Ann"))" }
    _ = Localization.withLocalization(runtime()) { "\(ScreenStrings.title)" }
    #expect(exposures.all.count == 2)
    #expect(
      Localization.withLocalization(first) { "\(SettingsStrings.header)" } == "Preferences")
    #expect(exposures.all.count == 3)
    #expect(exposures.all.last == exposure("header-copy", "Settings", "header"))
  }

  /// A variant that fails the checks is reported, and its devices see the key's value (no
  /// device moves to another variant).
  @Test func aBrokenVariantIsDroppedAndItsDevicesSeeTheValue() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    Self.publish(fixture.server, experiment: Self.withBroken)
    let user = Self.identifier(picking: "broken", of: Self.withBroken)
    let remote = Self.provider(fixture, identifier: user)
    _ = try await remote.refresh()
    #expect(fixture.rejections.all.map(\.variant) == ["broken"])
    #expect(fixture.rejections.all.first?.description.contains("welcome variant broken") == true)
    #expect(Self.welcome(remote) == "Welcome, %@!")
    let warm = Self.identifier(picking: "warm", of: Self.withBroken)
    #expect(Self.welcome(Self.provider(fixture, identifier: warm)) == "Good to see you, %@!")
  }

  /// Overrides force a variant — for a debug screen, QA, or a snapshot test of the screen in
  /// that variant.
  @Test func overridesShowAChosenVariantInASnapshot() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    Self.publish(fixture.server)
    _ = try await Self.provider(fixture, identifier: nil).refresh()
    let remote = Self.provider(fixture, identifier: "anyone", overrides: ["welcome-copy": "warm"])
    let runtime = Localization(
      configuration: LocalizationConfiguration(
        providers: [remote, InMemoryProvider(values: RemoteFixture.bundleValues)], tableFiles: .raw,
        developmentLanguage: "en", supportedLanguages: ["en"], language: "en",
        onMissingKey: .ignore, onFormatProblem: .ignore, persistence: .none))
    let snapshot = Localization.withLocalization(runtime) {
      LocalizationSnapshot.render(ScreenStrings.self, languages: ["en"])
    }
    #expect(snapshot.contains("Good to see you"), "\(snapshot)")
  }

  /// A delta that sets the key without an experiment ends it; the devices see the value.
  @Test func aDeltaEndsAnExperiment() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    Self.publish(fixture.server)
    let user = Self.identifier(picking: "warm")
    let remote = Self.provider(fixture, identifier: user)
    _ = try await remote.refresh()
    #expect(Self.welcome(remote) == "Good to see you, %@!")
    fixture.server.publish(
      "en", ["Screen": ["welcome": .text("Welcome back, %@!"), "title": .text("Sign in")]])
    #expect(try await remote.refresh() == .applied(["en": 2]))
    #expect(fixture.server.requests.last?.held["en"]?.version == 1)
    #expect(Self.welcome(remote) == "Welcome back, %@!")
    #expect(Self.welcome(Self.provider(fixture, identifier: user)) == "Welcome back, %@!")
  }

  /// A Realtime Database node holds an experiment in the same object form, variant names
  /// encoded as keys.
  @Test func firebaseReadsExperiments() async throws {
    try await TestHTTPServer.with { server async throws in
      let database = FirebaseFake(server: server)
      database.set(
        "production/1-2-0/en/Screen",
        FirebaseTable.node(
          ["welcome": .text("Welcome, %@!")],
          experiments: [
            "welcome": RemoteExperiment(
              name: "welcome-copy",
              variants: [
                RemoteVariant(name: "warm.v2", weight: 1, value: .text("Good to see you, %@!"))
              ])
          ]))
      #expect(database.value(at: "production/1-2-0/en/Screen/welcome/variants/warm%2Ev2") != nil)
      let directory = TemporaryDirectory()
      defer { directory.remove() }
      var configuration = RemoteConfiguration(
        source: FirebaseSource(
          databaseURL: database.databaseURL,
          transport: HTTPTransport(timeout: 10, maximumAttempts: 1)),
        languages: ["en"], environment: RemoteFixture.environment, developmentLanguage: "en",
        policy: .immediately, cacheDirectory: directory.url)
      configuration.reference = nil
      configuration.experimentIdentifier = "user-1"
      let remote = RemoteProvider(configuration: configuration)
      #expect(try await remote.refresh() == .applied(["en": 1]))
      #expect(Self.welcome(remote) == "Good to see you, %@!")
    }
  }
}
