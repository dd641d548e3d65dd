/// Prints integers for `%d %i %u %o %x %X` by hand: sign, `0x` prefix, precision zeros, width.
///
/// It follows C's rules: the precision is the minimum number of digits (and `%.0d` prints
/// nothing for zero); `0` pads with zeros unless there is a precision or `-`; `+` and space
/// apply to signed conversions only; `#` adds `0x`/`0X` to non-zero hexadecimal numbers and
/// makes octal numbers start with `0`.
enum IntegerFormatter {
  /// Appends `value` printed by `conversion`.
  /// - Parameters:
  ///   - value: The argument.
  ///   - conversion: An integer conversion.
  ///   - length: The length modifier, which narrows `hh` and `h` like C.
  ///   - flags: The flags; `'` is ignored.
  ///   - width: The minimum width, if any.
  ///   - precision: The minimum number of digits, if any.
  ///   - output: The text to append to.
  static func append(
    _ value: IntegerValue,
    conversion: FormatConversion,
    length: FormatLength,
    flags: FormatFlags,
    width: Int?,
    precision: Int?,
    to output: inout FormatOutput
  ) {
    let sign: String
    let magnitude: UInt64
    let radix: Int
    switch conversion {
    case .decimal, .integer:
      let signed = value.signed(for: length)
      magnitude = signed.magnitude
      radix = 10
      if signed.isNegative {
        sign = "-"
      } else if flags.contains(.plusSign) {
        sign = "+"
      } else if flags.contains(.space) {
        sign = " "
      } else {
        sign = ""
      }
    case .octal:
      magnitude = value.unsigned(for: length)
      radix = 8
      sign = ""
    case .hex, .upperHex:
      magnitude = value.unsigned(for: length)
      radix = 16
      sign = ""
    default:
      magnitude = value.unsigned(for: length)
      radix = 10
      sign = ""
    }

    let digits =
      precision == 0 && magnitude == 0
      ? "" : String(magnitude, radix: radix, uppercase: conversion == .upperHex)
    var zeros = max((precision ?? 0) - digits.utf8.count, 0)
    var prefix = ""
    if flags.contains(.alternate) {
      if radix == 8 && zeros == 0 && digits.utf8.first != ASCII.zero {
        zeros = 1
      } else if radix == 16 && magnitude != 0 {
        prefix = conversion == .upperHex ? "0X" : "0x"
      }
    }

    let bodyCount = sign.utf8.count + prefix.utf8.count + zeros + digits.utf8.count
    let padding = max((width ?? 0) - bodyCount, 0)
    if flags.contains(.leftAlign) {
      output.append(sign)
      output.append(prefix)
      output.append(repeating: ASCII.zero, count: zeros)
      output.append(digits)
      output.append(repeating: ASCII.space, count: padding)
    } else if flags.contains(.zeroPad) && precision == nil {
      output.append(sign)
      output.append(prefix)
      output.append(repeating: ASCII.zero, count: zeros + padding)
      output.append(digits)
    } else {
      output.append(repeating: ASCII.space, count: padding)
      output.append(sign)
      output.append(prefix)
      output.append(repeating: ASCII.zero, count: zeros)
      output.append(digits)
    }
  }

  /// Appends `text`, padded with spaces to `width` characters on the left (or on the right when
  /// `leftAlign`), for `%s`, `%c` and `%p`.
  static func appendPadded(
    _ text: String, width: Int?, leftAlign: Bool, to output: inout FormatOutput
  ) {
    guard let width, width > 0 else {
      output.append(text)
      return
    }
    let padding = max(width - text.count, 0)
    if leftAlign {
      output.append(text)
      output.append(repeating: ASCII.space, count: padding)
    } else {
      output.append(repeating: ASCII.space, count: padding)
      output.append(text)
    }
  }
}
