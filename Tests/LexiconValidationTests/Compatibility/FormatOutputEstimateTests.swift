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
    ("object and integer", .text("Hello %@, you have %d messages"), 26 + 256 + 22, 2),
    ("width below the natural size", .text("%5.2f%%"), 24 + 2 + 1, 1),
    ("width above the natural size", .text("%300d"), 300, 1),
    ("precision of a C string", .text("%.3s"), 12, 1),
    ("width from an argument", .text("%*d"), 9_999, 1),
    ("precision from an argument", .text("%.*f"), 24 + 9_999, 1),
    ("character and pointer", .text("%c%p"), 4 + 18, 2),
    ("invalid specifier, as written", .text("%k"), 2, 0),
    ("repeated argument", .text(String(repeating: "%1$@", count: 16_384)), 16_384 * 256, 16_384),
    (
      "longest variant", plural("%#@n@ left", ["n": [.one: "one %d", .other: "%d items"]]),
      22 + 6 + 5, 2
    ),
    ("undefined variable, as written", plural("%#@x@", [:]), 5, 1),
    (
      "%arg prints the counted number",
      .plural(
        PluralString(
          format: "%#@n@",
          variables: ["n": PluralVariable(formatSpecifier: "lld", variants: [.other: "%arg x"])])),
      22 + 2, 2
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
        ]), 10 * 10 * 9_999, 1 + 10 * (1 + 10)
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
    for arguments in [[text, Int.min], [Int.min, text], [-999_999_999_999_999.0]]
      as [[any CVarArg]]
    {
      let result = FormatRenderer.render(value, arguments: arguments, language: "en")
      #expect(result.text.utf8.count <= bytes, "\(arguments)")
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
