import Lexicon
import Testing

@Suite struct PluralOperandsTests {
  /// Expected operands: `n`, then `i v w f t c`.
  struct Expected: Sendable, CustomTestStringConvertible {
    var text: String
    var n: Double
    var i: UInt64
    var v: Int
    var w: Int
    var f: UInt64
    var t: UInt64
    var c: Int

    init(
      _ text: String, n: Double, i: UInt64, v: Int = 0, w: Int = 0, f: UInt64 = 0, t: UInt64 = 0,
      c: Int = 0
    ) {
      (self.text, self.n, self.i, self.v, self.w, self.f, self.t, self.c) = (
        text, n, i, v, w, f, t, c
      )
    }

    var testDescription: String { text }

    func check(_ operands: PluralOperands) {
      #expect(operands.n == n)
      #expect(operands.i == i)
      #expect(operands.v == v)
      #expect(operands.w == w)
      #expect(operands.f == f)
      #expect(operands.t == t)
      #expect(operands.c == c)
      #expect(operands.e == c)
      #expect(operands.isFinite)
    }
  }

  @Test(arguments: [
    Expected("1", n: 1, i: 1),
    Expected("1.0", n: 1, i: 1, v: 1),
    Expected("1.00", n: 1, i: 1, v: 2),
    Expected("1.50", n: 1.5, i: 1, v: 2, w: 1, f: 50, t: 5),
    Expected("1.500", n: 1.5, i: 1, v: 3, w: 1, f: 500, t: 5),
    Expected("0.05", n: 0.05, i: 0, v: 2, w: 2, f: 5, t: 5),
    Expected("123.456", n: 123.456, i: 123, v: 3, w: 3, f: 456, t: 456),
    Expected("007", n: 7, i: 7),
    Expected("0.1", n: 0.1, i: 0, v: 1, w: 1, f: 1, t: 1),
    Expected("9007199254740993", n: 9_007_199_254_740_992, i: 9_007_199_254_740_993),
    Expected("0", n: 0, i: 0),
    Expected("-5", n: 5, i: 5),
    Expected("-0.50", n: 0.5, i: 0, v: 2, w: 1, f: 50, t: 5),
    Expected("+2.30", n: 2.3, i: 2, v: 2, w: 1, f: 30, t: 3),
    Expected("1c6", n: 1_000_000, i: 1_000_000, c: 6),
    Expected("1e6", n: 1_000_000, i: 1_000_000, c: 6),
    Expected("1.2c3", n: 1200, i: 1200, c: 3),
    Expected("1.20c1", n: 12, i: 12, v: 1, c: 1),
    Expected("1.23456c3", n: 1234.56, i: 1234, v: 2, w: 2, f: 56, t: 56, c: 3),
    Expected("1.0000001c6", n: 1_000_000.1, i: 1_000_000, v: 1, w: 1, f: 1, t: 1, c: 6),
    Expected("0c3", n: 0, i: 0, c: 3),
    Expected("18446744073709551615", n: 18_446_744_073_709_551_616, i: .max),
    // Past UInt64: 10^18 plus the last 18 digits.
    Expected(
      "18446744073709551616", n: 18_446_744_073_709_551_616,
      i: 1_000_000_000_000_000_000 + 446_744_073_709_551_616),
    Expected(
      "123456789012345678901234567890.25", n: 123_456_789_012_345_678_901_234_567_890.25,
      i: 1_000_000_000_000_000_000 + 345_678_901_234_567_890, v: 2, w: 2, f: 25, t: 25),
    Expected("1c30", n: 1e30, i: 1_000_000_000_000_000_000, c: 30),
    Expected(
      "0.0000000000000000000000001", n: 1e-25, i: 0, v: 25, w: 25, f: 1, t: 1),
  ])
  func operandsOfText(_ expected: Expected) throws {
    expected.check(try #require(PluralOperands(expected.text)))
  }

  @Test(arguments: [
    "", "-", "+", ".", "1.", ".5", "-.5", "1..2", "1.2.3", "1,000", "1_000", " 1", "1 ", "abc",
    "1c", "c6", "1c-3", "1c+3", "1.5c", "1c6c6", "1c1.5", "--1", "+-1", "1-", "0x10", "١", "½",
    "nan", "inf", "1e", "１",
  ])
  func rejectsWhatIsNotANumber(text: String) {
    #expect(PluralOperands(text) == nil)
  }

  @Test func hugeTextIsReadInBoundedWork() throws {
    let nines = try #require(PluralOperands(String(repeating: "9", count: 1_000_000)))
    #expect(nines.i == 1_000_000_000_000_000_000 + 999_999_999_999_999_999)
    #expect(nines.v == 0)
    let fraction = try #require(
      PluralOperands("0." + String(repeating: "0", count: 1_000_000) + "10"))
    #expect(
      (fraction.i, fraction.v, fraction.w, fraction.f, fraction.t) == (
        0, 1_000_002, 1_000_001, 10, 1
      ))
    let exponent = try #require(PluralOperands("1c99999999999999999999999"))
    #expect(exponent.i == 1_000_000_000_000_000_000)
    #expect(exponent.v == 0)
    // A ten-digit exponent passes a 32-bit `Int` (watchOS on arm64_32): it saturates.
    let tenDigits = try #require(PluralOperands("1c9999999999"))
    #expect((tenDigits.i, tenDigits.c) == (1_000_000_000_000_000_000, 1_000_000_000))
    #expect(PluralOperands(String(repeating: "1", count: 1_000_000) + "x") == nil)
  }

  @Test func integersMatchTheirText() {
    for value in [0, 1, -1, 7, 21, 1_000_000, Int.max, Int.min] {
      #expect(PluralOperands(value) == PluralOperands(String(value)))
    }
    #expect(PluralOperands(Int.min).i == 9_223_372_036_854_775_808)
  }

  @Test(
    arguments: [
      (1.5, nil, "1.5"),
      (1.0, nil, "1"),
      (-2.5, nil, "2.5"),
      (100.0, nil, "100"),
      (0.1 + 0.2, nil, "0.30000000000000004"),
      (1e-7, nil, "0.0000001"),
      (1e20, nil, "100000000000000000000"),
      (1.0, 1, "1.0"),
      (1.0, 2, "1.00"),
      (1.5, 0, "2"),
      (2.5, 0, "2"),
      (3.5, 0, "4"),
      (1.25, 1, "1.2"),
      (1.35, 1, "1.4"),
      (1.251, 1, "1.3"),
      (0.125, 2, "0.12"),
      (9.99, 1, "10.0"),
      (0.004, 2, "0.00"),
      (1234.5678, 2, "1234.57"),
      (5.0, -3, "5"),
    ] as [(Double, Int?, String)])
  func operandsOfDouble(value: Double, fractionDigits: Int?, written: String) {
    #expect(PluralOperands(value, fractionDigits: fractionDigits) == PluralOperands(written))
  }

  @Test func fractionDigitsAreBounded() {
    let operands = PluralOperands(1.0, fractionDigits: 1_000_000_000)
    #expect(operands.v == 100)
    #expect(operands.f == 0)
  }

  @Test func nonFiniteDoublesAreMarked() {
    #expect(!PluralOperands(Double.infinity).isFinite)
    #expect(!PluralOperands(-Double.infinity, fractionDigits: 2).isFinite)
    #expect(!PluralOperands(Double.nan).isFinite)
    #expect(PluralOperands(Double.greatestFiniteMagnitude).isFinite)
    #expect(PluralOperands(Double.leastNonzeroMagnitude).v == 324)
  }
}
