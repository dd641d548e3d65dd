import Foundation
import Lexicon
import LexiconTesting
import Testing

enum ProfileStrings: String, Localizable, CaseIterable {
  static var bundle: Bundle { .module }
  static var table: String { "Profile" }
  case title, welcome, help
}

let profileConfiguration = LocalizationConfiguration(
  providers: [BundleProvider(bundle: .module)], developmentLanguage: "en",
  supportedLanguages: ["en", "ru"], language: "en", onMissingKey: .ignore)

@Suite(.localization(profileConfiguration))
struct LocalizationTraitTests {
  @Test(.localization(language: "ru"))
  func pinsTheLanguageForOneTest() {
    #expect(ProfileStrings.title.description == "Войти")
    #expect(Localization.current.language == "ru")
  }

  @Test func theSuiteRuntimeAppliesToEveryTest() {
    #expect(ProfileStrings.title.description == "Sign in")
    #expect(Localization.current !== Localization.shared)
  }

  @Test func eachTestHasItsOwnRuntimeThatNeverPersists() {
    Localization.current.setLanguage("ru")
    #expect(ProfileStrings.title.description == "Войти")
    #expect(Localization.current.configuration.persistence.load() == nil)
  }

  @Test(arguments: 0..<4)
  func parallelTestsNeverSeeEachOthersSwitches(index: Int) {
    let language = index.isMultiple(of: 2) ? "ru" : "en"
    Localization.current.setLanguage(language)
    #expect(Localization.current.language == language)
    #expect(ProfileStrings.title.description == (language == "ru" ? "Войти" : "Sign in"))
  }
}

@Suite(.localization(profileConfiguration))
struct LocalizationSnapshotTests {
  @Test func rendersEveryKeyInEveryLanguageDeterministically() {
    let text = LocalizationSnapshot.render(ProfileStrings.self, languages: ["en", "ru"])
    #expect(
      text == """
        ProfileStrings  en             ru
        title           Sign in        Войти
        welcome         Welcome,\\n%@!  Привет,\\n%@!
        help            Help           Help

        """)
  }

  @Test func listsUntranslatedKeys() {
    let misses = LocalizationSnapshot.untranslatedKeys(
      ProfileStrings.self, languages: ["en", "ru"])
    #expect(
      misses == [
        MissingKey(key: "help", table: "Profile", language: "ru", resolution: .fellBack(to: "en"))
      ])
  }
}
