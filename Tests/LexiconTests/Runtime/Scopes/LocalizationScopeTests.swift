import Foundation
import Lexicon
import LexiconRawFiles
import LexiconTesting
import Testing

/// `withLanguage` checks its language like `setLanguage`: canonical tags, matched against the
/// supported languages; anything else pins nothing and is reported once (issue 18).
@Suite struct LocalizationScopeTests {
  let unsupported = Locked<[UnsupportedLanguage]>([])

  func runtime(supported: [String] = ["en", "ru", "pt"]) -> Localization {
    Localization(
      configuration: LocalizationConfiguration(
        providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
        supportedLanguages: supported, language: "en", onMissingKey: .ignore,
        onUnsupportedLanguage: UnsupportedLanguageHandler { [unsupported] in
          unsupported.append($0)
        },
        persistence: .none))
  }

  /// Strings that are not language tags: inside the scope the language stays the runtime's, and
  /// each is reported once however often it is used.
  @Test(arguments: ["", "   ", "../../etc", "en\0", "🎉", "Base", "C", "en us", "-", "12"])
  func aStringThatIsNotATagPinsNothing(requested: String) {
    let runtime = runtime()
    let seen = Localization.withLocalization(runtime) {
      (0..<3).map { _ in
        Localization.withLanguage(requested) { (runtime.language, LoginStrings.title.description) }
      }
    }
    #expect(seen.allSatisfy { $0 == ("en", "Sign in") })
    #expect(
      unsupported.value
        == [UnsupportedLanguage(requested: requested, reason: .notALanguageTag, language: "en")])
  }

  @Test(arguments: [
    // Canonical spelling of a supported language.
    (["en", "ru", "pt-BR"], "pt_br", "pt-BR"),
    (["en", "ru", "pt-BR"], "RU", "ru"),
    // Any well-formed tag when no languages are configured.
    ([], "de_CH", "de-CH"),
    ([], "en-r00042", "en-r00042"),
    // The closest supported language otherwise.
    (["en", "fr", "pt-PT"], "fr-CA", "fr"),
    (["en", "fr", "pt-PT"], "pt-BR", "pt-PT"),
    (["en", "zh-Hans", "zh-Hant"], "zh-TW", "zh-Hant"),
  ])
  func aTagIsCanonicalizedAndMatched(supported: [String], requested: String, pinned: String) {
    let runtime = runtime(supported: supported)
    let language = Localization.withLocalization(runtime) {
      Localization.withLanguage(requested) { runtime.language }
    }
    #expect(language == pinned)
    #expect(unsupported.value.isEmpty)
  }

  @Test func aTagNoSupportedLanguageMatchesPinsNothing() {
    let runtime = runtime(supported: ["en", "ru"])
    let language = Localization.withLocalization(runtime) {
      Localization.withLanguage("ru") {
        Localization.withLanguage("de-CH") { runtime.language }
      }
    }
    #expect(language == "ru")
    #expect(
      unsupported.value.map(\.description) == [
        "withLanguage(\"de-CH\"): not a supported language; keys resolve in ru"
      ])
  }

  /// Inside an outer scope, a rejected string keeps the outer language.
  @Test func aRejectedStringKeepsTheEnclosingScope() {
    let runtime = runtime()
    let text = Localization.withLocalization(runtime) {
      Localization.withLanguage("ru") {
        Localization.withLanguage("../../etc") { LoginStrings.title.description }
      }
    }
    #expect(text == "Войти")
    #expect(
      unsupported.value.map(\.description) == [
        "withLanguage(\"../../etc\"): not a language tag; keys resolve in ru"
      ])
  }

  /// A runtime chosen inside the scope matches the tag against its own languages.
  @Test func aRuntimeChosenInsideTheScopeMatchesTheTagAgain() {
    let french = runtime(supported: ["en", "fr"])
    let language = Localization.withLanguage("fr-CA") {
      Localization.withLocalization(french) { french.language }
    }
    #expect(language == "fr")
  }

  @Test func hostileStringsAreCutInReports() {
    let runtime = runtime()
    let long = String(repeating: "../", count: 100_000)
    Localization.withLocalization(runtime) {
      Localization.withLanguage(long) { _ = LoginStrings.title.description }
      Localization.withLanguage(long + "x") { _ = LoginStrings.title.description }
    }
    #expect(unsupported.value.count == 1)
    #expect(unsupported.value.first?.requested.count == 64)
  }
}
