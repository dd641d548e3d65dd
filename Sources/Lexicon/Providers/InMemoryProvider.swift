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
public struct InMemoryProvider: StringProvider {
  private let tables: [String: [String: StringTable]]

  /// Creates a provider from values, plain text or plural.
  /// - Parameter values: Language → table name → key → value.
  public init(values: [String: [String: [String: LocalizedValue]]]) {
    var tables: [String: [String: StringTable]] = [:]
    for (language, byTable) in values {
      let canonical = LanguageNames.canonical(language)
      for (name, entries) in byTable {
        tables[canonical, default: [:]][name, default: StringTable()].merge(
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

  /// The table for exactly the requested language, or `nil`.
  public func table(for request: TableRequest) -> StringTable? {
    tables[request.language]?[request.table]
  }
}
