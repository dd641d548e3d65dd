import Foundation
import Lexicon
import LexiconRawFiles

/// Keys of the test target's `Inbox` table (`Tests/LexiconTestingTests/Resources`): plain text,
/// arguments, plurals (an explicit zero in English, `%.1f`, two variables), a broken Russian
/// format, keys untranslated in Russian and Arabic, an in-code default and a key found nowhere.
enum InboxStrings: String, Localizable, CaseIterable {
  static var bundle: Bundle { .module }
  static var table: String { "Inbox" }
  case title, welcome, badge, unread, storage, summary, archiveAll, draftsHint, legacy

  var defaultValue: String? {
    self == .draftsHint ? "Drafts are kept for %d days" : nil
  }

  /// English, Russian and Arabic from the target's bundle, missing keys ignored, starting in
  /// English.
  static let configuration = LocalizationConfiguration(
    providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
    supportedLanguages: ["en", "ru", "ar"], language: "en", onMissingKey: .ignore,
    onFormatProblem: .ignore)

  /// The same runtime with the Russian `few` form of `unread` broken (it takes the `many`
  /// ending), served by an in-memory provider ahead of the bundle.
  static var brokenRussianFew: LocalizationConfiguration {
    let unread = PluralString(
      format: "%#@messages@",
      variables: [
        "messages": PluralVariable(
          formatSpecifier: "d",
          variants: [
            .one: "%d непрочитанное сообщение", .few: "%d непрочитанных сообщений",
            .many: "%d непрочитанных сообщений", .other: "%d непрочитанного сообщения",
          ])
      ])
    var configuration = InboxStrings.configuration
    configuration.providers.insert(
      InMemoryProvider(values: ["ru": ["Inbox": ["unread": .plural(unread)]]]), at: 0)
    return configuration
  }
}
