import Foundation
import Lexicon
import LexiconAcceptLanguage
import LexiconTesting
import Testing

/// A server request scoped to its client's `Accept-Language` in one line (issue 25), with the
/// runtimes and reports of `LocalizationScopeTests`.
extension LocalizationScopeTests {
  @Test(arguments: [
    ("ru-RU, en;q=0.5", "ru", "Войти"),
    ("da, en-gb;q=0.8, en;q=0.7", "en", "Sign in"),
    ("de, ru;q=0.1", "ru", "Войти"),
    // `*` stands for the development language.
    ("ja, *;q=0.5", "en", "Sign in"),
    // ... unless the header refuses it.
    ("ja, en;q=0, *;q=0.5", "ru", "Войти"),
  ])
  func keysResolveInTheClientsLanguage(header: String, language: String, title: String) {
    let runtime = runtime(supported: ["en", "ru"])
    let seen = Localization.withLocalization(runtime) {
      Localization.withLanguage(acceptLanguage: header) {
        (runtime.language, LoginStrings.title.description)
      }
    }
    #expect(seen == (language, title))
    #expect(runtime.language(acceptLanguage: header) == language)
    #expect(unsupported.value.isEmpty)
  }

  /// No header, or one naming nothing the runtime serves: the language in force, unreported.
  @Test(arguments: [nil, "", "ja, zh", "en;q=0, ru;q=0", "garbage;;;", "*;q=0"] as [String?])
  func aHeaderWithoutAServedLanguageKeepsTheLanguageInForce(header: String?) {
    let runtime = runtime(supported: ["en", "ru"])
    let seen = Localization.withLocalization(runtime) {
      Localization.withLanguage("ru") {
        Localization.withLanguage(acceptLanguage: header) { LoginStrings.title.description }
      }
    }
    #expect(seen == "Войти")
    #expect(runtime.language(acceptLanguage: header) == nil)
    #expect(unsupported.value.isEmpty)
  }

  /// With no supported languages configured, the most wanted language is served.
  @Test func anyLanguageIsServedWithoutSupportedLanguages() {
    let runtime = runtime(supported: [])
    #expect(runtime.language(acceptLanguage: "*, pt-br;q=0.9, ru;q=0.8") == "pt-BR")
    let title = Localization.withLocalization(runtime) {
      Localization.withLanguage(acceptLanguage: "ru;q=0.8, xx;q=0") {
        LoginStrings.title.description
      }
    }
    #expect(title == "Войти")
  }

  /// The asynchronous scope follows the request's child tasks.
  @Test func theAsyncScopeReachesChildTasks() async {
    let runtime = runtime(supported: ["en", "ru"])
    let titles = await Localization.withLocalization(runtime) {
      await Localization.withLanguage(acceptLanguage: "ru") {
        await withTaskGroup(of: String.self) { group in
          for _ in 0..<4 { group.addTask { LoginStrings.title.description } }
          return await group.reduce(into: []) { $0.append($1) }
        }
      }
    }
    #expect(titles == Array(repeating: "Войти", count: 4))
  }
}
