import InboxFeature
import Lexicon
import LoginFeature

// No bootstrap: the default chain reads each key from its own module's bundle.
for language in ["en", "de"] {
  Localization.withLanguage(language) {
    print("[\(language)] \(LoginStrings.title) — \(LoginStrings.subtitle("Ann"))")
    print("[\(language)] \(InboxStrings.title) — \(InboxStrings.unread(3))")
  }
}
