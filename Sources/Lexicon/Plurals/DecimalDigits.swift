/// A non-negative decimal number as a string of digits: the digits as written, where the decimal
/// point falls, and a compact exponent that shifts it further right.
///
/// This is how ``PluralOperands`` reads a number exactly, whatever its length: `"1.50"` is
/// `[1, 5, 0]` with the point after one digit, `"1.2c3"` is `[1, 2]`, point 1, exponent 3.
struct DecimalDigits: Sendable, Hashable {
  /// The digits, each 0...9, at least one.
  var digits: [UInt8]
  /// How many of `digits` come before the decimal point, `1...digits.count`.
  var point: Int
  /// The compact decimal exponent (`c`, `e`): moves the point this many places right.
  var exponent: Int

  /// The largest compact exponent kept; larger ones saturate (the number is far beyond any rule).
  static let maximumExponent = 1_000_000_000

  /// The most fraction digits ``init(_:fractionDigits:)`` pads or rounds to.
  static let maximumFractionDigits = 100

  /// Reads `[+-]digits[.digits][(c|e)digits]`, ignoring the sign; `nil` for anything else.
  ///
  /// The work is one pass over the text, so even megabytes of digits read in linear time.
  init?(_ text: String) {
    var digits: [UInt8] = []
    digits.reserveCapacity(text.utf8.count)
    var point: Int?
    var exponent: Int?
    var digitsInPart = 0
    var isFirst = true
    for byte in text.utf8 {
      defer { isFirst = false }
      switch byte {
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        guard isFirst else { return nil }
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = byte - UInt8(ascii: "0")
        if let current = exponent {
          exponent = Self.appending(digit, to: current, saturatingAt: Self.maximumExponent)
        } else {
          digits.append(digit)
        }
        digitsInPart += 1
      case UInt8(ascii: "."):
        guard point == nil, exponent == nil, digitsInPart > 0 else { return nil }
        point = digits.count
        digitsInPart = 0
      case UInt8(ascii: "c"), UInt8(ascii: "e"), UInt8(ascii: "C"), UInt8(ascii: "E"):
        guard exponent == nil, digitsInPart > 0 else { return nil }
        exponent = 0
        digitsInPart = 0
      default:
        return nil
      }
    }
    guard digitsInPart > 0 else { return nil }
    self.digits = digits
    self.point = point ?? digits.count
    self.exponent = exponent ?? 0
  }

  /// The decimal form of a finite `value`'s magnitude: its shortest round-trip representation
  /// (`1.5`, `1` for `1.0`), or rounded half-to-even — as `NumberFormatter` rounds by default —
  /// and padded to `fractionDigits` places (`1.0` with 1, `1.25` → `1.2`).
  init(_ value: Double, fractionDigits: Int?) {
    // `description` is the shortest representation that reads back as the same Double,
    // such as "1.5", "1.0", "1e-07" or "1.2345e+20".
    var digits: [UInt8] = []
    var point: Int?
    var exponent = 0
    var exponentSign = 1
    var inExponent = false
    for byte in value.magnitude.description.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = byte - UInt8(ascii: "0")
        if inExponent {
          exponent = Self.appending(digit, to: exponent, saturatingAt: Self.maximumExponent)
        } else {
          digits.append(digit)
        }
      case UInt8(ascii: "."):
        point = digits.count
      case UInt8(ascii: "e"):
        inExponent = true
      case UInt8(ascii: "-"):
        exponentSign = -1
      default:
        break
      }
    }
    if digits.isEmpty { digits = [0] }
    var shifted = (point ?? digits.count) + exponentSign * exponent
    if shifted < 1 {
      digits.insert(contentsOf: repeatElement(0, count: 1 - shifted), at: 0)
      shifted = 1
    }
    if shifted > digits.count {
      digits.append(contentsOf: repeatElement(0, count: shifted - digits.count))
    }
    self.digits = digits
    self.point = shifted
    self.exponent = 0
    if let fractionDigits {
      round(toFractionDigits: min(max(fractionDigits, 0), Self.maximumFractionDigits))
    } else {
      while self.digits.count > self.point, self.digits.last == 0 {
        self.digits.removeLast()
      }
    }
  }

  /// `value × 10 + digit`, or `limit` when that is larger (or does not fit `Value`).
  ///
  /// Digits are accumulated this way, never with `value * 10 + digit`, which traps once the
  /// number passes `Int.max` — about two billion where `Int` is 32-bit (watchOS on
  /// arm64_32), a ten-digit exponent.
  static func appending<Value: FixedWidthInteger>(
    _ digit: UInt8, to value: Value, saturatingAt limit: Value
  ) -> Value {
    let (times10, overflowed) = value.multipliedReportingOverflow(by: 10)
    let (sum, carried) = times10.addingReportingOverflow(Value(truncatingIfNeeded: digit))
    return overflowed || carried || sum > limit ? limit : sum
  }

  /// Rounds half-to-even, or pads with zeros, to exactly `places` fraction digits.
  private mutating func round(toFractionDigits places: Int) {
    let end = point + places
    guard digits.count > end else {
      digits.append(contentsOf: repeatElement(0, count: end - digits.count))
      return
    }
    round(keepingDigits: end)
  }

  /// Rounds half-to-even so that only the first `count` digits remain (`count` is at least 1
  /// and less than the number of digits). A carry out of the first digit adds a `1` in front
  /// and moves the point one place right: `[9, 9, 5]`, point 1, keeping 2 is `[1, 0, 0]`, point 2.
  mutating func round(keepingDigits count: Int) {
    guard count >= 1, count < digits.count else { return }
    let end = count
    let dropped = digits[end]
    let restIsZero = digits[(end + 1)...].allSatisfy { $0 == 0 }
    let lastKeptIsOdd = digits[end - 1] % 2 == 1
    digits.removeSubrange(end...)
    guard dropped > 5 || (dropped == 5 && (!restIsZero || lastKeptIsOdd)) else { return }
    var index = digits.count - 1
    while index >= 0 {
      if digits[index] < 9 {
        digits[index] += 1
        return
      }
      digits[index] = 0
      index -= 1
    }
    digits.insert(1, at: 0)
    point += 1
  }

  /// Where the point falls once the exponent has moved it; may pass the last digit.
  var shiftedPoint: Int {
    point > Int.max - exponent ? Int.max : point + exponent
  }

  /// The digits before the shifted point (without the zeros the exponent adds past the end).
  var integerDigits: ArraySlice<UInt8> {
    digits[..<min(shiftedPoint, digits.count)]
  }

  /// The zeros the exponent adds after the last digit.
  var appendedZeros: Int {
    max(shiftedPoint - digits.count, 0)
  }

  /// The digits after the shifted point, as written (with trailing zeros).
  var fractionDigits: ArraySlice<UInt8> {
    digits[min(shiftedPoint, digits.count)...]
  }

  /// The number as a Double (nearest, from its first 40 significant digits).
  var approximateValue: Double {
    guard let first = digits.firstIndex(where: { $0 != 0 }) else { return 0 }
    let scale = shiftedPoint == Int.max ? Int.max : shiftedPoint - digits.count
    // Fast path: up to 15 significant digits are exact in a Double, and so are the powers of ten
    // up to 10^22, so one multiplication or division rounds correctly.
    if digits.count - first <= 15, (-22...22).contains(scale) {
      var value: Int64 = 0
      for digit in digits[first...] { value = value * 10 + Int64(digit) }
      var power = 1.0
      for _ in 0..<scale.magnitude { power *= 10 }
      return scale < 0 ? Double(value) / power : Double(value) * power
    }
    let significant = digits[first..<min(first + 40, digits.count)]
    var text = ""
    text.unicodeScalars.append(
      contentsOf: significant.map { Unicode.Scalar(UInt8(ascii: "0") + $0) })
    let exponent = shiftedPoint == Int.max ? Int.max : shiftedPoint - first - significant.count
    return Double(text + "e" + String(min(exponent, 100_000))) ?? .infinity
  }

  /// The value of `digits` followed by `zeros` zeros, exact when it fits a `UInt64`.
  ///
  /// Beyond that it is `10^18 + (value mod 10^18)`: the last 18 digits, which are all that plural
  /// rules observe (their moduli divide 10^18), and a value above every number they compare to.
  static func integer(_ digits: ArraySlice<UInt8>, zeros: Int = 0) -> UInt64 {
    let scale: UInt64 = 1_000_000_000_000_000_000
    var exact: UInt64 = 0
    var low: UInt64 = 0
    var overflowed = false
    func append(_ digit: UInt8) {
      low = (low * 10 + UInt64(digit)) % scale
      guard !overflowed else { return }
      let (times10, overflow1) = exact.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
      if overflow1 || overflow2 { overflowed = true } else { exact = sum }
    }
    for digit in digits { append(digit) }
    // After 20 zeros any non-zero value has overflowed and its last 18 digits are zeros, so more
    // zeros change nothing: the work stays bounded however large the exponent.
    for _ in 0..<min(zeros, 20) { append(0) }
    return overflowed ? scale + low : exact
  }
}
