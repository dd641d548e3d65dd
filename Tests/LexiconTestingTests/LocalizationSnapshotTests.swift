import Lexicon
import LexiconTesting
import Testing

@Suite(.localization(ProfileStrings.configuration))
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
