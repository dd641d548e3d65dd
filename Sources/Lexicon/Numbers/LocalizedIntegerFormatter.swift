/// Prints `%d %i %u` in a language's conventions, as `String(format:locale:)` does: localized
/// digits, grouping separators and signs.
///
/// Field rules follow Core Foundation's localized printing: a precision is the minimum number of
/// digits; the `0` flag (without `-`) makes the width the minimum number of digits; those leading
/// zeros are digits like the others, so they are localized and grouped (`%05d` of `42` is
/// `00,042` in English); `+` writes the language's plus sign; the space flag writes nothing; the
/// width counts UTF-16 code units and is filled with spaces.
///
/// Unlike Foundation, `%u` prints a negative argument as C does, as its two's complement
/// (Foundation prints `-7` for `%u` of `-7` and `-1` for `%lu` of `UInt.max`).
enum LocalizedIntegerFormatter {
  /// Appends `value` printed by `conversion` (`d`, `i` or `u`).
  /// - Parameters:
  ///   - value: The argument.
  ///   - conversion: `.decimal`, `.integer` or `.unsigned`.
  ///   - length: The length modifier, which narrows `hh` and `h` like C.
  ///   - flags: The specifier's flags.
  ///   - width: The minimum width in UTF-16 code units, if any.
  ///   - precision: The minimum number of digits, if any.
  ///   - symbols: The language's symbols.
  ///   - output: The text to append to.
  static func append(
    _ value: IntegerValue, conversion: FormatConversion, length: FormatLength,
    flags: FormatFlags, width: Int?, precision: Int?, symbols: NumberSymbols,
    to output: inout FormatOutput
  ) {
    let isNegative: Bool
    let magnitude: UInt64
    if conversion == .unsigned {
      isNegative = false
      magnitude = value.unsigned(for: length)
    } else {
      let signed = value.signed(for: length)
      isNegative = signed.isNegative
      magnitude = signed.magnitude
    }
    let leftAlign = flags.contains(.leftAlign)
    var minimumDigits = 1
    if let precision {
      minimumDigits = max(precision, 1)
    } else if flags.contains(.zeroPad) && !leftAlign, let width {
      minimumDigits = max(width, 1)
    }
    let prefix =
      isNegative ? symbols.minusSign : flags.contains(.plusSign) ? symbols.plusSign : ""

    guard let width, width > 0 else {
      output.append(prefix)
      appendDigits(of: magnitude, minimumDigits: minimumDigits, symbols: symbols, to: &output)
      return
    }
    var body = FormatOutput(capacity: 32, limit: .max)
    appendDigits(of: magnitude, minimumDigits: minimumDigits, symbols: symbols, to: &body)
    NumberSymbols.appendPadded(
      prefix: prefix, body: body, width: width, position: leftAlign ? .afterSuffix : .beforePrefix,
      to: &output)
  }

  /// Appends a plain `%d` of `value`: no flags, width or precision. The common case of a
  /// formatted key, kept short.
  @inline(__always)
  static func appendPlain(_ value: Int, symbols: NumberSymbols, to output: inout FormatOutput) {
    if value >= 0 && value < 1_000 && symbols.hasASCIIDigits {
      output.appendDecimal(value)
      return
    }
    if value < 0 { output.append(symbols.minusSign) }
    appendDigits(of: value.magnitude, minimumDigits: 1, symbols: symbols, to: &output)
  }

  /// Appends the digits of `magnitude`, zero-padded to `minimumDigits`, grouped unless
  /// `grouped` is false (exponents are never grouped).
  static func appendDigits<Magnitude: UnsignedInteger>(
    of magnitude: Magnitude, minimumDigits: Int, symbols: NumberSymbols, grouped: Bool = true,
    to output: inout FormatOutput
  ) {
    var value = UInt64(magnitude)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      var start = 20
      repeat {
        start &-= 1
        buffer[start] = UInt8(truncatingIfNeeded: value % 10)
        value /= 10
      } while value != 0
      let digits = UnsafeBufferPointer(rebasing: buffer[start..<20])
      symbols.appendGrouped(
        digits, leadingZeros: max(minimumDigits - digits.count, 0),
        grouping: grouped ? symbols.grouping : .none, to: &output)
    }
  }
}
