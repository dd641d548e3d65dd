import Foundation

/// Builds a ``ResolvedTable`` by asking the provider chain for each language of the fallback
/// order, language-major.
struct TableBuilder {
  /// The name providers use for Apple's `Base.lproj`, asked after the development language.
  static let baseLocalization = "Base"

  let configuration: LocalizationConfiguration

  /// Resolves a table for a language: its fallback chain first, then the development language's
  /// chain and `Base` as reported fallbacks.
  ///
  /// When a single provider table answers, its storage is shared rather than copied.
  func build(table name: String, bundle: Bundle, language: String) -> ResolvedTable {
    let chain = ProviderChain(configuration.providers)
    let development = configuration.developmentLanguage
    let primary = LanguageFallback.chain(for: language)
    let developmentChain = LanguageFallback.chain(for: development)
    let includesDevelopment = primary.contains(development)

    func table(_ language: String) -> StringTable {
      chain.table(for: TableRequest(language: language, table: name, bundle: bundle))
        ?? StringTable()
    }

    var own = StringTable()
    for language in primary {
      own.merge(table(language), keepingExisting: true)
    }
    var fallback = StringTable()
    if includesDevelopment {
      own.merge(table(Self.baseLocalization), keepingExisting: true)
    } else {
      for language in developmentChain where !primary.contains(language) {
        fallback.merge(table(language), keepingExisting: true)
      }
      fallback.merge(table(Self.baseLocalization), keepingExisting: true)
      if own.containsEveryKey(of: fallback) {
        fallback = StringTable()
      } else if !own.isEmpty {
        fallback = StringTable(fallback.entries.filter { !own.contains($0.key) })
      }
    }
    return ResolvedTable(
      own: own.compacted(), fallback: fallback.compacted(), language: language,
      fallbackLanguage: development)
  }
}
