import Lexicon
import LexiconTesting
import Testing

/// `PluralRules.samples(for:)`: the representative numbers of each category that snapshots show.
@Suite struct PluralRulesSamplesTests {
  @Test(arguments: PluralRuleKind.allCases)
  func everyCategoryHasSamplesThatAreInIt(kind: PluralRuleKind) {
    var problems: [String] = []
    for language in PluralRules.availableLanguages(kind: kind) {
      let rules = PluralRules(language: language, kind: kind)
      for category in rules.categories {
        let samples = rules.samples(for: category)
        if samples.isEmpty { problems.append("\(language) \(category): no samples") }
        for sample in samples {
          let actual = PluralOperands(sample).map(rules.category(for:))
          if actual != category {
            problems.append("\(language) \(sample): \(String(describing: actual))")
          }
        }
      }
    }
    #expect(problems == [])
  }

  @Test(arguments: [
    ("ru", ["1", "2", "5", "1.5"]),
    ("ar", ["0", "1", "2", "3", "11", "100"]),
    ("en", ["1", "2"]),
    ("fr", ["1", "1000000", "2"]),
    ("ja", ["1"]),
  ])
  func theFirstSampleOfEachCategoryReadsAsACount(language: String, first: [String]) {
    let rules = PluralRules(language: language)
    #expect(rules.categories.map { rules.samples(for: $0).first ?? "-" } == first)
  }

  @Test func integersComeFirstAndZeroLast() {
    let russian = PluralRules(language: "ru")
    #expect(russian.samples(for: .many) == ["5", "6", "7", "8"])
    #expect(russian.samples(for: .other) == ["1.5", "0.0", "10.0", "100.0"])
    #expect(PluralRules(language: "fr").samples(for: .one) == ["1", "0", "1.5", "0.0"])
    #expect(russian.samples(for: .two) == [])
  }
}
