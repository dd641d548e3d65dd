import Testing

@testable import Lexicon

@Suite struct ASCIITests {
  /// Texts with separators at the ends, doubled, alone, and among non-ASCII text.
  static let texts = [
    "", "-", "--", "en", "en-US", "-en-US-", "en--US", "en_US-x_y", "_", "a-b_c-d_e-f-g-h-i",
    "zh-Hant-TW", "пр-ив_ет", "日本-語", "a|b||c|", " |x| ", "de:fr:en",
  ]

  /// The same parts as the standard library's `split`, for every option, on ASCII separators.
  @Test(arguments: [0, 1, 2, 3, Int.max], [true, false])
  func splitsAsTheStandardLibrary(maxSplits: Int, omittingEmpty: Bool) {
    for text in Self.texts {
      for (separator, alternative) in [("-", "_"), ("|", nil), (":", nil)]
        as [(Character, Character?)]
      {
        let expected = text.split(
          maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty,
          whereSeparator: { $0 == separator || $0 == alternative }
        ).map(String.init)
        let parts = ASCII.split(
          Substring(text), at: separator.asciiValue!, or: alternative?.asciiValue,
          maxSplits: maxSplits, omittingEmpty: omittingEmpty
        ).map(String.init)
        #expect(
          parts == expected,
          "\(text) at \(separator)\(alternative.map { " or \($0)" } ?? ""), \(maxSplits), \(omittingEmpty)"
        )
      }
    }
  }

  /// A part is text of its own (a `Substring` of the original), and a separator followed by a
  /// combining mark still separates: the split is by bytes, not by `Character`.
  @Test func cutsAtTheByteEvenBeforeACombiningMark() {
    let text: Substring = "a-\u{301}b-c"
    #expect(ASCII.split(text, at: UInt8(ascii: "-")) == ["a", "\u{301}b", "c"])
    #expect(text.split(separator: "-") == ["a-\u{301}b", "c"])
    let inner = Substring("x:en-US:y").dropFirst(2).dropLast(2)
    #expect(ASCII.split(inner, at: UInt8(ascii: "-")) == ["en", "US"])
  }

  /// The same integers as `Int(_:radix:)`, signs, letters of both cases, limits and overflow
  /// included.
  @Test(arguments: [2, 8, 10, 16, 36])
  func readsIntegersAsTheStandardLibrary(radix: Int) {
    let texts = [
      "", "+", "-", "0", "-0", "+0", "7", "42", "-42", "+42", "1f", "1F", "zz", "ZZ", "10", "9a",
      " 1", "1 ", "1-", "--1", "+-1", "0x1F", "١٢", "9223372036854775807", "9223372036854775808",
      "-9223372036854775808", "-9223372036854775809", "7fffffffffffffff", "8000000000000000",
      "-8000000000000000", "1y2p0ij32e8e7", "1y2p0ij32e8e8", String(repeating: "1", count: 70),
    ]
    for text in texts {
      #expect(ASCII.integer(Substring(text), radix: radix) == Int(text, radix: radix), "\(text)")
    }
  }
}
