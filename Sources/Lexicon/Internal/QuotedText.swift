/// How environment and configuration messages show text they quote.
enum QuotedText {
  /// A string in double quotes with JSON escapes, shortened to 40 characters and `…`:
  /// `"three"`, `"a\"b"`.
  static func quoted(_ string: String) -> String {
    var result = "\""
    var count = 0
    for scalar in string.unicodeScalars {
      if count == 40 {
        result += "…"
        break
      }
      count += 1
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u" + hex(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A code point as `U+0007`.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    "U+" + hex(scalar)
  }

  /// At least four upper-case hexadecimal digits.
  private static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
