import Foundation
import LexiconRawFiles
import LexiconTestSupport
import LexiconTesting
import Testing

@testable import Lexicon

/// Keys known only at run time (`NSLocalizedString` call sites, keys from a server), resolved
/// through the same chain as typed keys (issue 25).
@Suite struct RuntimeKeyTests {
  let misses = Locked<[MissingKey]>([])

  func runtime(language: String = "en") -> Localization {
    Localization(
      configuration: LocalizationConfiguration(
        providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
        supportedLanguages: ["en", "ru", "pt"], language: language,
        onMissingKey: MissingKeyHandler { [misses] in misses.append($0) }, persistence: .none))
  }

  @Test(arguments: ["en", "ru", "pt"])
  func aRunTimeKeyResolvesAsTheTypedKeyOfItsTable(language: String) {
    let runtime = runtime(language: language)
    Localization.withLocalization(runtime) {
      for key in [LoginStrings.title, .welcome, .discount, .onlyEnglish, .baseOnly, .missing] {
        #expect(
          Localization.text(forKey: key.rawValue, table: "Login", bundle: .module)
            == key.description, "\(key) in \(language)")
      }
    }
  }

  @Test func aScopedLanguageApplies() {
    let runtime = runtime()
    let texts = Localization.withLocalization(runtime) {
      Localization.withLanguage("ru") {
        Localization.text(forKey: "title", table: "Login", bundle: .module)
      }
    }
    #expect(texts == "Войти")
  }

  @Test func argumentsAreFormattedSafely() {
    let runtime = runtime(language: "ru")
    Localization.withLocalization(runtime) {
      #expect(
        Localization.text(forKey: "welcome", table: "Login", bundle: .module, arguments: ["Ann"])
          == "Добро пожаловать, Ann!")
      // A specifier that does not fit stays visible instead of crashing.
      #expect(
        Localization.text(forKey: "welcome", table: "Login", bundle: .module, arguments: [42])
          .hasPrefix("Добро пожаловать, "))
    }
  }

  @Test func aMissingKeyTakesItsDefaultThenThePolicyAndIsReportedOnce() {
    let runtime = runtime()
    Localization.withLocalization(runtime) {
      for _ in 0..<3 {
        #expect(
          Localization.text(
            forKey: "nowhere", table: "Login", bundle: .module, defaultValue: "Soon")
            == "Soon")
        #expect(Localization.text(forKey: "gone", table: "Login", bundle: .module) == "gone")
      }
    }
    #expect(
      misses.value.map { "\($0.key) \($0.table) \($0.resolution)" }.sorted() == [
        "gone Login unresolved", "nowhere Login defaultValue",
      ])
  }

  /// Once its table is resolved, a run-time key is one probe of the snapshot, as a typed key.
  @Test func aResolvedKeyIsServedFromTheSnapshot() {
    let runtime = runtime()
    let type = RuntimeKeyTable.identifier(table: "Login", bundle: .module)
    #expect(runtime.state.fastText(type: type, key: "title", language: nil) == nil)
    _ = Localization.withLocalization(runtime) {
      Localization.text(forKey: "title", table: "Login", bundle: .module)
    }
    #expect(runtime.state.fastText(type: type, key: "title", language: nil) == "Sign in")
    #expect(RuntimeKeyTable.identifier(table: "Login", bundle: .module) == type)
    #expect(RuntimeKeyTable.identifier(table: "Other", bundle: .module) != type)
  }

  /// T21Environment's top-level `EN.strings`, `ES.strings`, as its `localizedString("key")`
  /// read them.
  @Test func theTopLevelLanguageTablesOfT21Environment() throws {
    try TemporaryBundle.with([
      "EN.strings": #""hello" = "Hello"; "bye" = "Bye";"#,
      "ES.strings": #""hello" = "Hola";"#,
    ]) { bundle, _ in
      let runtime = Localization(
        configuration: LocalizationConfiguration(
          providers: [BundleProvider(bundle: bundle)], tableFiles: .raw, developmentLanguage: "en",
          supportedLanguages: ["en", "es"], language: "es", onMissingKey: .ignore,
          persistence: .none))
      Localization.withLocalization(runtime) {
        #expect(Localization.text(forKey: "hello", bundle: bundle) == "Hola")
        #expect(Localization.text(forKey: "bye", bundle: bundle) == "Bye")
      }
    }
  }
}
