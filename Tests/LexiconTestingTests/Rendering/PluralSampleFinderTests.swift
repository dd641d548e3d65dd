import Lexicon
import Testing

@testable import LexiconTesting

@Suite struct PluralSampleFinderTests {
  private static func finder(
    _ language: String, _ kind: FormatArgumentKind, _ specifier: String, zero: Bool = false
  ) -> PluralSampleFinder {
    PluralSampleFinder(
      rules: PluralRules(language: language), language: language, kind: kind,
      specifier: specifier, hasExplicitZero: zero)
  }

  @Test(
    arguments: [
      // language, kind, specifier, explicit zero → the sample of each category shown ("-": none)
      ("ru", FormatArgumentKind.signedInteger, "d", false, ["1", "2", "5", "-"]),
      ("ru", .floatingPoint, ".1f", false, ["-", "-", "-", "1.5"]),
      ("ru", .floatingPoint, "g", false, ["1", "2", "5", "1.5"]),
      ("ru", .object, "@", false, ["1", "2", "5", "1.5"]),
      ("ar", .signedInteger, "d", false, ["0", "1", "2", "3", "11", "100"]),
      ("ar", .signedInteger, "ld", false, ["0", "1", "2", "3", "11", "100"]),
      ("en", .signedInteger, "d", false, ["1", "2"]),
      ("en", .signedInteger, "d", true, ["0", "1", "2"]),
      ("en", .floatingPoint, ".1f", false, ["-", "2"]),
      ("fr", .signedInteger, "d", false, ["1", "1000000", "2"]),
      ("ja", .signedInteger, "d", false, ["1"]),
      ("pl", .unsignedInteger, "u", false, ["1", "2", "5", "-"]),
    ] as [(String, FormatArgumentKind, String, Bool, [String])])
  func eachCategoryGetsACountTheSpecifierWritesInIt(
    language: String, kind: FormatArgumentKind, specifier: String, zero: Bool,
    samples: [String]
  ) {
    let finder = Self.finder(language, kind, specifier, zero: zero)
    #expect(finder.categories.map { finder.count(for: $0)?.sample ?? "-" } == samples)
  }

  @Test func anExplicitZeroComesFirstOnlyWhereTheRulesHaveNoZero() {
    #expect(Self.finder("en", .signedInteger, "d", zero: true).categories == [.zero, .one, .other])
    #expect(
      Self.finder("ar", .signedInteger, "d", zero: true).categories
        == [.zero, .one, .two, .few, .many, .other])
  }

  @Test func theArgumentHasTheTypeTheCodePasses() {
    #expect(Self.finder("ru", .signedInteger, "d").count(for: .few)?.argument == .integer(2))
    #expect(
      Self.finder("ru", .floatingPoint, ".1f").count(for: .other)?.argument == .floatingPoint(1.5))
    #expect(Self.finder("ru", .object, "@").count(for: .other)?.argument == .floatingPoint(1.5))
  }
}
