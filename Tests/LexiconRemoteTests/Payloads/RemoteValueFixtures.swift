import Foundation
import Lexicon
import LexiconFormats

/// Values in every shape a payload carries, from real `.stringsdict` and `.xcstrings` text
/// parsed by the core's readers.
enum RemoteValueFixtures {
  /// A `.stringsdict` with two variables, a positional argument, `zero`, and a `ld` specifier.
  static let stringsDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>files.summary</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@ in %2$#@folders@</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>ld</string>
          <key>zero</key><string>no files</string>
          <key>one</key><string>%ld file</string>
          <key>few</key><string>%ld файла</string>
          <key>other</key><string>%ld files</string>
        </dict>
        <key>folders</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>%2$d folder</string>
          <key>other</key><string>%2$d folders</string>
        </dict>
      </dict>
      <key>inbox</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@plural@</string>
        <key>plural</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>%d message</string>
          <key>other</key><string>%d messages</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  /// A String Catalog with a top-level plural variation (read as a compact plural), one with
  /// substitutions, and plain text.
  static let catalog = #"""
    {
      "sourceLanguage": "en",
      "version": "1.0",
      "strings": {
        "cart.items": {
          "localizations": {
            "en": { "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%lld item" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld items" } }
            } } },
            "ru": { "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%lld товар" } },
              "few": { "stringUnit": { "state": "translated", "value": "%lld товара" } },
              "many": { "stringUnit": { "state": "translated", "value": "%lld товаров" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld товара" } }
            } } }
          }
        },
        "photos.in.albums": {
          "localizations": {
            "en": {
              "stringUnit": { "state": "translated", "value": "%#@photos@ in %#@albums@" },
              "substitutions": {
                "photos": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%arg photo" } },
                  "other": { "stringUnit": { "state": "translated", "value": "%arg photos" } }
                } } },
                "albums": { "argNum": 2, "formatSpecifier": "lld", "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%arg album" } },
                  "other": { "stringUnit": { "state": "translated", "value": "%arg albums" } }
                } } }
              }
            }
          }
        },
        "login.title": {
          "localizations": {
            "en": { "stringUnit": { "state": "translated", "value": "Sign in" } },
            "ru": { "stringUnit": { "state": "translated", "value": "Войти" } }
          }
        }
      }
    }
    """#

  /// Every value of the two files, by language and key.
  static func values() -> [String: [String: LocalizedValue]] {
    var result: [String: [String: LocalizedValue]] = [:]
    if case .table(let parsed) = LocalizationFile.parse(Data(stringsDict.utf8), kind: .stringsDict)
    {
      result["en-dict"] = parsed.table.entries
    }
    if case .catalog(let parsed) = LocalizationFile.parse(Data(catalog.utf8), kind: .stringCatalog)
    {
      for (language, table) in parsed.tables { result[language] = table.entries }
    }
    return result
  }
}
