import Foundation
import Lexicon
import LexiconRawFiles
import LexiconTestSupport

/// Keys of the `Inbox` table of ``InboxBundle``: a plain text, a formatted one and a plural.
enum InboxKeys: String, Localizable {
  static var table: String { "Inbox" }

  case title, greeting, unread
}

/// A real bundle on disk with an `Inbox` table in English, Russian and Portuguese: `.strings`
/// for the texts and `.stringsdict` for the plural, as an app ships them.
enum InboxBundle {
  static let files: [String: String] = [
    "en.lproj/Inbox.strings": """
    "title" = "Inbox";
    "greeting" = "Hello, %@!";
    """,
    "en.lproj/Inbox.stringsdict": stringsdict([
      "one": "%d unread message", "other": "%d unread messages",
    ]),
    "ru.lproj/Inbox.strings": """
    "title" = "Входящие";
    "greeting" = "Привет, %@!";
    """,
    "ru.lproj/Inbox.stringsdict": stringsdict([
      "one": "%d непрочитанное письмо", "few": "%d непрочитанных письма",
      "many": "%d непрочитанных писем", "other": "%d непрочитанного письма",
    ]),
    "pt.lproj/Inbox.strings": """
    "title" = "Caixa de entrada";
    "greeting" = "Olá, %@!";
    """,
  ]

  /// A `.stringsdict` with one key, `unread`, counting `%d` messages in `forms`.
  static func stringsdict(_ forms: [String: String]) -> String {
    let entries = forms.keys.sorted().map { "<key>\($0)</key><string>\(forms[$0]!)</string>" }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict><key>unread</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@messages@</string>
      <key>messages</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      \(entries.joined(separator: "\n"))
      </dict></dict></dict></plist>
      """
  }

  /// Runs `body` with a runtime reading the bundle, written to a temporary folder, in `language`.
  static func with<Result>(
    language: String? = "en", providers: [any StringProvider] = [],
    deviceLanguages: @escaping @Sendable () -> [String] = { ["en"] },
    _ body: (Localization) throws -> Result
  ) throws -> Result {
    try TemporaryBundle.with(files, name: "Inbox.bundle") { bundle, _ in
      try body(
        runtime(
          bundle: bundle, language: language, providers: providers,
          deviceLanguages: deviceLanguages))
    }
  }

  /// A runtime over `providers` then the bundle.
  static func runtime(
    bundle: Bundle, language: String?, providers: [any StringProvider] = [],
    deviceLanguages: @escaping @Sendable () -> [String] = { ["en"] }
  ) -> Localization {
    Localization(
      configuration: LocalizationConfiguration(
        providers: providers + [BundleProvider(bundle: bundle)], tableFiles: .raw,
        developmentLanguage: "en",
        supportedLanguages: ["en", "ru", "pt"], language: language, onMissingKey: .ignore,
        onFormatProblem: .ignore, persistence: .none, deviceLanguages: deviceLanguages))
  }
}
