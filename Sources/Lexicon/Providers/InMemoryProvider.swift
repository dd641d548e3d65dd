/// A provider of values given in code: language → table → key → value.
///
/// Useful for defaults shipped with the app, for previews, and for tests:
///
/// ```swift
/// let provider = InMemoryProvider([
///   "en": ["Login": ["title": "Sign in", "welcome": "Welcome, %@!"]],
///   "ru": ["Login": ["title": "Войти"]],
/// ])
/// ```
///
/// Language names are canonicalised (`pt_BR` and `pt-br` serve requests for `pt-BR`).
///
/// Several spellings of one language are merged key by key. Where two spellings have the same
/// key, the canonical spelling (`pt-BR`) wins; between two other spellings, the one later in
/// sorted order wins (`pt_BR` over `pt-br`). The outcome never depends on the order of the
/// dictionary you pass:
///
/// ```swift
/// let provider = InMemoryProvider([
///   "pt_BR": ["Login": ["title": "Entrar (pt_BR)", "welcome": "Bem-vindo!"]],
///   "pt-BR": ["Login": ["title": "Entrar"]],
/// ])
/// // pt-BR: title = "Entrar", welcome = "Bem-vindo!"
/// ```
public struct InMemoryProvider: StringProvider {
  private let tables: [String: [String: StringTable]]

  /// Creates a provider from values, plain text or plural.
  /// - Parameter values: Language → table name → key → value. Spellings of one language are
  ///   merged, the canonical spelling winning for a key both have.
  public init(values: [String: [String: [String: LocalizedValue]]]) {
    var tables: [String: [String: StringTable]] = .init()
    for language in Self.mergeOrder(of: values.keys) {
      let canonical = LanguageNames.canonical(language)
      for (name, entries) in values[language] ?? .init() {
        tables[canonical, default: .init()][name, default: StringTable()].merge(
          StringTable(entries), keepingExisting: false)
      }
    }
    self.tables = tables.mapValues { $0.mapValues { $0.compacted() } }
  }

  /// Creates a provider from plain-text values.
  /// - Parameter texts: Language → table name → key → text.
  public init(_ texts: [String: [String: [String: String]]]) {
    self.init(values: texts.mapValues { $0.mapValues { $0.mapValues { LocalizedValue.text($0) } } })
  }

  /// The spellings in the order they are merged, each overriding the ones before it: other
  /// spellings in sorted order, then canonical ones.
  private static func mergeOrder(of spellings: some Sequence<String>) -> [String] {
    let spellings = Array(spellings)
    let isCanonical = spellings.map { LanguageNames.canonical($0) == $0 }
    return StableOrder.positions(count: spellings.count) { first, second in
      guard isCanonical[first] == isCanonical[second] else { return isCanonical[second] }
      return spellings[first] < spellings[second]
    }.map { spellings[$0] }
  }

  /// The table for exactly the requested language, or `nil`.
  public func table(for request: TableRequest) -> StringTable? {
    tables[request.language]?[request.table]
  }
}
