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
  /// The variants of copy experiments shown, by language, table and key.
  let picks: [String: [String: [String: ExperimentSelection.Pick]]]

  /// Creates content.
  init(
    _ languages: [String: [String: StringTable]],
    picks: [String: [String: [String: ExperimentSelection.Pick]]] = .init()
  ) {
    self.languages = languages
    self.picks = picks
  }

  /// The content of the held languages, with the variants `selection` picks in place of their
  /// keys' values.
  convenience init(_ held: [String: HeldLanguage], selection: ExperimentSelection) {
    var languages: [String: [String: StringTable]] = .init()
    var picks: [String: [String: [String: ExperimentSelection.Pick]]] = .init()
    for (language, content) in held {
      let (tables, picked) = selection.applied(to: content.tables, experiments: content.experiments)
      if !tables.isEmpty { languages[language] = tables }
      if !picked.isEmpty { picks[language] = picked }
    }
    self.init(languages, picks: picks)
  }

  /// No content: every key falls through to the next provider.
  static let empty = RemoteContent([String: [String: StringTable]]())

  /// The table `name` in exactly `language`, or `nil`.
  func table(language: String, name: String) -> StringTable? {
    languages[language]?[name]
  }
}
