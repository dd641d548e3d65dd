import InboxFeature
import Lexicon
import LoginFeature

// The README's quick start, as a new user copies it: bootstrap once, with the app's own bundle.
// The feature modules' keys still read their own bundles — the pinned provider defers for them
// and the runtime asks each key's own bundle after the configured providers — so nothing renders
// as a raw key, and the app's `title` never shadows a module's.
Localization.bootstrap(
  LocalizationConfiguration(
    providers: [BundleProvider(bundle: .module)], developmentLanguage: "en",
    supportedLanguages: ["en", "de"]))

for language in ["en", "de"] {
  Localization.withLanguage(language) {
    print("[\(language)] \(AppStrings.title)")
    print("[\(language)] \(LoginStrings.title) — \(LoginStrings.subtitle("Ann"))")
    print("[\(language)] \(InboxStrings.title) — \(InboxStrings.unread(1234))")
  }
}
