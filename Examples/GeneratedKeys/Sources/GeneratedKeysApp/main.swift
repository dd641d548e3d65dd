import Lexicon
import LexiconPseudo
import SettingsFeature

// en-XA is a pseudo-language: no file ships for it, the runtime derives it from English once the
// configuration lists it (LexiconPseudo; a QA build's choice, off by default).
var configuration = LocalizationConfiguration.default
configuration.pseudoLocales = PseudoLocale.allCases
configuration.persistence = .none
Localization.bootstrap(configuration)

// The feature's screen in each language, through keys generated at build time.
for language in ["en", "de", "ru", "en-XA"] {
  Localization.withLanguage(language) {
    print("[\(language)] " + SettingsScreen.lines().joined(separator: " | "))
  }
}
print("keys: \(SettingsScreen.keyCount)")
