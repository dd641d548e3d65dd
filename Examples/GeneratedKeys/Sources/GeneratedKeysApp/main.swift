import Lexicon
import SettingsFeature

// The feature's screen in each language, through keys generated at build time. en-XA is a
// pseudo-language: no file ships for it, the runtime derives it from English.
for language in ["en", "de", "ru", "en-XA"] {
  Localization.withLanguage(language) {
    print("[\(language)] " + SettingsScreen.lines().joined(separator: " | "))
  }
}
print("keys: \(SettingsScreen.keyCount)")
