import Foundation
import Lexicon
import LexiconConfiguration
import LexiconEnvironment
import LexiconTesting
import Testing

@Suite struct AppConfigurationTests {
  @Test func loadsFromABundleForItsBuildConfiguration() throws {
    let bundle = try ConfigurationFixtures.bundle("App")
    let settings = try AppConfiguration.load(
      from: .bundle(bundle), buildConfiguration: .current(in: bundle),
      version: .current(in: bundle))
    #expect(settings.buildConfiguration == "QA")
    #expect(settings.environment.name == "qa")
    #expect(settings.environment.version == AppVersion("1.2.0"))
    #expect(settings.developmentLanguage == "en")
    #expect(settings.supportedLanguages == ["en", "ru", "ar", "pt-BR"])
    #expect(try settings.variables.url("baseURL").host == "qa.example.com")
    #expect(settings.problems == [])
  }

  @Test(
    "Production data for a release build",
    arguments: [
      (BuildConfiguration.release, EnvironmentName.production),
      (.debug, .development),
    ])
  func productionEnvironment(configuration: BuildConfiguration, name: EnvironmentName) throws {
    let settings = try AppConfiguration.load(
      from: .bundle(ConfigurationFixtures.bundle("App"), resource: "Lexicon.json"),
      buildConfiguration: configuration, version: AppVersion("1.2.0"))
    #expect(
      settings.environment == LocalizationEnvironment(name: name, version: AppVersion("1.2.0")))
  }

  @Test func buildsALocalizationConfiguration() throws {
    let settings = try AppConfiguration.load(
      from: .bundle(ConfigurationFixtures.bundle("App")), buildConfiguration: .release,
      version: AppVersion("1.2.0"))
    let configuration = settings.localizationConfiguration(
      providers: [InMemoryProvider([:])], language: "ru", onMissingKey: .ignore,
      persistence: .none)
    #expect(configuration.developmentLanguage == "en")
    #expect(configuration.supportedLanguages == ["en", "ru", "ar", "pt-BR"])
    #expect(configuration.language == "ru")
    #expect(settings.environment.name == .production)
    #expect(configuration.providers.count == 1)
    let localization = Localization(configuration: configuration)
    #expect(localization.setLanguage("de") == .notSupported)
    #expect(localization.setLanguage("ar") == .updated)
  }

  @Test func strictLoadingThrowsEveryProblemWithAUsableConfiguration() throws {
    let bundle = try ConfigurationFixtures.bundle("CustomKey")
    let buildConfiguration = BuildConfiguration.current(in: bundle, infoKey: "LXBuildConfiguration")
    let error = #expect(throws: ConfigurationLoadError.self) {
      try AppConfiguration.load(
        from: .bundle(bundle), buildConfiguration: buildConfiguration, version: .current(in: bundle)
      )
    }
    let messages = error?.errors.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
    #expect(
      messages == [
        #"2:32: supportedLanguages[1]: "xx_" is not a language tag"#,
        #"5:34: configurations.AppStore.environment: expected one of development, staging, production, found "prodution" (did you mean "production"?)"#,
      ])
    let usable = try #require(error?.configuration)
    #expect(usable.buildConfiguration == "AppStore")
    #expect(usable.supportedLanguages == ["en", "de"])
    #expect(usable.environment.name == EnvironmentName.default)
    #expect(usable.environment.version == AppVersion("2024.01.15"))
    #expect(error?.description.split(separator: "\n").count == 2)
    #expect(error?.description.hasPrefix(bundle.bundlePath) == true)
  }

  @Test func lenientLoadingReportsAndCarriesOn() throws {
    let bundle = try ConfigurationFixtures.bundle("CustomKey")
    let reported = Locked<[Diagnostic]>([])
    let settings = AppConfiguration.loadOrDefault(
      from: .bundle(bundle), buildConfiguration: "Debug", version: nil,
      onProblem: DiagnosticHandler { reported.append($0) })
    #expect(settings.environment.name == .development)
    #expect(settings.supportedLanguages == ["en", "de"])
    #expect(reported.value.map(\.line) == [2, 5])
    #expect(reported.value.allSatisfy { $0.severity == .error })
    #expect(reported.value.first?.message == #"supportedLanguages[1]: "xx_" is not a language tag"#)
    #expect(reported.value == settings.problems.map(\.diagnostic))
  }

  @Test func aMissingFileGivesTheDefaults() throws {
    let bundle = try ConfigurationFixtures.bundle("Plain")
    let reported = Locked<[Diagnostic]>([])
    let settings = AppConfiguration.loadOrDefault(
      from: .bundle(bundle), buildConfiguration: .release, version: AppVersion("1.0"),
      onProblem: DiagnosticHandler { reported.append($0) })
    #expect(
      settings.environment == LocalizationEnvironment(name: .production, version: AppVersion("1.0"))
    )
    #expect(settings.supportedLanguages == [])
    #expect(settings.developmentLanguage == "en")
    #expect(settings.variables.isEmpty)
    #expect(settings.problems.count == 1)
    #expect(
      settings.problems.first?.message == "no Lexicon.json in the bundle at \(bundle.bundlePath)")
    #expect(settings.problems.first?.file == "Lexicon.json")
    #expect(reported.value.count == 1)
    #expect(throws: ConfigurationLoadError.self) {
      try AppConfiguration.load(from: .bundle(bundle), buildConfiguration: .release, version: nil)
    }
  }

  @Test func unreadableFile() {
    let url = URL(fileURLWithPath: "/nonexistent/Lexicon.json")
    let settings = AppConfiguration.loadOrDefault(
      from: .file(url), buildConfiguration: .debug, version: nil, onProblem: .ignore)
    #expect(settings.problems.map(\.message) == ["cannot read /nonexistent/Lexicon.json"])
    #expect(settings.environment.name == .development)
  }

  @Test func loadsAFileByURLAndANamedResource() throws {
    let bundle = try ConfigurationFixtures.bundle("Unexpanded")
    let url = try #require(bundle.url(forResource: "Settings", withExtension: "json"))
    let fromFile = try AppConfiguration.load(
      from: .file(url), buildConfiguration: "QA", version: nil)
    let fromBundle = try AppConfiguration.load(
      from: .bundle(bundle, resource: "Settings"), buildConfiguration: "QA", version: nil)
    #expect(fromFile.environment.name == "qa")
    #expect(fromFile == fromBundle)
    // The fixture's Info.plist leaves `$(CONFIGURATION)` unexpanded: the compiled one is used.
    #expect(BuildConfiguration.current(in: bundle) == .compiled)
  }

  @Test func developmentLanguageDefaultsToTheBundles() throws {
    let json = Data(#"{"supportedLanguages": ["de", "fr"]}"#.utf8)
    let fromData = AppConfiguration.loadOrDefault(
      from: .data(json), buildConfiguration: .debug, version: nil, onProblem: .ignore)
    #expect(fromData.developmentLanguage == BundleInfo.developmentLanguage(of: .main))
    let fromBundle = AppConfiguration.loadOrDefault(
      from: .bundle(try ConfigurationFixtures.bundle("Unexpanded"), resource: "Missing"),
      buildConfiguration: .debug, version: nil, onProblem: .ignore)
    #expect(fromBundle.developmentLanguage == "de")
  }

  @Test func settingsInCode() {
    let settings = AppConfiguration(
      buildConfiguration: "QA", environment: LocalizationEnvironment(name: .staging, version: nil),
      developmentLanguage: "pt_BR", supportedLanguages: ["pt_BR", "en"], variables: ["a": 1])
    #expect(settings.developmentLanguage == "pt-BR")
    #expect(settings.supportedLanguages == ["pt-BR", "en"])
    #expect(settings.problems.isEmpty)
  }
}
