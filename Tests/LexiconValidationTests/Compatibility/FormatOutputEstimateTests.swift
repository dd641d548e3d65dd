import Lexicon
import LexiconValidation
import Testing

@Suite struct FormatOutputEstimateTests {
  static func plural(_ format: String, _ variants: [String: [PluralCategory: String]])
    -> LocalizedValue
  {
    .plural(
      PluralString(
        format: format,
        variables: variants.mapValues { PluralVariable(formatSpecifier: "d", variants: $0) }))
  }

  /// Each value's worst case for 256-byte arguments, and the specifiers one render reads.
  static let cases: [(String, LocalizedValue, Int, Int)] = [
    ("plain text", .text("Hello"), 5, 0),
    ("object and integer", .text("Hello %@, you have %d messages"), 26 + 256 + 4 * 22, 2),
    ("width below the natural size", .text("%5.2f%%"), 4 * (24 + 2) + 1, 1),
    // 22 characters of up to 4 bytes each, then a byte of padding for each missing character.
    ("width above the natural size", .text("%300d"), 4 * 22 + (300 - 22), 1),
    ("precision of a C string", .text("%.3s"), 12, 1),
    ("width from an argument", .text("%*d"), 4 * 22 + (9_999 - 22), 1),
    ("precision from an argument", .text("%.*f"), 4 * (24 + 9_999), 1),
    ("character and pointer", .text("%c%p"), 4 + 18, 2),
    // The fuzzer's finding: a character of up to 4 bytes, padded to 99 characters.
    ("wide character field", .text("%2$99c"), 4 + 98, 1),
    // The long fuzz run's finding: zero padding in Arabic-Indic digits (2 bytes each; up to 4)
    // with a group separator every three of them (`٠٠٠٬٠٠٠٬…`).
    ("zero-padded number", .text("%099d"), 4 * 22 + 8 * (99 - 22), 1),
    ("invalid specifier, as written", .text("%k"), 2, 0),
    ("repeated argument", .text(String(repeating: "%1$@", count: 16_384)), 16_384 * 256, 16_384),
    (
      "longest variant", plural("%#@n@ left", ["n": [.one: "one %d", .other: "%d items"]]),
      4 * 22 + 6 + 5, 2
    ),
    ("undefined variable, as written", plural("%#@x@", [:]), 5, 1),
    (
      "%arg prints the counted number",
      .plural(
        PluralString(
          format: "%#@n@",
          variables: ["n": PluralVariable(formatSpecifier: "lld", variants: [.other: "%arg x"])])),
      4 * 22 + 2, 2
    ),
    // Eight variants deep, then the placeholder as written (the renderer's depth limit).
    ("self-referring variant", plural("%#@a@", ["a": [.other: "ab%#@a@"]]), 8 * 2 + 5, 9),
    (
      "nested variables multiply",
      plural(
        "%#@a@",
        [
          "a": [.other: String(repeating: "%1$#@b@", count: 10)],
          "b": [.other: String(repeating: "%1$9999d", count: 10)],
        ]), 10 * 10 * (4 * 22 + 9_999 - 22), 1 + 10 * (1 + 10)
    ),
  ]

  @Test(arguments: cases)
  func estimates(name: String, value: LocalizedValue, bytes: Int, specifiers: Int) {
    let estimate = FormatOutputEstimate(value)
    #expect(estimate.worstCaseBytes == bytes)
    #expect(estimate.specifiers == specifiers)
  }

  /// The real render never prints more than the estimate when its arguments are of the assumed
  /// size: 256-byte strings, the widest integers, and numbers below 10^15.
  @Test(arguments: cases.filter { !$0.0.contains("argument") })
  func theRenderStaysWithinTheEstimate(
    name: String, value: LocalizedValue, bytes: Int, specifiers: Int
  ) {
    let text = String(repeating: "x", count: 256)
    for arguments in [[text, Int.min], [Int.min, text], [7, text], [-999_999_999_999_999.0]]
      as [[any CVarArg]]
    {
      for language in ["en", "ar-EG", "hi", "ru"] {
        let result = FormatRenderer.render(
          value, arguments: arguments, language: language,
          numbers: NumberSymbols(language: language))
        #expect(result.text.utf8.count <= bytes, "\(language) \(arguments)")
      }
    }
  }

  @Test func sumsSaturate() {
    #expect(FormatOutputEstimate(.text("%@%@"), argumentBytes: .max).worstCaseBytes == .max)
    // Eight levels of a thousand placeholders each: 10^24 bytes, measured in linear time.
    var variants: [String: [PluralCategory: String]] = [:]
    for level in 0..<8 {
      variants["v\(level)"] = [.other: String(repeating: "%1$#@v\(level + 1)@", count: 1_000)]
    }
    variants["v8"] = [.other: "%d"]
    let estimate = FormatOutputEstimate(Self.plural("%#@v0@", variants))
    #expect(estimate.worstCaseBytes == .max)
    #expect(estimate.specifiers == .max)
  }
}
