import Lexicon

/// The remote content in force: every applied language's tables, immutable once published.
///
/// A provider publishes a new one in its ``ContentCell`` when an update is applied; a lookup
/// reads whichever one is current and keeps it for as long as it uses it, so it never sees half
/// of an update.
///
/// ```swift
/// let content = RemoteContent(["ru": ["Login": table]])
/// content.table(language: "ru", name: "Login")?["login.title"]
/// ```
final class RemoteContent: Sendable {
  /// Language → table name → read-optimized table.
  let languages: [String: [String: StringTable]]

  /// Creates content.
  init(_ languages: [String: [String: StringTable]]) {
    self.languages = languages
  }

  /// The content of the held languages.
  convenience init(_ held: [String: HeldLanguage]) {
    self.init(held.mapValues(\.tables).filter { !$0.value.isEmpty })
  }

  /// No content: every key falls through to the next provider.
  static let empty = RemoteContent([String: [String: StringTable]]())

  /// The table `name` in exactly `language`, or `nil`.
  func table(language: String, name: String) -> StringTable? {
    languages[language]?[name]
  }
}
