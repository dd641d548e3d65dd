/// The CLDR plural operands of a number as written: what plural rules look at.
///
/// Plural rules see more than a number's value: in English `1` is `one` but `1.0` is `other`,
/// so the operands come from the number *as written*, with its visible fraction digits
/// ([UTS #35, Plural Operand Meanings](https://unicode.org/reports/tr35/tr35-numbers.html#Plural_Operand_Meanings)).
///
/// | text      | `n`     | `i`     | `v` | `w` | `f` | `t` | `c` |
/// |-----------|---------|---------|-----|-----|-----|-----|-----|
/// | `1`       | 1       | 1       | 0   | 0   | 0   | 0   | 0   |
/// | `1.0`     | 1       | 1       | 1   | 0   | 0   | 0   | 0   |
/// | `1.50`    | 1.5     | 1       | 2   | 1   | 50  | 5   | 0   |
/// | `-0.05`   | 0.05    | 0       | 2   | 2   | 5   | 5   | 0   |
/// | `1.2c3`   | 1200    | 1200    | 0   | 0   | 0   | 0   | 3   |
/// | `1c6`     | 1000000 | 1000000 | 0   | 0   | 0   | 0   | 6   |
///
/// ```swift
/// let rules = PluralRules(language: "en")
/// rules.category(for: PluralOperands(1))  // .one
/// rules.category(for: PluralOperands("1.0")!)  // .other
/// rules.category(for: PluralOperands(2.5))  // .other
/// ```
///
/// Negative numbers have the operands of their absolute value. Integers of any length keep exact
/// last digits: `i`, `f` and `t` are exact up to `UInt64.max`; beyond that they hold
/// `10^18 + (value mod 10^18)`, which keeps every digit a plural rule can observe (rule moduli
/// divide 10^18) and stays above every number a rule compares with. Plural rules are evaluated
/// on `i`, `v`, `w`, `f`, `t` and `c` with integer arithmetic; `n` is for display.
public struct PluralOperands: Sendable, Equatable {
  /// The absolute value of the number (`n`), as the nearest `Double`.
  public let n: Double
  /// The integer digits of the absolute value (`i`).
  public let i: UInt64
  /// The number of visible fraction digits, with trailing zeros (`v`): 2 for `1.50`.
  public let v: Int
  /// The number of visible fraction digits, without trailing zeros (`w`): 1 for `1.50`.
  public let w: Int
  /// The visible fraction digits as an integer, with trailing zeros (`f`): 50 for `1.50`.
  public let f: UInt64
  /// The visible fraction digits as an integer, without trailing zeros (`t`): 5 for `1.50`.
  public let t: UInt64
  /// The compact decimal exponent (`c`): 6 for `1c6`, the "1 million" of compact formats.
  public let c: Int
  /// Whether the number is finite; plural rules give `other` to infinity and NaN.
  public let isFinite: Bool

  /// The compact decimal exponent under its deprecated name `e`, the same as ``c``.
  public var e: Int { c }

  /// The operands of an integer.
  ///
  /// - Parameter value: The number; its sign is ignored.
  public init(_ value: Int) {
    n = Double(value.magnitude)
    i = UInt64(value.magnitude)
    v = 0
    w = 0
    f = 0
    t = 0
    c = 0
    isFinite = true
  }

  /// The operands of a number as written, such as `"1.50"`, `"-3"` or `"1.2c3"`.
  ///
  /// The text is an optional sign, ASCII digits, optionally a point and more digits, and
  /// optionally a compact exponent (`c` or its synonym `e`, then digits): exactly the sample
  /// syntax of CLDR. Grouping separators, spaces and localized digits are not numbers here.
  ///
  /// ```swift
  /// PluralOperands("1.50")?.v  // 2
  /// PluralOperands("1c6")?.i  // 1000000
  /// PluralOperands("1,000")  // nil
  /// ```
  ///
  /// - Parameter text: The number as written.
  /// - Returns: `nil` when `text` is not such a number.
  public init?(_ text: String) {
    guard let decimal = DecimalDigits(text) else { return nil }
    self.init(decimal)
  }

  /// The operands of a `Double` as it would be displayed.
  ///
  /// Without `fractionDigits` the number is written in its shortest form that reads back as the
  /// same `Double` (`1.5` as "1.5", `1.0` as "1", `0.1 + 0.2` as "0.30000000000000004"). With it,
  /// the number is rounded half-to-even, like `NumberFormatter`'s default, and padded to that many
  /// fraction digits (at most 100), so the category matches the text a formatter shows.
  ///
  /// ```swift
  /// PluralOperands(1.0).v  // 0: "1", English `one`
  /// PluralOperands(1.0, fractionDigits: 1).v  // 1: "1.0", English `other`
  /// PluralOperands(1.25, fractionDigits: 1).f  // 2: "1.2"
  /// ```
  ///
  /// - Parameters:
  ///   - value: The number; its sign is ignored. Infinity and NaN have the category `other`.
  ///   - fractionDigits: How many fraction digits are displayed, or `nil` for the shortest form.
  public init(_ value: Double, fractionDigits: Int? = nil) {
    if value.isFinite {
      self.init(DecimalDigits(value, fractionDigits: fractionDigits))
    } else {
      self.init(nonFinite: value)
    }
  }

  /// The operands of infinity or NaN: zero everywhere but `n`, and not finite.
  private init(nonFinite value: Double) {
    n = value.magnitude
    i = 0
    v = 0
    w = 0
    f = 0
    t = 0
    c = 0
    isFinite = false
  }

  /// The operands of a decimal read digit by digit.
  init(_ decimal: DecimalDigits) {
    let fraction = decimal.fractionDigits
    let visible = fraction[..<((fraction.lastIndex { $0 != 0 } ?? fraction.startIndex - 1) + 1)]
    n = decimal.approximateValue
    i = DecimalDigits.integer(decimal.integerDigits, zeros: decimal.appendedZeros)
    v = fraction.count
    w = visible.count
    f = DecimalDigits.integer(fraction)
    t = DecimalDigits.integer(visible)
    c = decimal.exponent
    isFinite = true
  }
}
