import Foundation
import Lexicon
import LexiconRawFiles
import LexiconTestSupport
import LexiconTesting
import Testing

/// A key always reaches its own type's bundle: an app of three modules — each a real bundle with
/// `.lproj` folders on disk — bootstrapped the ways a new user would, never shows another
/// module's text or a raw key.
@Suite struct TableBuilderTests {
  /// The app module and two feature modules. The app and the login module both have a
  /// `Localizable` table with a `title` key; the inbox module has an `Inbox` table.
  static let modules: [String: [String: String]] = [
    "App.bundle": [
      "en.lproj/Localizable.strings": #""title" = "My App"; "settings" = "Settings";"#,
      "ru.lproj/Localizable.strings": #""title" = "Моё приложение";"#,
    ],
    "Login.bundle": [
      "en.lproj/Localizable.strings": #""title" = "Sign in"; "welcome" = "Welcome back, %@!";"#,
      "ru.lproj/Localizable.strings": #""title" = "Войти"; "welcome" = "С возвращением, %@!";"#,
    ],
    "Inbox.bundle": [
      "en.lproj/Inbox.strings": #""title" = "Inbox";"#,
      "ru.lproj/Inbox.strings": #""title" = "Входящие";"#,
    ],
  ]

  /// The folder the modules were written to, for the test running now.
  @TaskLocal static var folder: URL?

  static func bundle(_ name: String) -> Bundle {
    folder.flatMap { Bundle(url: $0.appendingPathComponent(name)) } ?? .main
  }

  enum AppStrings: String, Localizable {
    static var bundle: Bundle { TableBuilderTests.bundle("App.bundle") }
    case title, settings
  }

  enum LoginStrings: String, Localizable {
    static var bundle: Bundle { TableBuilderTests.bundle("Login.bundle") }
    case title, welcome
  }

  enum InboxStrings: String, Localizable {
    static var bundle: Bundle { TableBuilderTests.bundle("Inbox.bundle") }
    static var table: String { "Inbox" }
    case title
  }

  /// Writes the three modules, runs `body` with the key types reading them, removes them.
  static func withModules<Result>(_ body: () throws -> Result) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lexicon-modules-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, files) in modules {
      try TemporaryBundle.write(files, into: folder.appendingPathComponent(name))
    }
    return try $folder.withValue(folder, operation: body)
  }

  /// How an app may bootstrap: the README's form pinned to the app's bundle, every key's own
  /// bundle, and a remote cache before the pinned bundle.
  enum Bootstrap: String, CaseIterable {
    case pinnedToTheAppBundle, eachKeysOwnBundle, remoteCacheThenAppBundle

    var providers: [any StringProvider] {
      switch self {
      case .pinnedToTheAppBundle:
        return [BundleProvider(bundle: TableBuilderTests.bundle("App.bundle"))]
      case .eachKeysOwnBundle:
        return [BundleProvider()]
      case .remoteCacheThenAppBundle:
        let remote = InMemoryProvider(["en": ["Inbox": ["title": "Inbox (updated)"]]])
        return [remote, BundleProvider(bundle: TableBuilderTests.bundle("App.bundle"))]
      }
    }
  }

  func texts(_ bootstrap: Bootstrap, language: String) throws -> [String] {
    let recorder = MissingKeyRecorder()
    return try Self.withModules {
      let localization = Localization(
        configuration: LocalizationConfiguration(
          providers: bootstrap.providers, tableFiles: .raw, developmentLanguage: "en",
          supportedLanguages: [],
          language: language, onMissingKey: recorder.handler, persistence: .none))
      let texts = Localization.withLocalization(localization) {
        [
          "\(AppStrings.title)", "\(AppStrings.settings)", "\(LoginStrings.title)",
          LoginStrings.welcome("Ann"), "\(InboxStrings.title)",
        ]
      }
      #expect(recorder.reports.filter { $0.level == .error }.isEmpty)
      return texts
    }
  }

  @Test(arguments: Bootstrap.allCases)
  func everyModuleShowsItsOwnTexts(_ bootstrap: Bootstrap) throws {
    let inbox = bootstrap == .remoteCacheThenAppBundle ? "Inbox (updated)" : "Inbox"
    #expect(
      try texts(bootstrap, language: "en") == [
        "My App", "Settings", "Sign in", "Welcome back, Ann!", inbox,
      ])
  }

  @Test(arguments: Bootstrap.allCases)
  func everyModuleShowsItsOwnTranslations(_ bootstrap: Bootstrap) throws {
    // `settings` has no Russian translation: it falls back to the app's English.
    #expect(
      try texts(bootstrap, language: "ru") == [
        "Моё приложение", "Settings", "Войти", "С возвращением, Ann!", "Входящие",
      ])
  }

  /// The pinned provider serves keys left at `Bundle.main` (they do not say where they live) and
  /// defers for keys of other bundles, whose own bundle answers after the configured providers.
  @Test func aPinnedProviderDefersForKeysOfOtherBundles() throws {
    try Self.withModules {
      let app = Self.bundle("App.bundle")
      let login = Self.bundle("Login.bundle")
      let provider = BundleProvider(bundle: app)
      let ownKeys = TableRequest(
        language: "en", table: "Localizable", bundle: app, tableFiles: .raw)
      let mainKeys = TableRequest(
        language: "en", table: "Localizable", bundle: .main, tableFiles: .raw)
      let otherKeys = TableRequest(
        language: "en", table: "Localizable", bundle: login, tableFiles: .raw)
      #expect(provider.table(for: ownKeys)?["title"] == .text("My App"))
      #expect(provider.table(for: mainKeys)?["title"] == .text("My App"))
      #expect(provider.table(for: otherKeys) == nil)
    }
  }
}
