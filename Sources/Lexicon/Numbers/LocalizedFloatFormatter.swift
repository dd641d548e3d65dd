/// Prints `%f %e %g` (and `%a`'s decimal separator) in a language's conventions, as
/// `String(format:locale:)` does with ICU underneath.
///
/// Numbers are rounded the way ICU rounds them: from the shortest decimal that reads back as the
/// same `Double` (`1.015`, not the binary value `1.01499999…`), half to even. So `%.2f` of `1.015`
/// is `1.02` and `%.1f` of `0.25` is `0.2`, where C's `printf` writes `1.01` and `0.2`.
///
/// - `%f`: the integer part grouped, the language's decimal separator, exactly the precision's
///   fraction digits (6 by default).
/// - `%e`: precision + 1 significant digits, ungrouped, then the language's exponent symbol,
///   the exponent's sign (the language's plus or minus sign) and at least two digits:
///   `1.234500E+03`, `١٫٢٣٤٥٠٠أس؜+٠٣` in Egyptian Arabic. `%e` and `%E` are written alike.
/// - `%g`: at most the precision's significant digits (6 by default, at least 1), without
///   trailing zeros; scientific when the number is larger than 10^precision or smaller than
///   0.0001, else fixed — so `%g` of `1000000` is `1,000,000` and of `1234567` is `1.23457E+06`.
///   Fixed `%g` groups digits only when the precision is larger than the primary grouping size.
/// - NaN and infinity are the language's symbols (`NaN`, `не число`, `∞`), signed like numbers.
/// - `+` writes the language's plus sign, the space flag and `#` write nothing, and the width
///   counts UTF-16 code units: spaces before the sign, or after the number with `-`; with `0`
///   the padding goes between sign and digits, as spaces for `%f` and `%e` and as ASCII zeros
///   for `%g` (Core Foundation's rules).
/// - `%a` is printed by C with the language's decimal separator in place of `.`.
enum LocalizedFloatFormatter {
  /// Appends `value` printed by `conversion`.
  /// - Parameters:
  ///   - value: The number.
  ///   - conversion: A floating-point conversion (`f F e E g G a A`).
  ///   - flags: The specifier's flags.
  ///   - width: The minimum width in UTF-16 code units, if any.
  ///   - precision: The precision, if any.
  ///   - symbols: The language's symbols.
  ///   - output: The text to append to.
  static func append(
    _ value: Double, conversion: FormatConversion, flags: FormatFlags, width: Int?,
    precision: Int?, symbols: NumberSymbols, to output: inout FormatOutput
  ) {
    if conversion == .hexFloat || conversion == .upperHexFloat {
      let printed = FloatFormatter.string(
        value, conversion: conversion, flags: flags, width: width, precision: precision)
      // By bytes: slicing the `String` would bring the standard library's copy of a substring.
      UTF8Text.withBytes(of: printed) { bytes in
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return output.append(bytes) }
        output.append(UnsafeBufferPointer(rebasing: bytes[..<dot]))
        output.append(symbols.decimalSeparator)
        output.append(UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]))
      }
      return
    }
    let isGeneral = conversion == .general || conversion == .upperGeneral
    let position: NumberSymbols.PaddingPosition =
      flags.contains(.leftAlign)
      ? .afterSuffix : flags.contains(.zeroPad) ? .afterPrefix : .beforePrefix
    let prefix =
      value.sign == .minus
      ? symbols.minusSign : flags.contains(.plusSign) ? symbols.plusSign : ""

    var body = FormatOutput(capacity: 32, limit: .max)
    let magnitude = value.magnitude
    if value.isNaN {
      body.append(symbols.notANumber)
    } else if value.isInfinite {
      body.append(symbols.infinity)
    } else {
      switch conversion {
      case .exponent, .upperExponent:
        appendScientific(
          magnitude, significantDigits: (precision ?? 6) + 1, stripsZeros: false,
          symbols: symbols, to: &body)
      case .general, .upperGeneral:
        appendGeneral(magnitude, precision: precision, symbols: symbols, to: &body)
      default:
        appendFixed(magnitude, fractionDigits: precision ?? 6, symbols: symbols, to: &body)
      }
    }
    NumberSymbols.appendPadded(
      prefix: prefix, body: body, width: width, position: position,
      padding: isGeneral && position == .afterPrefix ? ASCII.zero : ASCII.space, to: &output)
  }

  /// The digits a fixed-notation conversion shows for `value` — `%f` always, `%g` when it
  /// chooses fixed notation — with their fraction digits as displayed; `nil` for scientific
  /// notation, `%a`, NaN and infinity. Plural rules count these digits, never the localized text.
  static func displayedDigits(
    _ value: Double, conversion: FormatConversion, precision: Int?
  ) -> DecimalDigits? {
    guard value.isFinite else { return nil }
    let magnitude = value.magnitude
    switch conversion {
    case .fixed, .upperFixed:
      let places = precision ?? 6
      var decimal = fixedDigits(magnitude, fractionDigits: places)
      let end = decimal.point + places
      if decimal.digits.count < end {
        decimal.digits.append(contentsOf: repeatElement(0, count: end - decimal.digits.count))
      }
      return decimal
    case .general, .upperGeneral:
      let significant = max(precision ?? 6, 1)
      guard magnitude == 0 || !isScientific(magnitude, significantDigits: significant) else {
        return nil
      }
      return generalDigits(magnitude, significantDigits: significant)
    default:
      return nil
    }
  }

  // MARK: - Conversions

  /// `%f`: grouped integer digits, then exactly `places` fraction digits.
  private static func appendFixed(
    _ magnitude: Double, fractionDigits places: Int, symbols: NumberSymbols,
    to output: inout FormatOutput
  ) {
    let decimal = fixedDigits(magnitude, fractionDigits: places)
    let digits = decimal.digits
    symbols.appendGrouped(digits[..<decimal.point], grouping: symbols.grouping, to: &output)
    guard places > 0 else { return }
    output.append(symbols.decimalSeparator)
    let fraction = digits[decimal.point...]
    symbols.appendPlain(fraction, to: &output)
    for _ in fraction.count..<places { symbols.appendDigit(0, to: &output) }
  }

  /// `%e` (and scientific `%g`): one digit, the separator and the others, then the exponent.
  private static func appendScientific(
    _ magnitude: Double, significantDigits: Int, stripsZeros: Bool, symbols: NumberSymbols,
    to output: inout FormatOutput
  ) {
    let (digits, exponent) = scientificDigits(magnitude, significantDigits: significantDigits)
    var shown = digits
    if stripsZeros {
      while shown.count > 1, shown.last == 0 { shown.removeLast() }
    }
    symbols.appendDigit(shown.first ?? 0, to: &output)
    let fractionCount = stripsZeros ? shown.count - 1 : significantDigits - 1
    if fractionCount > 0 {
      output.append(symbols.decimalSeparator)
      let rest = shown.dropFirst()
      symbols.appendPlain(rest, to: &output)
      for _ in rest.count..<fractionCount { symbols.appendDigit(0, to: &output) }
    }
    output.append(symbols.exponentSymbol)
    output.append(exponent < 0 ? symbols.minusSign : symbols.plusSign)
    LocalizedIntegerFormatter.appendDigits(
      of: exponent.magnitude, minimumDigits: 2, symbols: symbols, grouped: false, to: &output)
  }

  /// `%g`: scientific beyond 10^precision or below 0.0001, else fixed; no trailing zeros.
  private static func appendGeneral(
    _ magnitude: Double, precision: Int?, symbols: NumberSymbols, to output: inout FormatOutput
  ) {
    let significant = max(precision ?? 6, 1)
    guard magnitude == 0 || !isScientific(magnitude, significantDigits: significant) else {
      appendScientific(
        magnitude, significantDigits: significant, stripsZeros: true, symbols: symbols,
        to: &output)
      return
    }
    let decimal = generalDigits(magnitude, significantDigits: significant)
    // Core Foundation builds a `%g` pattern of `precision` significant digits and groups it only
    // where the pattern is long enough to hold a group.
    var grouping = symbols.grouping
    if significant <= grouping.primary {
      grouping.primary = 0
    } else if significant <= grouping.primary + grouping.secondary {
      grouping.secondary = grouping.primary
    }
    symbols.appendGrouped(decimal.digits[..<decimal.point], grouping: grouping, to: &output)
    let fraction = decimal.digits[decimal.point...]
    guard !fraction.isEmpty else { return }
    output.append(symbols.decimalSeparator)
    symbols.appendPlain(fraction, to: &output)
  }

  // MARK: - Digits

  /// Whether `%g` writes `magnitude` in scientific notation (Core Foundation's test).
  private static func isScientific(_ magnitude: Double, significantDigits: Int) -> Bool {
    var limit = 1.0
    for _ in 0..<min(significantDigits, 400) { limit *= 10 }
    return magnitude > limit || magnitude < 0.0001
  }

  /// The shortest digits of `magnitude` rounded half-to-even to at most `places` fraction
  /// digits (fewer when the shortest form has fewer).
  private static func fixedDigits(_ magnitude: Double, fractionDigits places: Int) -> DecimalDigits
  {
    var decimal = DecimalDigits(magnitude, fractionDigits: nil)
    decimal.round(keepingDigits: decimal.point + places)
    return decimal
  }

  /// The digits fixed `%g` shows: rounded to `significantDigits`, without trailing fraction
  /// zeros, with every integer digit present.
  private static func generalDigits(_ magnitude: Double, significantDigits: Int) -> DecimalDigits {
    var decimal = DecimalDigits(magnitude, fractionDigits: nil)
    if let first = decimal.digits.firstIndex(where: { $0 != 0 }) {
      decimal.round(keepingDigits: first + significantDigits)
    }
    if decimal.digits.count < decimal.point {
      decimal.digits.append(
        contentsOf: repeatElement(0, count: decimal.point - decimal.digits.count))
    }
    while decimal.digits.count > decimal.point, decimal.digits.last == 0 {
      decimal.digits.removeLast()
    }
    return decimal
  }

  /// The first `significantDigits` digits of `magnitude` rounded half-to-even (fewer when its
  /// shortest form has fewer) and the decimal exponent of the first; `[0]` and 0 for zero.
  private static func scientificDigits(_ magnitude: Double, significantDigits: Int) -> (
    digits: [UInt8], exponent: Int
  ) {
    var decimal = DecimalDigits(magnitude, fractionDigits: nil)
    guard let first = decimal.digits.firstIndex(where: { $0 != 0 }) else { return ([0], 0) }
    decimal.round(keepingDigits: first + significantDigits)
    let lead = decimal.digits.firstIndex(where: { $0 != 0 }) ?? first
    let end = min(lead + significantDigits, decimal.digits.count)
    return (Array(decimal.digits[lead..<end]), decimal.point - lead - 1)
  }
}
