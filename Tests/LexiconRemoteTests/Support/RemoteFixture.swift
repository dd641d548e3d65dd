import Foundation
import Lexicon
import LexiconEnvironment
import LexiconRawFiles
import LexiconRemote

/// A provider, the runtime it serves and the server it fetches from, over a real cache folder.
///
/// The "bundle" — the development-language values the code was written for — is an in-memory
/// provider passed as the reference and as the chain's second provider:
/// `title` "Sign in", `welcome` "Welcome, %@!", `files` a plural, `farewell` "Bye".
struct RemoteFixture {
  static let environment = LocalizationEnvironment(
    name: .production, version: AppVersion("1.2.0"))
  static let filesPlural = LocalizedValue.plural(
    PluralString(
      format: "%#@files@",
      variables: [
        "files": PluralVariable(
          formatSpecifier: "d", variants: [.one: "%d file", .other: "%d files"])
      ]))
  static let bundleValues: [String: [String: [String: LocalizedValue]]] = [
    "en": [
      "Screen": [
        "title": .text("Sign in"), "welcome": .text("Welcome, %@!"), "files": filesPlural,
        "farewell": .text("Bye"),
      ]
    ],
    "ru": ["Screen": ["title": .text("Войти (бандл)"), "welcome": .text("Привет, %@! (бандл)")]],
  ]

  let directory: TemporaryDirectory
  let server: PublishingServer
  let rejections = Recorder<RemoteRejection>()
  let cacheProblems = Recorder<RemoteError>()

  init(
    directory: TemporaryDirectory = TemporaryDirectory(),
    server: PublishingServer = PublishingServer()
  ) {
    self.directory = directory
    self.server = server
  }

  /// The configuration of a provider of this fixture.
  func configuration(
    policy: RemoteUpdatePolicy = .nextLaunch, languages: [String] = ["en", "ru"],
    build: String = "100", runtime: Localization? = nil
  ) -> RemoteConfiguration {
    var configuration = RemoteConfiguration(
      source: server.source, languages: languages, environment: Self.environment,
      developmentLanguage: "en", policy: policy, cacheDirectory: directory.url)
    configuration.build = build
    configuration.tableFiles = .raw
    configuration.minimumRefreshInterval = 0
    configuration.reference = InMemoryProvider(values: Self.bundleValues)
    configuration.onRejectedValue = rejections.handler
    configuration.onCacheProblem = cacheProblems.handler
    if let runtime { configuration.localization = runtime }
    return configuration
  }

  /// A new provider (a new launch of the app) with this fixture's cache.
  func provider(
    policy: RemoteUpdatePolicy = .nextLaunch, languages: [String] = ["en", "ru"],
    build: String = "100", runtime: Localization? = nil
  ) -> RemoteProvider {
    RemoteProvider(
      configuration: configuration(
        policy: policy, languages: languages, build: build, runtime: runtime))
  }

  /// A runtime whose chain is `remote`, then the bundle values.
  static func runtime(language: String = "ru", remote: (Localization) -> RemoteProvider) -> (
    Localization, RemoteProvider
  ) {
    let holder = LockedValue<RemoteProvider?>(nil)
    let runtime = Localization(
      configuration: LocalizationConfiguration(
        providers: [HolderProvider(holder: holder), InMemoryProvider(values: bundleValues)],
        tableFiles: .raw,
        developmentLanguage: "en", supportedLanguages: ["en", "ru"], language: language,
        onMissingKey: .ignore, onFormatProblem: .ignore, persistence: .none))
    let provider = remote(runtime)
    holder.withLock { $0 = provider }
    return (runtime, provider)
  }

  /// The text of a key through `runtime`.
  static func text(_ key: ScreenStrings, in runtime: Localization) -> String {
    Localization.withLocalization(runtime) { key.description }
  }
}

/// A provider standing for a remote provider created after the runtime that it re-renders.
struct HolderProvider: StringProvider {
  let holder: LockedValue<RemoteProvider?>

  func table(for request: TableRequest) -> StringTable? {
    holder.withLock { $0 }?.table(for: request)
  }
}
