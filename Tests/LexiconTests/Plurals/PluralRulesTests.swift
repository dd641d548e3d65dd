import Lexicon
import Testing

@Suite struct PluralRulesTests {
  // MARK: Every CLDR sample

  @Test func sampleDataIsReadable() {
    #expect(PluralSamples.problems == [])
    #expect(PluralSamples.cases.count > 300)
  }

  @Test(arguments: PluralRuleKind.allCases)
  func samplesCoverEveryLocale(kind: PluralRuleKind) {
    let sampled = PluralSamples.cases.filter { $0.kind == kind }.map(\.locale)
    #expect(sampled.sorted() == PluralRules.availableLanguages(kind: kind))
  }

  @Test(arguments: PluralSamples.cases)
  func everySampleHasItsCategory(_ sample: PluralSamples.Case) {
    let rules = PluralRules(language: sample.locale, kind: sample.kind)
    #expect(rules.language == sample.locale)
    #expect(Set(rules.categories) == Set(sample.samples.keys))
    var mismatches: [String] = []
    var count = 0
    for (category, text) in sample.samples {
      let (numbers, problems) = PluralSamples.numbers(in: text)
      #expect(problems == [], "unreadable ranges in \(category): \(text)")
      #expect(!numbers.isEmpty, "no samples for \(category): \(text)")
      for number in numbers {
        count += 1
        guard let operands = PluralOperands(number) else {
          mismatches.append("\(number): not a number")
          continue
        }
        let actual = rules.category(for: operands)
        if actual != category { mismatches.append("\(number): \(actual), expected \(category)") }
      }
    }
    #expect(mismatches == [])
    #expect(count >= sample.samples.count)
  }

  @Test func sampleRangesExpandByTheLastDigit() {
    let expanded = PluralSamples.numbers(in: "@integer 0, 2~4, … @decimal 0.8~1.1, 0.00~0.02, 1c6")
    #expect(
      expanded.numbers == [
        "0", "2", "3", "4", "0.8", "0.9", "1.0", "1.1", "0.00", "0.01", "0.02", "1c6",
      ])
    #expect(expanded.problems == [])
  }

  // MARK: Locale lookup

  @Test(arguments: [
    ("pt-PT", PluralRuleKind.cardinal, "pt-PT"),
    ("pt_PT", .cardinal, "pt-PT"),
    ("PT-pt", .cardinal, "pt-PT"),
    ("pt-PT", .ordinal, "pt"),
    ("pt-BR", .cardinal, "pt"),
    ("pt_br", .cardinal, "pt"),
    ("PT-br", .cardinal, "pt"),
    // CLDR's parentLocales has no plural exceptions: pt-AO inherits pt's rules, not pt-PT's.
    ("pt-AO", .cardinal, "pt"),
    ("en-AU", .cardinal, "en"),
    ("en-AU", .ordinal, "en"),
    ("en_US.UTF-8", .cardinal, "en"),
    ("en_US@calendar=gregorian", .cardinal, "en"),
    ("en-u-nu-latn", .cardinal, "en"),
    ("EN", .cardinal, "en"),
    ("en-", .cardinal, "en"),
    ("zh-Hant-HK", .cardinal, "zh"),
    ("zh_Hans_CN", .ordinal, "zh"),
    ("sr-Latn-BA", .cardinal, "sr"),
    ("iw", .cardinal, "he"),
    ("iw-IL", .ordinal, "he"),
    ("in", .cardinal, "id"),
    ("ji", .cardinal, "yi"),
    ("no", .cardinal, "no"),
    ("nb-NO", .cardinal, "nb"),
    ("fil-PH", .ordinal, "fil"),
    ("ak", .ordinal, "und"),
    ("xx", .cardinal, "und"),
    ("", .cardinal, "und"),
    ("root", .cardinal, "und"),
    ("-en", .cardinal, "und"),
    ("en US", .cardinal, "und"),
    ("ру", .cardinal, "und"),
  ])
  func selectsLocale(language: String, kind: PluralRuleKind, expected: String) {
    let rules = PluralRules(language: language, kind: kind)
    #expect(rules.language == expected)
    #expect(rules.kind == kind)
  }

  @Test func hugeTagsAreBounded() {
    let tag = "en" + String(repeating: "-abc", count: 200_000)
    #expect(PluralRules(language: tag).language == "en")
    #expect(PluralRules(language: String(repeating: "x", count: 1_000_000)).language == "und")
  }

  @Test func unknownLanguageIsAlwaysOther() {
    let rules = PluralRules(language: "xx")
    for number in ["0", "1", "1.0", "2", "1c6"] {
      #expect(rules.category(for: PluralOperands(number) ?? PluralOperands(-1)) == .other)
    }
    #expect(rules.categories == [.other])
  }

  // MARK: Categories by language

  @Test(arguments: [
    ("en", "1", PluralCategory.one), ("en", "1.0", .other), ("en", "0", .other),
    ("en", "2", .other), ("en", "-1", .one),
    ("ar", "0", .zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "3", .few),
    ("ar", "10", .few), ("ar", "11", .many), ("ar", "99", .many), ("ar", "100", .other),
    ("ar", "102", .other), ("ar", "103", .few), ("ar", "111", .many), ("ar", "1.5", .other),
    ("ru", "0", .many), ("ru", "1", .one), ("ru", "2", .few), ("ru", "4", .few), ("ru", "5", .many),
    ("ru", "11", .many), ("ru", "12", .many), ("ru", "21", .one), ("ru", "22", .few),
    ("ru", "25", .many), ("ru", "101", .one), ("ru", "111", .many), ("ru", "1.5", .other),
    ("pl", "0", .many), ("pl", "1", .one), ("pl", "2", .few), ("pl", "5", .many),
    ("pl", "12", .many), ("pl", "22", .few), ("pl", "102", .few), ("pl", "112", .many),
    ("pl", "1.5", .other),
    ("cy", "0", .zero), ("cy", "1", .one), ("cy", "1.0", .one), ("cy", "2", .two),
    ("cy", "3", .few), ("cy", "4", .other), ("cy", "6", .many), ("cy", "7", .other),
    ("cy", "1.5", .other),
    ("fr", "0", .one), ("fr", "1", .one), ("fr", "1.5", .one), ("fr", "2", .other),
    ("fr", "1000", .other), ("fr", "1c3", .other), ("fr", "1000000", .many),
    ("fr", "2000000", .many), ("fr", "1c6", .many), ("fr", "1.1c6", .many),
    ("fr", "1.0000001c6", .many), ("fr", "1000000.0", .other), ("fr", "1c9", .many),
    ("pt", "0", .one), ("pt", "0.5", .one), ("pt", "1.5", .one), ("pt", "2", .other),
    ("pt", "1000000", .many), ("pt-PT", "0", .other), ("pt-PT", "1", .one),
    ("pt-PT", "1.5", .other), ("pt-PT", "1000000", .many), ("pt-BR", "0", .one),
    ("ja", "1", .other), ("zh-Hant-HK", "1", .other),
    ("en-AU", "1", .one), ("iw", "2", .two), ("he", "2", .two),
    ("ar", "18446744073709551616111", .many), ("ru", "100000000000000000000000000001", .one),
  ])
  func cardinalCategory(language: String, number: String, expected: PluralCategory) throws {
    let operands = try #require(PluralOperands(number))
    #expect(PluralRules(language: language).category(for: operands) == expected)
    #expect(PluralRules.category(for: operands, language: language) == expected)
  }

  @Test(arguments: [
    (1, PluralCategory.one), (2, .two), (3, .few), (4, .other), (11, .other), (12, .other),
    (13, .other), (21, .one), (22, .two), (23, .few), (101, .one), (111, .other), (112, .other),
    (0, .other),
  ])
  func englishOrdinals(number: Int, expected: PluralCategory) {
    let rules = PluralRules(language: "en", kind: .ordinal)
    #expect(rules.category(for: PluralOperands(number)) == expected)
    #expect(
      PluralRules.category(for: PluralOperands(number), language: "en-GB", kind: .ordinal)
        == expected)
  }

  @Test func nonFiniteNumbersAreOther() {
    for language in ["fr", "ar", "en", "ru"] {
      let rules = PluralRules(language: language)
      #expect(rules.category(for: PluralOperands(Double.infinity)) == .other)
      #expect(rules.category(for: PluralOperands(-Double.infinity)) == .other)
      #expect(rules.category(for: PluralOperands(Double.nan)) == .other)
    }
  }

  // MARK: Metadata

  @Test(arguments: [
    ("en", PluralRuleKind.cardinal, [PluralCategory.one, .other]),
    ("en", .ordinal, [.one, .two, .few, .other]),
    ("ru", .cardinal, [.one, .few, .many, .other]),
    ("ar", .cardinal, [.zero, .one, .two, .few, .many, .other]),
    ("ja", .cardinal, [.other]),
    ("fr", .cardinal, [.one, .many, .other]),
  ])
  func categories(language: String, kind: PluralRuleKind, expected: [PluralCategory]) {
    #expect(PluralRules(language: language, kind: kind).categories == expected)
  }

  @Test(arguments: PluralRuleKind.allCases)
  func availableLanguagesAreSortedAndIncludeRoot(kind: PluralRuleKind) {
    let languages = PluralRules.availableLanguages(kind: kind)
    #expect(languages == languages.sorted())
    #expect(Set(languages).count == languages.count)
    #expect(languages.contains("und"))
    #expect(languages.contains("en"))
    #expect(languages.contains("pt-PT") == (kind == .cardinal))
    #expect(languages.count == (kind == .cardinal ? 219 : 104))
  }

  @Test func recordsTheCLDRVersion() {
    #expect(PluralRules.cldrVersion == "47")
  }
}
