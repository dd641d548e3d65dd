import Lexicon
import LexiconTesting
import Testing

@Suite(.localization(ProfileStrings.configuration))
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
