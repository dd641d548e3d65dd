/// Text written inside double quotes of a file the tools write — a Swift string literal, a
/// `.strings` value — with `"`, `\`, line breaks, tabs and invisible characters escaped the way
/// that file's reader reads them back.
///
/// ```swift
/// EscapedText.swift("Say \"hi\"\n")    // Say \"hi\"\n
/// EscapedText.strings("Tab\there")     // Tab\there
/// ```
enum EscapedText {
  /// For a Swift string literal: other invisible characters (controls, format characters such
  /// as U+202E, line and paragraph separators) as `\u{202E}`.
  static func swift(_ text: String) -> String {
    escaped(text) { scalar in
      let category = scalar.properties.generalCategory
      guard
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || category == .format
          || category == .lineSeparator || category == .paragraphSeparator
      else { return nil }
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// For a `.strings` value: other control characters as `\U0007` (the `.strings` reader's
  /// four-digit escape); everything else, right-to-left marks included, as it is.
  static func strings(_ text: String) -> String {
    escaped(text) { scalar in
      guard scalar.value < 0x20 else { return nil }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }

  /// `text` with the escapes both readers share, and `other` for the rest (`nil`: as it is).
  private static func escaped(_ text: String, other: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if let escape = other(scalar) {
          result += escape
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
