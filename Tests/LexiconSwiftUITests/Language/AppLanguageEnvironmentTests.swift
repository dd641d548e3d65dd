import Lexicon
import LexiconSwiftUI
import Testing

/// What `.appLanguage()` puts into SwiftUI's environment, for each language.
@Suite struct AppLanguageEnvironmentTests {
  @Test(arguments: [
    ("en", "en", LayoutDirection.leftToRight),
    ("ar", "ar", .rightToLeft),
    ("ar-EG", "ar-EG", .rightToLeft),
    ("he", "he", .rightToLeft),
    ("iw", "he", .rightToLeft),
    ("fa-IR", "fa-IR", .rightToLeft),
    ("ar-XB", "ar-XB", .rightToLeft),
    ("en-XA", "en-XA", .leftToRight),
    ("pt_BR", "pt-BR", .leftToRight),
    ("sr-Latn", "sr-Latn", .leftToRight),
    ("not a tag", "not a tag", .leftToRight),
  ])
  func localeAndDirection(language: String, locale: String, direction: LayoutDirection) {
    let environment = AppLanguageEnvironment(language: language)
    #expect(environment.localeIdentifier == locale)
    #expect(environment.language == locale)
    #expect(environment.layoutDirection == direction)
  }
}
