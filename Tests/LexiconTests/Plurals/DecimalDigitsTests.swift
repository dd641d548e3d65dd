import Testing

@testable import Lexicon

@Suite struct DecimalDigitsTests {
  /// Digits are accumulated without overflow in any integer type: on arm64_32 (watchOS) `Int`
  /// is 32-bit, and `value * 10 + digit` traps on a ten-digit exponent.
  @Test func accumulatingDigitsSaturatesInsteadOfTrapping() {
    var narrow: Int32 = 0
    for _ in 0..<40 {
      narrow = DecimalDigits.appending(9, to: narrow, saturatingAt: 1_000_000_000)
    }
    #expect(narrow == 1_000_000_000)
    var tiny: Int8 = 0
    for digit: UInt8 in [1, 2, 7, 9] {
      tiny = DecimalDigits.appending(digit, to: tiny, saturatingAt: .max)
    }
    #expect(tiny == .max)
    #expect(DecimalDigits.appending(5, to: Int32(12), saturatingAt: .max) == 125)
  }

  @Test(arguments: ["1c9999999999", "1c" + String(repeating: "9", count: 10_000), "1e2147483648"])
  func longExponentsSaturate(text: String) throws {
    let decimal = try #require(DecimalDigits(text))
    #expect(decimal.exponent == DecimalDigits.maximumExponent)
    #expect(decimal.shiftedPoint == 1 + DecimalDigits.maximumExponent)
  }
}
