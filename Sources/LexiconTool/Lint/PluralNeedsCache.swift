import Lexicon

/// The ``PluralNeeds`` of each language a table uses, computed once per language.
struct PluralNeedsCache: Sendable {
  private var byLanguage: [String: PluralNeeds] = [:]

  /// The needs of `language`.
  mutating func needs(for language: String) -> PluralNeeds {
    if let needs = byLanguage[language] { return needs }
    let needs = PluralNeeds(language: language)
    byLanguage[language] = needs
    return needs
  }
}
