import Foundation

/// Builds a ``ResolvedTable`` by asking the provider chain for each language of the fallback
/// order, language-major.
struct TableBuilder {
  /// The name providers use for Apple's `Base.lproj`, asked after the development language.
  static let baseLocalization = "Base"

  let configuration: LocalizationConfiguration

  /// Resolves a table for a language: its fallback chain first; then, as reported fallbacks, the
  /// app's development language chain and `Base`, then the development language of the table's
  /// own bundle (a feature module whose `defaultLocalization` differs from the app's). At each
  /// language every configured provider is asked, then the key type's own bundle
  /// (``providers(_:for:)``).
  ///
  /// When a single provider table answers, its storage is shared rather than copied.
  func build(table name: String, bundle: Bundle, language: String) -> ResolvedTable {
    BundleUsage.noteTable(name, bundle: bundle)
    if let pseudo = configuration.pseudoLocale(for: language) {
      return pseudoTable(pseudo, table: name, bundle: bundle)
    }
    let providers = Self.providers(configuration.providers, for: bundle)
    let chain = ProviderChain(providers)
    let development = configuration.developmentLanguage
    let primary = LanguageFallback.chain(for: language)
    let includesDevelopment = primary.contains(development)

    var consulted: [String] = []
    func table(_ language: String) -> StringTable {
      consulted.append(language)
      return chain.table(
        for: TableRequest(
          language: language, table: name, bundle: bundle,
          tableFiles: configuration.tableFiles)) ?? StringTable()
    }
    func merged(_ languages: [String]) -> StringTable {
      var result = StringTable()
      for language in languages { result.merge(table(language), keepingExisting: true) }
      return result
    }

    var own = merged(primary)
    var asked = Set(primary)
    var fallbacks: [FallbackTable] = []
    var answered: [StringTable] = []
    func addFallback(_ entries: StringTable, language: String) {
      var entries = entries
      for earlier in [own] + answered where !entries.isEmpty && !earlier.isEmpty {
        entries =
          earlier.containsEveryKey(of: entries)
          ? StringTable() : StringTable(entries.entries.filter { !earlier.contains($0.key) })
      }
      guard !entries.isEmpty else { return }
      answered.append(entries)
      fallbacks.append(FallbackTable(language: language, entries: entries.compacted()))
    }

    if includesDevelopment {
      own.merge(table(Self.baseLocalization), keepingExisting: true)
    } else {
      var entries = merged(LanguageFallback.chain(for: development).filter { !asked.contains($0) })
      entries.merge(table(Self.baseLocalization), keepingExisting: true)
      addFallback(entries, language: development)
    }
    asked.formUnion(LanguageFallback.chain(for: development))

    let bundleDevelopment = BundleInfo.developmentLanguage(of: bundle)
    let bundleChain = LanguageFallback.chain(for: bundleDevelopment).filter { !asked.contains($0) }
    if !bundleChain.isEmpty {
      addFallback(merged(bundleChain), language: bundleDevelopment)
    }
    let tableNotRead = BundleTableCache.shared.hasUnreadFiles(
      table: name, in: Self.bundlesRead(by: providers, forKeysOf: bundle), languages: consulted,
      files: configuration.tableFiles)
    return ResolvedTable(
      own: own.compacted(), fallbacks: fallbacks, language: language, tableNotRead: tableNotRead)
  }

  /// The bundles the `BundleProvider`s among `providers` read for the keys of `keyBundle`.
  private static func bundlesRead(
    by providers: [any StringProvider], forKeysOf keyBundle: Bundle
  ) -> [Bundle] {
    bundleProviders(in: providers).compactMap { $0.bundleRead(forKeysOf: keyBundle) }
  }

  /// The `BundleProvider`s among `providers` and inside their chains, in the order they are
  /// asked.
  private static func bundleProviders(in providers: [any StringProvider]) -> [BundleProvider] {
    providers.flatMap { provider -> [BundleProvider] in
      if let bundleProvider = provider as? BundleProvider { return [bundleProvider] }
      if let chain = provider as? ProviderChain { return bundleProviders(in: chain.providers) }
      return []
    }
  }

  /// A pseudo-language's table: the development language's, resolved as usual, with every value
  /// made pseudo. Its plural variants are chosen by the development language's rules (they are
  /// its variants), so the table keeps the language of the text it was made from.
  private func pseudoTable(_ pseudo: any PseudoLanguage, table name: String, bundle: Bundle)
    -> ResolvedTable
  {
    let source = build(table: name, bundle: bundle, language: configuration.developmentLanguage)
    return ResolvedTable(
      own: pseudo.localize(source.own).compacted(),
      fallbacks: source.fallbacks.map {
        FallbackTable(language: $0.language, entries: pseudo.localize($0.entries).compacted())
      },
      language: source.language, tableNotRead: source.tableNotRead)
  }

  /// The configured providers, followed by a `BundleProvider()` reading the key type's own
  /// bundle unless one of them reads it already: a key always reaches its own bundle, after
  /// everything the app configured (a remote cache, a pinned bundle) had its say.
  ///
  /// The added provider reports file problems to the first configured `BundleProvider`'s
  /// handler, or to the system log.
  static func providers(
    _ configured: [any StringProvider], for keyBundle: Bundle
  ) -> [any StringProvider] {
    let bundleProviders = bundleProviders(in: configured)
    guard !bundleProviders.contains(where: { $0.reads(keyBundle) }) else { return configured }
    let handler = bundleProviders.first?.diagnosticHandler ?? .systemLog
    return configured + [BundleProvider(onDiagnostic: handler)]
  }
}
