import Foundation
import Lexicon
import LexiconRawFiles
import LexiconTestSupport
import LexiconTesting
import Testing

@Suite struct LocalizationTests {
  let recorder = MissingKeyRecorder()

  func localization(
    _ providers: [any StringProvider] = [BundleProvider(bundle: .module)],
    policy: MissingKeyPolicy = .key, language: String = "en"
  ) -> Localization {
    Localization(
      configuration: LocalizationConfiguration(
        providers: providers, tableFiles: .raw, developmentLanguage: "en",
        supportedLanguages: ["en", "ru", "pt"],
        language: language, missingKeyPolicy: policy, onMissingKey: recorder.handler,
        persistence: .none))
  }

  @Test(arguments: [
    ("en", LoginStrings.title, "Sign in"),
    ("ru", .title, "Войти"),
    ("pt", .title, "Entrar"),
    ("pt-BR", .title, "Entrar"),
    ("ru", .discount, "Скидка 40%"),
    ("en", .discount, "40% off"),
  ])
  func resolvesFromTheModuleBundle(language: String, key: LoginStrings, expected: String) {
    let text = Localization.withLocalization(localization(language: language)) { "\(key)" }
    #expect(text == expected)
    #expect(recorder.reports.isEmpty)
  }

  @Test func missingTranslationFallsBackToTheDevelopmentLanguageAndIsReportedOnce() {
    let runtime = localization(language: "ru")
    let texts = Localization.withLocalization(runtime) {
      (0..<3).map { _ in LoginStrings.onlyEnglish.description }
    }
    #expect(texts == Array(repeating: "Only in English", count: 3))
    #expect(
      recorder.reports == [
        MissingKey(
          key: "onlyEnglish", table: "Login", language: "ru", resolution: .fellBack(to: "en"))
      ])
  }

  @Test func baseLocalizationIsTheLastBundleFallback() {
    let english = Localization.withLocalization(localization(language: "en")) {
      LoginStrings.baseOnly.description
    }
    let russian = Localization.withLocalization(localization(language: "ru")) {
      LoginStrings.baseOnly.description
    }
    #expect(english == "From Base")
    #expect(russian == "From Base")
    #expect(recorder.reports.map(\.resolution) == [.fellBack(to: "en")])
  }

  @Test func missingKeysUseTheDefaultValueThenThePolicy() {
    let runtime = localization(policy: .marked)
    Localization.withLocalization(runtime) {
      #expect(LoginStrings.withDefault.description == "Default text")
      #expect(LoginStrings.missing.description == "⟦missing⟧")
      #expect(LoginStrings.missing.description == "⟦missing⟧")
    }
    #expect(
      recorder.reports == [
        MissingKey(key: "withDefault", table: "Login", language: "en", resolution: .defaultValue),
        MissingKey(key: "missing", table: "Login", language: "en", resolution: .unresolved),
      ])
  }

  @Test func defaultPolicyShowsTheKey() {
    let text = Localization.withLocalization(localization()) { PlainStrings.greeting.description }
    #expect(text == "greeting")
  }

  @Test func namespacePrefixesTheKey() {
    #expect(AuthStrings.title.key == "auth.title")
    #expect(LoginStrings.title.key == "title")
    let texts = Localization.withLocalization(localization(language: "ru")) {
      (AuthStrings.title.description, LoginStrings.title.description)
    }
    #expect(texts == ("Аутентификация", "Войти"))
  }

  @Test func withLanguagePinsTheLanguageOnlyInsideTheScope() {
    let runtime = localization(language: "en")
    Localization.withLocalization(runtime) {
      #expect(Localization.withLanguage("ru") { LoginStrings.title.description } == "Войти")
      #expect(Localization.withLanguage("ru") { runtime.language } == "ru")
      #expect(LoginStrings.title.description == "Sign in")
      #expect(runtime.language == "en")
    }
  }

  @Test func withLanguageCarriesIntoChildTasks() async {
    let runtime = localization(language: "en")
    let text = await Localization.withLocalization(runtime) {
      await Localization.withLanguage("ru") {
        async let child = LoginStrings.title.description
        return await child
      }
    }
    #expect(text == "Войти")
  }

  @Test func earlierProvidersWinWithinALanguage() {
    let remote = InMemoryProvider(["en": ["Login": ["title": "Sign in (remote)"]]])
    let runtime = localization([remote, BundleProvider(bundle: .module)])
    let texts = Localization.withLocalization(runtime) {
      (LoginStrings.title.description, LoginStrings.discount.description)
    }
    #expect(texts == ("Sign in (remote)", "40% off"))
  }

  @Test func resolutionIsLanguageMajor() {
    // The in-memory provider comes first but only has English; Russian from the bundle must win.
    let remote = InMemoryProvider(["en": ["Login": ["title": "Sign in (remote)"]]])
    let runtime = localization([remote, BundleProvider(bundle: .module)], language: "ru")
    #expect(Localization.withLocalization(runtime) { LoginStrings.title.description } == "Войти")
  }

  @Test func parentLanguagesAreAskedBeforeTheDevelopmentLanguage() {
    let provider = InMemoryProvider([
      "pt": ["Login": ["title": "Entrar (pt)"]],
      "pt_BR": ["Login": ["welcome": "Bem-vindo, %@!"]],
      "en": ["Login": ["title": "Sign in", "welcome": "Welcome, %@!", "onlyEnglish": "English"]],
    ])
    let runtime = localization([provider], language: "pt-BR")
    let texts = Localization.withLocalization(runtime) {
      [LoginStrings.title, .welcome, .onlyEnglish].map(\.description)
    }
    #expect(texts == ["Entrar (pt)", "Bem-vindo, %@!", "English"])
    #expect(recorder.reports.map(\.resolution) == [.fellBack(to: "en")])
  }

  @Test func formatsArgumentsButNeverTextWithoutThem() {
    Localization.withLocalization(localization(language: "ru")) {
      #expect(LoginStrings.welcome("Ann") == "Добро пожаловать, Ann!")
      #expect(LoginStrings.discount() == "Скидка 40%")
      #expect(LoginStrings.welcome.localizedValue == .text("Добро пожаловать, %@!"))
    }
  }

  @Test func reloadAsksProvidersAgain() {
    let remote = ChangingProvider(["title": "Sign in (v1)"])
    let runtime = localization([remote, BundleProvider(bundle: .module)])
    Localization.withLocalization(runtime) {
      #expect(LoginStrings.title.description == "Sign in (v1)")
      remote.replace(["title": "Sign in (v2)"])
      #expect(LoginStrings.title.description == "Sign in (v1)")
      runtime.reload()
      #expect(LoginStrings.title.description == "Sign in (v2)")
    }
  }

  /// `reloadAndAnnounce()` is how an over-the-air update shown at once reaches visible screens:
  /// the next lookup asks the providers again, and every kind of observer hears the unchanged
  /// language after the reload, so re-rendering inside the observer shows the new text.
  @MainActor @Test func reloadAndAnnounceTellsObserversAfterTheReload() async {
    let remote = ChangingProvider(["title": "Sign in (v1)"])
    let runtime = localization([remote, BundleProvider(bundle: .module)])
    let seen = Locked<[String]>([])
    let observation = runtime.observe { language in
      let title = Localization.withLocalization(runtime) { LoginStrings.title.description }
      seen.withLock { $0.append("\(language): \(title)") }
    }
    let observer = RecordingObserver()
    observer.localization = runtime
    runtime.addObserver(observer)
    let stream = runtime.languageChanges()
    #expect(
      Localization.withLocalization(runtime) { LoginStrings.title.description } == "Sign in (v1)")
    remote.replace(["title": "Sign in (v2)"])
    runtime.reloadAndAnnounce()
    #expect(seen.value == ["en: Sign in (v2)"])
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == "en")
    await observer.waitForCalls(1)
    #expect(observer.languages == ["en"])
    #expect(observer.titles == ["Sign in (v2)"])
    #expect(runtime.language == "en")
    observation.cancel()
  }

  @Test func keysServedOutsideTheirTableAreResolvedAndReportedOnlyOnce() {
    let policyCalls = Locked(0)
    let policy = MissingKeyPolicy { miss in
      policyCalls.withLock { $0 += 1 }
      return "<\(miss.key)>"
    }
    let runtime = localization(policy: policy, language: "ru")
    let texts = Localization.withLocalization(runtime) {
      (0..<5).map { _ in
        [LoginStrings.missing, .withDefault, .onlyEnglish].map(\.description).joined(separator: "|")
      }
    }
    #expect(Set(texts) == ["<missing>|Default text|Only in English"])
    #expect(policyCalls.value == 1)
    #expect(recorder.reports.count == 3)
  }

  /// Login keys that live in `Bundle.main`, which has no `Login` table: only the configured
  /// provider has them.
  enum MainLoginStrings: String, Localizable {
    static var table: String { "Login" }
    case title
  }

  /// The development language is asked even when it shares a parent with the requested
  /// language (`en-GB` and `en-US` both inherit `en`).
  @Test(arguments: [
    ("pt-PT", "pt-BR"), ("en-GB", "en-US"), ("es-ES", "es-MX"), ("en-GB", "en-AU"),
  ])
  func theDevelopmentLanguageIsAskedWhenItIsASibling(development: String, requested: String) {
    let provider = InMemoryProvider([
      development: ["Login": ["title": "from \(development)"]]
    ])
    let runtime = Localization(
      configuration: LocalizationConfiguration(
        providers: [provider], tableFiles: .raw, developmentLanguage: development,
        language: requested,
        onMissingKey: recorder.handler, persistence: .none))
    #expect(
      Localization.withLocalization(runtime) { MainLoginStrings.title.description }
        == "from \(development)")
    #expect(recorder.reports.map(\.resolution) == [.fellBack(to: development)])
  }

  @Test func theSharedRuntimeHasSensibleDefaultsWithoutBootstrap() {
    let configuration = LocalizationConfiguration.default
    #expect(configuration.developmentLanguage == "en")
    #expect(configuration.providers.count == 1)
    #expect(configuration.providers.first is BundleProvider)
    #expect(
      configuration.missingKeyPolicy(
        MissingKey(key: "k", table: "T", language: "en", resolution: .unresolved)) == "k")
  }
}

extension LocalizationTests {
  typealias ShopStrings = BundleProviderTests.ShopStrings

  /// The default provider is the per-type `BundleProvider()`: it reads the bundle of each request
  /// (that is, of the key type being resolved), not one fixed bundle.
  @Test func theDefaultProviderReadsTheBundleOfEachRequest() throws {
    let shop = try #require(BundleProviderTests.shopURL.flatMap(Bundle.init(url:)))
    let provider = try #require(LocalizationConfiguration.default.providers.first)
    let login = TableRequest(language: "ru", table: "Login", bundle: .module, tableFiles: .raw)
    let shopTitle = TableRequest(language: "de-DE", table: "Shop", bundle: shop, tableFiles: .raw)
    #expect(provider.table(for: login)?["title"] == .text("Войти"))
    #expect(provider.table(for: shopTitle)?["title"] == .text("Laden"))
    #expect(
      provider.table(
        for: TableRequest(language: "ru", table: "Login", bundle: shop, tableFiles: .raw)) == nil)
    #expect(
      provider.table(for: TableRequest(language: "de-DE", table: "Shop", tableFiles: .raw)) == nil)
  }

  /// A runtime built from `LocalizationConfiguration.default` (what `Localization.shared` uses
  /// before any bootstrap) reads each key from its own type's bundle: the test target's
  /// `Bundle.module` for `LoginStrings`, the `Shop.bundle` fixture for `ShopStrings`.
  @Test(arguments: [
    ("en", LoginStrings.title as any Localizable, "Sign in"),
    ("ru", LoginStrings.title, "Войти"),
    ("pt-BR", LoginStrings.title, "Entrar"),
    ("ru", AuthStrings.title, "Аутентификация"),
    ("en", ShopStrings.title, "Shop"),
    ("de-DE", ShopStrings.title, "Laden"),
  ])
  func theDefaultRuntimeReadsEachKeyFromItsOwnTypesBundle(
    language: String, key: any Localizable, expected: String
  ) throws {
    try #require(BundleProviderTests.shopURL != nil)
    var configuration = LocalizationConfiguration.default
    configuration.tableFiles = .raw
    let runtime = Localization(configuration: configuration)
    let text = Localization.withLocalization(runtime) {
      Localization.withLanguage(language) { "\(key)" }
    }
    #expect(text == expected)
  }

  /// The default configuration reads compiled tables only: a bundle whose table is a raw file
  /// gives the key its own name, reports it missing, and reports the table once as not read,
  /// naming the file and both fixes; the same bundle read with `.raw` gives the text.
  @Test func theDefaultConfigurationReadsCompiledTablesOnlyAndSaysWhatItDidNotRead() throws {
    #expect(LocalizationConfiguration.default.tableFiles == .compiled)
    #expect(LocalizationConfiguration().tableFiles == .compiled)
    try TemporaryBundle.with(["en.lproj/Login.strings": #""title" = "Sign in";"#]) { bundle, _ in
      defer { BundleProvider.invalidateCache(for: bundle) }
      let problems = Locked<[Diagnostic]>([])
      var configuration = LocalizationConfiguration.default
      configuration.providers = [BundleProvider(bundle: bundle) { problems.append($0) }]
      configuration.onMissingKey = recorder.handler
      configuration.supportedLanguages = ["en"]
      configuration.developmentLanguage = "en"
      func title(_ runtime: Localization) -> String {
        Localization.withLocalization(runtime) {
          Localization.text(forKey: "title", table: "Login", bundle: bundle)
        }
      }
      let compiledOnly = Localization(configuration: configuration)
      #expect(title(compiledOnly) == "title")
      #expect(title(compiledOnly) == "title")
      #expect(recorder.reports.map(\.key) == ["title"])
      // The missing key's report says its table was not read, not that the key is nowhere.
      let miss = try #require(recorder.reports.first)
      #expect(miss.tableNotRead)
      #expect(
        miss.description
          == #"missing "title" in Login (en): not found in the files read; table Login has files "#
          + "that were not read (not compiled; see the error reported for them)")
      #expect(problems.value.count == 1, "\(problems.value)")
      let unread = try #require(problems.value.first)
      #expect(unread.severity == .error)
      #expect(unread.file?.hasSuffix("en.lproj/Login.strings") == true)
      #expect(unread.message.hasPrefix("not read: table Login has no compiled table for en"))
      configuration.tableFiles = .raw
      let raw = Localization(configuration: configuration)
      #expect(title(raw) == "Sign in")
      #expect(problems.value.count == 1)
      // Read raw, the table's files were read: a key it lacks is simply missing.
      _ = Localization.withLocalization(raw) {
        Localization.text(forKey: "subtitle", table: "Login", bundle: bundle)
      }
      let rawMiss = try #require(recorder.reports.last)
      #expect(rawMiss.key == "subtitle")
      #expect(!rawMiss.tableNotRead)
      #expect(rawMiss.description.hasSuffix("not found in any language"))
    }
  }

  /// What a miss says about unread files depends on the languages its table was built from and
  /// the bundles its providers read: a table left uncompiled in German only is not reported as
  /// unread for an English miss, a provider pinned to the bundle reports it for keys left at
  /// `Bundle.main`, and an in-code default shown because the table was not read is a warning.
  @Test func aMissSaysTheTableWasNotReadOnlyWhereItWasNot() throws {
    try TemporaryBundle.with(["de.lproj/Login.strings": #""title" = "Anmelden";"#]) { bundle, _ in
      defer { BundleProvider.invalidateCache(for: bundle) }
      var configuration = LocalizationConfiguration.default
      configuration.providers = [BundleProvider(bundle: bundle, onDiagnostic: .ignore)]
      configuration.onMissingKey = recorder.handler
      configuration.supportedLanguages = ["en", "de"]
      configuration.developmentLanguage = "en"
      configuration.persistence = .none
      func look(
        _ key: String, in language: String, bundle keyBundle: Bundle, default value: String?
      )
        -> String
      {
        Localization.withLocalization(Localization(configuration: configuration)) {
          Localization.withLanguage(language) {
            Localization.text(forKey: key, table: "Login", bundle: keyBundle, defaultValue: value)
          }
        }
      }
      #expect(look("title", in: "de", bundle: bundle, default: nil) == "title")
      #expect(recorder.reports.last?.tableNotRead == true)
      // English asks en and Base only: nothing of them was left unread.
      #expect(look("subtitle", in: "en", bundle: bundle, default: nil) == "subtitle")
      #expect(recorder.reports.last?.key == "subtitle")
      #expect(recorder.reports.last?.tableNotRead == false)
      // A key left at `Bundle.main`, served by the provider pinned to the bundle.
      #expect(look("body", in: "de", bundle: .main, default: "Text") == "Text")
      let shown = try #require(recorder.reports.last)
      #expect(shown.key == "body")
      #expect(shown.resolution == .defaultValue)
      #expect(shown.tableNotRead)
      #expect(shown.level == .warning)
    }
  }

  /// The configuration's table files go with every request the runtime makes of its providers.
  @Test(arguments: [TableFiles.compiled, .raw])
  func everyRequestCarriesTheConfigurationsTableFiles(files: TableFiles) {
    let requests = Locked<[TableRequest]>([])
    struct Recording: StringProvider {
      let requests: Locked<[TableRequest]>
      func table(for request: TableRequest) -> StringTable? {
        requests.append(request)
        return nil
      }
    }
    let runtime = Localization(
      configuration: LocalizationConfiguration(
        providers: [Recording(requests: requests)], tableFiles: files, developmentLanguage: "en",
        supportedLanguages: ["en", "ru"], language: "ru", onMissingKey: .ignore,
        persistence: .none))
    _ = Localization.withLocalization(runtime) {
      Localization.text(forKey: "title", table: "RequestsTest")
    }
    #expect(requests.value.count >= 2)  // ru, then en (the development language), then Base
    #expect(requests.value.allSatisfy { $0.table == "RequestsTest" })
    #expect(requests.value.allSatisfy { $0.tableFiles == files })
  }

  /// Without an `Info.plist` region (the test runner's main bundle), the default development
  /// language is English: a language neither bundle has falls back to each key's English text.
  /// Only the miss handler differs from the default, to observe the fallbacks.
  @Test(arguments: [
    ("ar", LoginStrings.title as any Localizable, "Sign in", "Login"),
    ("fr", ShopStrings.title, "Shop", "Shop"),
    ("de", ShopStrings.title, "Shop", "Shop"),
  ])
  func theDefaultRuntimeFallsBackToEnglish(
    language: String, key: any Localizable, expected: String, table: String
  ) throws {
    try #require(BundleProviderTests.shopURL != nil)
    var configuration = LocalizationConfiguration.default
    configuration.tableFiles = .raw
    configuration.onMissingKey = recorder.handler
    #expect(configuration.developmentLanguage == BundleInfo.developmentLanguage(of: .main))
    let runtime = Localization(configuration: configuration)
    let text = Localization.withLocalization(runtime) {
      Localization.withLanguage(language) { "\(key)" }
    }
    #expect(text == expected)
    #expect(
      recorder.reports == [
        MissingKey(key: "title", table: table, language: language, resolution: .fellBack(to: "en"))
      ])
  }
}

extension LocalizationTests {
  /// Canonically equivalent spellings of a key resolve to each other end to end — through the
  /// parsers' dictionaries, merging, the fallback filter and the read-optimized tables.
  @Test(arguments: [
    ("caf\u{E9}", "cafe\u{301}"), ("cafe\u{301}", "caf\u{E9}"),
  ])
  func canonicallyEquivalentKeysResolve(stored: String, asked: String) {
    struct CafeKey: Localizable {
      let key: String
      static var table: String { "Login" }
      var description: String { Localization.current.text(for: self) }
    }
    let provider = InMemoryProvider([
      "ru": ["Login": [stored: "Кофе"]], "en": ["Login": [asked: "Coffee"]],
    ])
    let twoRussianProviders = InMemoryProvider(["ru": ["Login": ["other": "x"]]])
    for providers in [[provider], [twoRussianProviders, provider]] as [[any StringProvider]] {
      let runtime = localization(providers, language: "ru")
      #expect(Localization.withLocalization(runtime) { CafeKey(key: asked).description } == "Кофе")
    }
    #expect(recorder.reports.isEmpty)
  }

  /// Many keys missing in the current language are promoted in batches: each still resolves to its
  /// fallback and is reported exactly once.
  @Test func manyFallbackKeysAreServedAndReportedOnce() {
    struct ItemKey: Localizable {
      let key: String
      static var table: String { "Items" }
    }
    let english = Dictionary(uniqueKeysWithValues: (0..<500).map { ("item\($0)", "Item \($0)") })
    let provider = InMemoryProvider([
      "en": ["Items": english], "ru": ["Items": ["item0": "Вещь 0"]],
    ])
    let runtime = localization([provider], language: "ru")
    let texts = Localization.withLocalization(runtime) {
      (0..<3).flatMap { _ in (0..<500).map { ItemKey(key: "item\($0)").description } }
    }
    #expect(texts.count == 1500)
    #expect(texts[0] == "Вещь 0")
    #expect(texts[499] == "Item 499")
    #expect(texts[1499] == "Item 499")
    #expect(recorder.reports.count == 499)
  }
}
