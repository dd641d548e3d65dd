import Foundation

/// Builds a ``ResolvedTable`` by asking the provider chain for each language of the fallback
/// order, language-major.
struct TableBuilder {
  /// The name providers use for Apple's `Base.lproj`, asked after the development language.
  static let baseLocalization = "Base"

  let configuration: LocalizationConfiguration

  /// Resolves a table for a language: its fallback chain first, then the development language's
  /// chain and `Base` as reported fallbacks.
  func build(table name: String, bundle: Bundle, language: String) -> ResolvedTable {
    let chain = ProviderChain(configuration.providers)
    let development = configuration.developmentLanguage
    let primary = LanguageFallback.chain(for: language)
    let developmentChain = LanguageFallback.chain(for: development)
    let includesDevelopment = developmentChain.contains(where: primary.contains)

    func entries(_ language: String) -> [String: LocalizedValue] {
      chain.table(for: TableRequest(language: language, table: name, bundle: bundle))?.entries
        ?? [:]
    }

    var own: [String: LocalizedValue] = [:]
    for language in primary {
      TableMerge.addMissing(from: entries(language), to: &own)
    }
    var fallback: [String: LocalizedValue] = [:]
    if includesDevelopment {
      TableMerge.addMissing(from: entries(Self.baseLocalization), to: &own)
    } else {
      let secondary = developmentChain.filter { !primary.contains($0) } + [Self.baseLocalization]
      fallback = TableMerge.entries(of: secondary.map(entries), notIn: own)
    }
    return ResolvedTable(
      own: own, fallback: fallback, language: language, fallbackLanguage: development)
  }
}
