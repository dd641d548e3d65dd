import Foundation
import Lexicon
import LexiconValidation

/// Swift identifiers made from localization keys and table names: ASCII, camel case, never a
/// keyword or a member the key types already have, and never too long to read.
///
/// ```swift
/// SwiftName.member(from: "login.title")            // "loginTitle"
/// SwiftName.member(from: "SETTINGS_WIFI_ERROR")    // "settingsWifiError"
/// SwiftName.member(from: "Café crème %@")          // "cafeCreme"
/// SwiftName.member(from: "%lld files found")       // "filesFound"
/// SwiftName.member(from: "2fa.code")               // "key2faCode"
/// SwiftName.member(from: "default")                // "`default`"
/// SwiftName.type(from: "info-plist")               // "InfoPlist"
/// ```
///
/// Names are made word by word: a key is split at every character that is not an ASCII letter
/// or digit (after accents are removed: `é` → `e`) and at the humps of camel case; the first
/// word is lowercased and the others capitalized. A name longer than ``maximumLength`` keeps its
/// first words and ends with a hash of the whole key, so it stays unique. A key with no such
/// letters at all (`"…"`, `"确定"`) is named `key` and that hash.
enum SwiftName {
  /// The longest name made from a key.
  static let maximumLength = 48

  /// Swift's keywords, written in backticks when a name is one of them.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "break", "case", "catch", "class", "consuming", "continue",
    "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal",
    "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
    "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super",
    "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while", "Any",
    "as", "await", "some", "any", "Type", "Protocol",
  ]

  /// Names a key type already uses (its protocol members and nested types), and keywords that
  /// cannot be escaped: a key named so gets `Key` after its name.
  static let taken: Set<String> = [
    "allCases", "bundle", "callAsFunction", "comment", "defaultValue", "description",
    "hashValue", "init", "key", "localizedValue", "namespace", "rawValue", "self", "Self",
    "table", "Templates", "Type", "Protocol", "AllCases", "RawValue", "deinit", "subscript",
    "keyIndex", "indexedKeys",
  ]

  /// The words of a key: ASCII letters and digits, split at separators and camel-case humps.
  static func words(of text: String) -> [String] {
    let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    var words: [String] = []
    var current = ""
    let characters = Array(folded)
    for (index, character) in characters.enumerated() {
      guard character.isASCII, character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      // A hump: `loginTitle` → login, Title; `URLSession` → URL, Session.
      if let previous = current.last, character.isUppercase {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next?.isLowercase == true)
        {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// A member name (a case or a function) for `key`, in lower camel case.
  /// - Parameters:
  ///   - key: A localization key, or the part of it after a prefix.
  ///   - suffix: A number that tells it from an earlier key of the same name, if any.
  /// - Returns: The name, escaped in backticks when it is a keyword.
  static func member(from key: String, suffix: Int? = nil) -> String {
    escaped(unescapedMember(from: key) + (suffix.map(String.init) ?? ""))
  }

  /// The name ``member(from:suffix:)`` escapes.
  private static func unescapedMember(from key: String) -> String {
    let words = words(of: withoutSpecifiers(key))
    var name = camelCase(words, capitalizingFirst: false)
    if name.first?.isNumber == true { name = "key" + name }
    if name.isEmpty {
      name = "key" + hash(key)
    } else if name.count > maximumLength {
      var kept = ""
      for word in words {
        let next = camelCase([word], capitalizingFirst: !kept.isEmpty)
        guard kept.count + next.count <= maximumLength - 8 else { break }
        kept += next
      }
      if kept.isEmpty { kept = String(name.prefix(maximumLength - 8)) }
      if kept.first?.isNumber == true { kept = "key" + kept }
      name = kept + hash(key)
    }
    return name
  }

  /// `text` with its format specifiers and plural placeholders left out (`%lld files found` →
  /// ` files found`), so they do not make words of a name. A `%` that reads as text, as in
  /// `50% off`, stays.
  static func withoutSpecifiers(_ text: String) -> String {
    guard text.contains("%") else { return text }
    let template = FormatTemplate(text)
    var result = ""
    for segment in template.segments {
      switch segment {
      case .literal(let literal):
        result += literal
      case .specifier(let specifier):
        let written = Array(template.text(at: specifier.range))
        let isText = written.count == 3 && written[1] == " " && written[2].isLetter
        result += isText ? String(written) : " "
      case .pluralVariable, .variableArgument:
        result += " "
      }
    }
    return result
  }

  /// A type name for a table or a key prefix, in upper camel case.
  /// - Parameter name: A table name or a key prefix.
  /// - Returns: The name, or `Table` when it has no letters.
  static func type(from name: String) -> String {
    var type = camelCase(words(of: name), capitalizingFirst: true)
    guard let first = type.first else { return "Table" }
    if first.isNumber { type = "Table" + type }
    if type.count > maximumTypeLength {
      type = String(type.prefix(maximumTypeLength - 8)) + hash(name).uppercased()
    }
    return type
  }

  /// The longest type name made from a table name or a prefix (before `Strings`), so that its
  /// declaration fits on one line.
  static let maximumTypeLength = 40

  /// `name` in backticks when it is a keyword, with `Key` after it when a key type already uses
  /// it.
  static func escaped(_ name: String) -> String {
    if taken.contains(name) { return name + "Key" }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  /// Joins words in camel case: all-capital words (`URL`) are treated as words, not acronyms
  /// to keep (`urlSession`, `openUrl`).
  private static func camelCase(_ words: [String], capitalizingFirst: Bool) -> String {
    var result = ""
    for (index, word) in words.enumerated() {
      let isAcronym = word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber }
      let normal = isAcronym ? word.lowercased() : word
      if index == 0 && !capitalizingFirst {
        result += normal.prefix(1).lowercased() + normal.dropFirst()
      } else {
        result += normal.prefix(1).uppercased() + normal.dropFirst()
      }
    }
    return result
  }

  /// Eight hex digits of the FNV-1a hash of `text`'s UTF-8: the same on every run and machine.
  static func hash(_ text: String) -> String {
    var value: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      value ^= UInt32(byte)
      value = value &* 0x0100_0193
    }
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
