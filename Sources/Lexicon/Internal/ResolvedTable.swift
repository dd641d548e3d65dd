/// One table resolved for one language: what every key of it shows, merged from all providers and
/// every language of the fallback chain. Immutable once built.
final class ResolvedTable: Sendable {
  /// Entries found in the requested language or its parents, first provider wins.
  let own: StringTable
  /// Entries found only in the development language (or `Base`): shown, and reported as misses.
  let fallback: StringTable
  /// The language whose plural rules apply to ``own`` entries.
  let language: String
  /// The language whose plural rules apply to ``fallback`` entries.
  let fallbackLanguage: String

  init(own: StringTable, fallback: StringTable, language: String, fallbackLanguage: String) {
    self.own = own
    self.fallback = fallback
    self.language = language
    self.fallbackLanguage = fallbackLanguage
  }
}
