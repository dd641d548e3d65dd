import Foundation
import Lexicon
import LexiconTestSupport
import Testing

@testable import LexiconAcceptLanguage

/// `Accept-Language` (RFC 9110 §12.5.4) read into ranges and matched with `LanguageMatcher`.
@Suite struct AcceptLanguageTests {
  /// A header and what it reads as: ranges with their quality in thousandths, most wanted first,
  /// and the ranges it refuses.
  struct ParseCase: CustomTestStringConvertible, Sendable {
    let header: String
    let ranges: [String]
    let excluded: [String]
    var testDescription: String { "\"\(header.prefix(60))\" → \(ranges) − \(excluded)" }

    init(_ header: String, _ ranges: [String], excluded: [String] = []) {
      self.header = header
      self.ranges = ranges
      self.excluded = excluded
    }
  }

  static let parseCases: [ParseCase] = [
    // RFC 9110's own example, and quality ordering.
    ParseCase("da, en-gb;q=0.8, en;q=0.7", ["da 1000", "en-GB 800", "en 700"]),
    ParseCase("en;q=0.7, en-gb;q=0.8, da", ["da 1000", "en-GB 800", "en 700"]),
    ParseCase(
      "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5",
      ["fr-CH 1000", "fr 900", "en 800", "de 700", "* 500"]),
    // Equal qualities keep the header's order.
    ParseCase("de;q=0.5, fr;q=0.5, it", ["it 1000", "de 500", "fr 500"]),
    // q=0 excludes; q=0.000 and Q=0 too.
    ParseCase("en, fr;q=0", ["en 1000"], excluded: ["fr"]),
    ParseCase("en, fr;Q=0.000, *;q=0", ["en 1000"], excluded: ["fr", "*"]),
    // Spaces and tabs around separators; case.
    ParseCase("  EN-us ;  q=0.5 ,\tZH-hant-TW\t;q=1.0  ", ["zh-Hant-TW 1000", "en-US 500"]),
    // Three decimals at most; 1 only as 1, 1.0, 1.00, 1.000.
    ParseCase(
      "a1;q=0.1234, en;q=0.125, de;q=1.001, fr;q=1.000, it;q=2, es;q=.5, pt;q=0.",
      ["fr 1000", "en 125"], excluded: ["pt"]),
    // Duplicates keep their first occurrence, also across spellings.
    ParseCase("fr;q=0.2, en, FR;q=0.9, fr-fr, en_US", ["en 1000", "fr-FR 1000", "fr 200"]),
    // Garbage entries are skipped, the good ones kept.
    ParseCase(
      "en_US, 12, x-klingon, en us, ;q=1, de;level=1, de;q=0.5;q=0.4, , ,, ru;q=0.3, und, 🎉",
      ["ru 300"]),
    ParseCase("", []),
    ParseCase(",,, ,", []),
    ParseCase("*", ["* 1000"]),
    // A subtag of 9 letters, or a digit in the first subtag, is not a range.
    ParseCase("abcdefghi, e1, en-abcdefgh", ["en-abcdefgh 1000"]),
  ]

  @Test(arguments: parseCases)
  func readsTheHeader(_ example: ParseCase) {
    let accepted = AcceptLanguage(example.header)
    #expect(accepted.ranges.map { "\($0.tag) \($0.quality)" } == example.ranges)
    #expect(accepted.excluded == example.excluded)
  }

  static let matchCases: [MatchCase] = [
    // The example: Danish is not offered, British English takes English.
    MatchCase(["da, en-gb;q=0.8, en;q=0.7"], ["en", "de"], "en"),
    MatchCase(["da, en-gb;q=0.8, en;q=0.7"], ["en-US", "en-GB", "da"], "da"),
    MatchCase(["da;q=0.5, en-gb;q=0.8, en;q=0.7"], ["en-US", "en-GB", "da"], "en-GB"),
    // Quality beats the header's order.
    MatchCase(["de;q=0.1, fr;q=0.9"], ["de", "fr"], "fr"),
    // q=0 excludes a supported language, and every language its range is a prefix of.
    MatchCase(["en-GB, en;q=0"], ["en", "en-GB"], nil),
    MatchCase(["fr, en;q=0, *"], ["en-GB", "de"], "de"),
    MatchCase(["pt;q=0, pt-BR"], ["pt-PT", "es"], nil),
    // `*` takes the first supported language not excluded; `*;q=0` refuses the rest.
    MatchCase(["*"], ["ru", "en"], "ru"),
    MatchCase(["ja, *;q=0.1"], ["ru", "en"], "ru"),
    MatchCase(["ja, ru;q=0, *;q=0.1"], ["ru", "en"], "en"),
    MatchCase(["ja, *;q=0"], ["ru", "en"], nil),
    // A listed range before `*` is tried first; one after `*` is never needed.
    MatchCase(["*;q=0.9, en;q=0.5"], ["ru", "en"], "ru"),
    // The matcher's own rules: script and region distance.
    MatchCase(["zh-TW, en;q=0.1"], ["zh-Hans", "zh-Hant", "en"], "zh-Hant"),
    MatchCase(["zh-TW"], ["zh-Hans", "en"], nil),
    MatchCase(["pt-BR"], ["pt-PT", "en"], "pt-PT"),
    MatchCase(["iw"], ["he", "en"], "he"),
    // Returned exactly as the app spells it.
    MatchCase(["pt-br"], ["pt_BR", "en"], "pt_BR"),
    // Nothing usable.
    MatchCase([""], ["en"], nil),
    MatchCase(["en_US, 🎉;q=1"], ["en"], nil),
  ]

  @Test(arguments: matchCases)
  func matchesTheSupportedLanguages(_ example: MatchCase) {
    #expect(
      LanguageMatcher.bestMatch(acceptLanguage: example.preferred[0], supported: example.supported)
        == example.expected)
  }

  /// A header of 1 MB: only the first 16 KiB and 32 entries are read, so its cost does not
  /// depend on its size, and what comes after is never seen.
  @Test(arguments: [
    String(repeating: "x", count: 1 << 20) + ", en",
    String(repeating: "xx-yy;q=0.5, ", count: 80_000) + "en",
    String(repeating: ",", count: 1 << 20) + "en",
    String(repeating: " ", count: 1 << 20) + "en",
    "de;q=0.1, " + String(repeating: "ja;q=0.2, ", count: 100_000) + "en",
  ])
  func aHugeHeaderIsReadOnlyUpToItsBounds(header: String) {
    let accepted = AcceptLanguage(header)
    #expect(accepted.scannedBytes <= AcceptLanguage.maximumScannedBytes)
    #expect(!accepted.ranges.contains { $0.tag == "en" })
    #expect(accepted.ranges.count <= AcceptLanguage.maximumEntries)
    #expect(LanguageMatcher.bestMatch(acceptLanguage: header, supported: ["en"]) == nil)
  }

  @Test func theEntryLimitCountsInvalidEntriesToo() {
    let header = String(repeating: "bad_entry, ", count: 31) + "ru, en"
    let accepted = AcceptLanguage(header)
    #expect(accepted.ranges.map(\.tag) == ["ru"])
    #expect(accepted.scannedBytes == header.utf8.count - 3)
  }

  @Test func aRangeLongerThanTheLimitIsInvalid() {
    let long = "en" + String(repeating: "-abcdefgh", count: 7)  // 65 bytes
    #expect(AcceptLanguage(long + ", de").ranges.map(\.tag) == ["de"])
  }
}
