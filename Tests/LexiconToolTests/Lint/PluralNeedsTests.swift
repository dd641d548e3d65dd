import Lexicon
import Testing

@testable import LexiconTool

@Suite struct PluralNeedsTests {
  @Test(arguments: [
    ("ru", "d", [PluralCategory.one, .few, .many]),
    ("ru", "f", [.one, .few, .many, .other]),
    ("fr", "lld", [.one, .many, .other]),
    ("es", "d", [.one, .many, .other]),
    ("it", "d", [.one, .many, .other]),
    ("pt", "d", [.one, .many, .other]),
    ("cs", "d", [.one, .few, .other]),
    ("cs", "g", [.one, .few, .many, .other]),
    ("ja", "d", [.other]),
    ("ar", "d", [.zero, .one, .two, .few, .many, .other]),
    ("en", "d", [.one, .other]),
  ])
  func aVariableNeedsTheCategoriesOfTheNumbersItPrints(
    language: String, specifier: String, expected: [PluralCategory]
  ) {
    #expect(PluralNeeds(language: language).categories(forSpecifier: specifier) == expected)
  }

  @Test func samplesAreTheNumbersPeopleThinkOf() {
    #expect(PluralNeeds(language: "ru").integerSamples == [.one: "1", .few: "2", .many: "5"])
    #expect(
      PluralNeeds(language: "fr").integerSamples == [.one: "1", .many: "1000000", .other: "2"])
  }
}
