import Foundation
import LexiconPseudo
import LexiconRawFiles
import Testing

@testable import Lexicon

/// The runtime's pseudo-languages (``LocalizationConfiguration/pseudoLocales``): none unless the
/// configuration lists them; a listed one is chosen like any other language, with tables derived
/// from the development language's.
@Suite struct PseudoLanguageTests {
  private static func rtl(_ word: String) -> String {
    "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"
  }

  /// A pseudo-language of the test's own: every text upper-cased, as a type outside Lexicon
  /// would write one.
  struct Shouting: PseudoLanguage {
    var language: String { "en-XU" }
    func localize(_ text: String) -> String { text.uppercased() }
    func localize(_ value: LocalizedValue) -> LocalizedValue {
      switch value {
      case .text(let text): return .text(localize(text))
      case .plural(var plural):
        for (name, variable) in plural.variables {
          plural.variables[name]?.variants = variable.variants.mapValues { $0.uppercased() }
        }
        return .plural(plural)
      }
    }
  }

  // MARK: - At run time

  private func runtime(
    pseudoLocales: [any PseudoLanguage] = PseudoLocale.allCases,
    deviceLanguages: [String] = ["en"], persistence: LanguagePersistence = .none
  ) -> Localization {
    var configuration = LocalizationConfiguration(
      providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
      supportedLanguages: ["en", "ru"], persistence: persistence,
      deviceLanguages: { deviceLanguages })
    configuration.onMissingKey = .ignore
    configuration.pseudoLocales = pseudoLocales
    return Localization(configuration: configuration)
  }

  /// A pseudo-language listed under the development language's tag is ignored: its tables are
  /// the development language's own (deriving them from themselves would never end).
  @Test func aPseudoLanguageUnderTheDevelopmentLanguagesTagIsIgnored() {
    struct Development: PseudoLanguage {
      var language: String { "EN" }
      func localize(_ text: String) -> String { "pseudo" }
      func localize(_ value: LocalizedValue) -> LocalizedValue { .text("pseudo") }
    }
    let localization = runtime(pseudoLocales: [Development()])
    #expect(localization.setLanguage("en") == .unchanged)
    Localization.withLocalization(localization) {
      #expect("\(LoginStrings.title)" == "Sign in")
    }
  }

  @Test func aPseudoLanguageIsChosenLikeAnyOtherWithoutFiles() {
    let localization = runtime()
    #expect(localization.setLanguage("en-XA") == .updated)
    #expect(localization.language == "en-XA")
    Localization.withLocalization(localization) {
      #expect("\(LoginStrings.title)" == "[Šîĝñ îñ one]")
      #expect(LoginStrings.welcome("Ann") == "[Ŵéļçöɱé, Ann! one two]")
      #expect("\(LoginStrings.discount)" == "[40% oƒƒ one]")
      // Base.lproj, in-code defaults: derived like the development language's own text.
      #expect("\(LoginStrings.baseOnly)".hasPrefix("["))
      #expect("\(LoginStrings.withDefault)" == "[Ðéƒåûļţ ţéẋţ one two]")
      // A key with no text anywhere still shows the raw key.
      #expect("\(LoginStrings.missing)" == "missing")
    }
    #expect(localization.layoutDirection == .leftToRight)
    #expect(localization.setLanguage("ar-XB") == .updated)
    #expect(localization.layoutDirection == .rightToLeft)
    Localization.withLocalization(localization) {
      #expect("\(LoginStrings.title)" == Self.rtl("Sign") + " " + Self.rtl("in"))
    }
  }

  @Test func aScopeCanPinAPseudoLanguage() {
    let localization = runtime()
    Localization.withLocalization(localization) {
      Localization.withLanguage("en-XA") {
        #expect("\(LoginStrings.title)" == "[Šîĝñ îñ one]")
      }
      #expect("\(LoginStrings.title)" == "Sign in")
    }
  }

  @Test func turnedOffPseudoLanguagesAreNotSupported() {
    let localization = runtime(pseudoLocales: [PseudoLocale.rightToLeft])
    #expect(localization.setLanguage("en-XA") == .notSupported)
    #expect(localization.setLanguage("ar-XB") == .updated)
  }

  /// A launch argument (`-AppleLanguages "(en-XA)"`, `LANGUAGE=en-XA`) makes it the device's first
  /// language: the runtime starts in it, although the app does not list it.
  @Test func startsInAPseudoLanguageFirstOnTheDevice() {
    #expect(runtime(deviceLanguages: ["en-XA", "ru"]).language == "en-XA")
    #expect(runtime(deviceLanguages: ["ru", "en-XA"]).language == "ru")
    #expect(runtime(pseudoLocales: [], deviceLanguages: ["en-XA"]).language == "en")
  }

  /// A configuration lists no pseudo-language unless it is given some: `en-XA` is then a
  /// language like `fr`, not supported, and a device that prefers it starts in a supported one.
  @Test func noPseudoLanguageUnlessTheConfigurationListsOne() {
    #expect(LocalizationConfiguration().pseudoLocales.isEmpty)
    #expect(LocalizationConfiguration.default.pseudoLocales.isEmpty)
    var configuration = LocalizationConfiguration(
      providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
      supportedLanguages: ["en", "ru"], persistence: .none, deviceLanguages: { ["en-XA"] })
    configuration.onMissingKey = .ignore
    let localization = Localization(configuration: configuration)
    #expect(localization.language == "en")
    #expect(localization.setLanguage("en-XA") == .notSupported)
    Localization.withLocalization(localization) {
      #expect("\(LoginStrings.title)" == "Sign in")
    }
  }

  /// Any type can be a pseudo-language: its tag is accepted, in any spelling, and its tables
  /// and in-code defaults are the development language's, passed through it.
  @Test func aPseudoLanguageOfAnotherModuleIsServedThroughItsProtocol() {
    let localization = runtime(pseudoLocales: [Shouting()])
    #expect(localization.setLanguage("en_xu") == .updated)
    #expect(localization.language == "en-XU")
    #expect(localization.setLanguage("en-XA") == .notSupported)
    Localization.withLocalization(localization) {
      #expect("\(LoginStrings.title)" == "SIGN IN")
      #expect(LoginStrings.welcome("Ann") == "WELCOME, Ann!")
      #expect("\(LoginStrings.withDefault)" == "DEFAULT TEXT")
    }
  }

  @Test func aStoredPseudoLanguageIsRestored() {
    let suite = "lexicon.tests.pseudo.\(UUID().uuidString)"
    defer { UserDefaults().removePersistentDomain(forName: suite) }
    let persistence = LanguagePersistence.userDefaults(suiteName: suite)
    #expect(runtime(persistence: persistence).setLanguage("ar-XB") == .updated)
    #expect(runtime(persistence: persistence).language == "ar-XB")
  }
}
