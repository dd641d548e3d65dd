/// How messages show text they quote: keys, values and names from files and configuration.
package enum QuotedText {
  /// A string in double quotes with JSON escapes, shortened to 40 characters and `…`:
  /// `"three"`, `"a\"b"`.
  package static func quoted(_ string: String) -> String {
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
      default: appendEscaping(scalar, to: &result)
      }
    }
    return result + "\""
  }

  /// `text` with its control characters and line separators written as JSON escapes (`\n`,
  /// `\u2028`), so a message that carries it stays on one line; `text` itself when it has none.
  package static func singleLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      appendEscaping(scalar, to: &result)
    }
    return result
  }

  /// A code point as `U+0007`.
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    "U+" + hex(scalar)
  }

  /// Appends `scalar`, or its escape when it is a control character or a line separator.
  private static func appendEscaping(_ scalar: Unicode.Scalar, to result: inout String) {
    switch scalar {
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where isControl(scalar): result += "\\u" + hex(scalar)
    default: result.unicodeScalars.append(scalar)
    }
  }

  /// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }

  /// At least four upper-case hexadecimal digits.
  private static func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
