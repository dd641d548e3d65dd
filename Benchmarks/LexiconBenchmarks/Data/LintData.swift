import Foundation
import Lexicon

/// The data `lint_ms_20x3000` lints: one app's `Localizable` table in 20 languages of 3,000 keys
/// each (2,700 `.strings` entries with `%@`, `%d` and positional specifiers, 300 `.stringsdict`
/// plurals with the forms each language's CLDR rules name), written as real `.lproj` folders.
///
/// A few problems are seeded, as in a real project, so every rule has work that ends in a
/// finding: 1 % of the keys untranslated, a few wrong specifiers, plurals that miss a form, an
/// extra key and an empty value per language.
struct LintData {
  /// The languages, with varied plural rules and scripts.
  static let languages = [
    "en", "ar", "cs", "de", "es", "fi", "fr", "he", "hi", "it", "ja", "ko", "nl", "pl", "pt-BR",
    "ru", "sv", "tr", "uk", "zh-Hans",
  ]
  /// Keys per language.
  static let keyCount = 3_000
  /// Of which plural entries.
  static let pluralCount = 300

  /// The folder holding the `.lproj` folders.
  let root: URL

  /// Writes the data into `folder`.
  /// - Parameters:
  ///   - folder: Where to write (created).
  ///   - seed: The seed of the generated words and problems.
  init(writingInto folder: URL, seed: UInt64 = 0x4C49_4E54) throws {
    root = folder
    var random = SeededGenerator(seed: seed)
    for language in Self.languages {
      let lproj = folder.appendingPathComponent("\(language).lproj", isDirectory: true)
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data(Self.strings(language, random: &random).utf8)
        .write(to: lproj.appendingPathComponent("Localizable.strings"))
      try Data(Self.stringsDict(language, random: &random).utf8)
        .write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
    }
  }

  /// A sentence of a few words of `language`.
  private static func sentence(_ language: String, random: inout SeededGenerator) -> String {
    let words = Vocabulary.words(for: language)
    return (0..<random.within(2...7)).map { _ in random.pick(words) }
      .joined(separator: Vocabulary.separator(for: language))
  }

  /// The `.strings` file of a language.
  private static func strings(_ language: String, random: inout SeededGenerator) -> String {
    let isSource = language == "en"
    var text = ""
    for index in 0..<(keyCount - pluralCount) {
      // 1 % untranslated.
      if !isSource, index % 100 == 37 { continue }
      var value = sentence(language, random: &random)
      switch index % 10 {
      case 1: value += " %@"
      case 2: value = "%d " + value
      case 3: value = "%1$@ " + value + " %2$d"
      default: break
      }
      // A few specifiers of the wrong kind.
      if !isSource, index % 1_000 == 2 { value = value.replacingOccurrences(of: "%d", with: "%@") }
      text += "/* Screen \(index / 100), label \(index % 100) */\n"
      text += "\"screen\(index / 100).label\(index)\" = \"\(value)\";\n"
    }
    if !isSource {
      text += "\"screen.removed\" = \"\(sentence(language, random: &random))\";\n"
      text += "\"screen.empty\" = \"\";\n"
    }
    return text
  }

  /// The `.stringsdict` file of a language.
  private static func stringsDict(_ language: String, random: inout SeededGenerator) -> String {
    let categories = PluralRules(language: language).categories
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>

      """
    for index in 0..<pluralCount {
      let noun = sentence(language, random: &random)
      // A few plurals miss a form the language needs.
      let forms =
        index % 100 == 5 && categories.count > 1 ? Array(categories.dropFirst()) : categories
      text += """
          <key>count.items\(index)</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@items@</string>
            <key>items</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key>
              <string>d</string>

        """
      for category in forms {
        text += "        <key>\(category.rawValue)</key>\n"
        text += "        <string>%d \(noun) \(category.rawValue)</string>\n"
      }
      text += "      </dict>\n    </dict>\n"
    }
    return text + "</dict>\n</plist>\n"
  }
}
