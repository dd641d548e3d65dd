import Foundation
import Lexicon

/// Writes tables as `.strings` and `.stringsdict` files, for `lexicon pseudo --output`: the
/// plain entries of a table go to a `.strings` file, its plural entries to a `.stringsdict`
/// file, keys sorted, so Lexicon's parsers — and Foundation's — read back exactly the table.
///
/// ```swift
/// PseudoFileWriter.strings(["title": "[Šîĝñ îñ one]"])
/// // "\"title\" = \"[Šîĝñ îñ one]\";\n"
/// ```
///
/// A String Catalog's plural variable, whose variants write the counted number as `%arg`, is
/// written with the variable's own specifier in its place (`%1$lld`), and its placeholder with
/// the argument number (`%1$#@plural@`), as a `.stringsdict` needs.
enum PseudoFileWriter {
  /// The `.strings` file of plain entries.
  static func strings(_ texts: [String: String]) -> String {
    texts.keys.sorted().map { key in
      "\"\(EscapedText.strings(key))\" = \"\(EscapedText.strings(texts[key] ?? ""))\";\n"
    }.joined()
  }

  /// The `.stringsdict` file of plural entries.
  static func stringsDict(_ plurals: [String: PluralString]) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>

      """
    for key in plurals.keys.sorted() {
      guard let plural = plurals[key] else { continue }
      var format = plural.format
      for (name, variable) in plural.variables {
        if let number = variable.argumentNumber {
          format = format.replacingOccurrences(of: "%#@\(name)@", with: "%\(number)$#@\(name)@")
        }
      }
      text += "  <key>\(xml(key))</key>\n  <dict>\n"
      text += "    <key>NSStringLocalizedFormatKey</key>\n    <string>\(xml(format))</string>\n"
      for name in plural.variables.keys.sorted() {
        guard let variable = plural.variables[name] else { continue }
        let specifier = variable.formatSpecifier
        let counted =
          "%" + (variable.argumentNumber.map { "\($0)$" } ?? "")
          + (specifier.hasPrefix("%") ? String(specifier.dropFirst()) : specifier)
        text += "    <key>\(xml(name))</key>\n    <dict>\n"
        text += "      <key>NSStringFormatSpecTypeKey</key>\n"
        text += "      <string>NSStringPluralRuleType</string>\n"
        text +=
          "      <key>NSStringFormatValueTypeKey</key>\n      <string>\(xml(specifier))</string>\n"
        for category in PluralCategory.allCases {
          guard let variant = variable.variants[category] else { continue }
          let written = variant.replacingOccurrences(of: "%arg", with: counted)
          text += "      <key>\(category.rawValue)</key>\n      <string>\(xml(written))</string>\n"
        }
        text += "    </dict>\n"
      }
      text += "  </dict>\n"
    }
    return text + "</dict>\n</plist>\n"
  }

  /// `text` inside an XML element: `&`, `<` and `>` as entities.
  private static func xml(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
