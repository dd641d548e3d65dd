/// Escaping text for XML as Apple's tools write it: `&`, `<` and `>` always; in attribute values
/// also `"` and the white space an attribute would otherwise lose (tab, line feed, carriage
/// return as `&#9;`, `&#10;`, `&#13;`); in text a carriage return as `&#13;` (XML readers turn a
/// raw one into a line feed). Other control characters, which XML 1.0 cannot carry raw, are
/// written as character references too, so every string survives a write and a read.
///
/// ```swift
/// XMLEscaping.text("a < b & c")        // "a &lt; b &amp; c"
/// XMLEscaping.attribute("line\nbreak") // "line&#10;break"
/// ```
enum XMLEscaping {
  /// `text` escaped for character data.
  static func text(_ text: String) -> String {
    escape(text, inAttribute: false)
  }

  /// `value` escaped for an attribute value in double quotes.
  static func attribute(_ value: String) -> String {
    escape(value, inAttribute: true)
  }

  private static func escape(_ text: String, inAttribute: Bool) -> String {
    guard
      text.utf8.contains(where: {
        $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 < 0x20
      })
    else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "\t" where inAttribute: result += "&#9;"
      case "\n" where inAttribute: result += "&#10;"
      case "\r": result += "&#13;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 {
          result += "&#\(scalar.value);"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
