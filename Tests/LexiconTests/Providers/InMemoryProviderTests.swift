import Foundation
import Lexicon
import LexiconRawFiles
import Testing

@Suite struct InMemoryProviderTests {
  static let provider = InMemoryProvider([
    "en": ["Login": ["title": "Sign in", "welcome": "Welcome, %@!"], "Inbox": ["title": "Inbox"]],
    "pt-BR": ["Login": ["title": "Entrar"]],
  ])

  /// It answers for exactly the language and table asked, and defers everything else: no parent
  /// language (`pt` for `pt-BR`, or the reverse), no other table.
  @Test(
    arguments: [
      ("en", "Login", "title", "Sign in"),
      ("en", "Login", "welcome", "Welcome, %@!"),
      ("en", "Inbox", "title", "Inbox"),
      ("pt-BR", "Login", "title", "Entrar"),
      ("pt-BR", "Login", "welcome", nil),
      ("pt", "Login", "title", nil),
      ("en-GB", "Login", "title", nil),
      ("en", "Settings", "title", nil),
      ("ru", "Login", "title", nil),
    ] as [(String, String, String, String?)])
  func servesExactlyTheLanguageAndTableAsked(
    language: String, table: String, key: String, expected: String?
  ) {
    let request = TableRequest(language: language, table: table, tableFiles: .raw)
    #expect(Self.provider.table(for: request)?[key]?.rawText == expected)
  }

  @Test func aTableNoLanguageHasIsNil() {
    #expect(
      Self.provider.table(for: TableRequest(language: "en", table: "Settings", tableFiles: .raw))
        == nil)
    #expect(
      Self.provider.table(for: TableRequest(language: "fr", table: "Login", tableFiles: .raw))
        == nil)
  }

  /// Whatever the spelling given, the provider serves the canonical tag the runtime asks for.
  @Test(arguments: [
    ("pt_BR", "pt-BR"), ("pt-br", "pt-BR"), ("EN", "en"), ("zh_Hant_TW", "zh-Hant-TW"),
    ("sr_latn", "sr-Latn"),
  ])
  func languageNamesAreCanonicalised(given: String, asked: String) {
    let provider = InMemoryProvider([given: ["Login": ["title": "from \(given)"]]])
    let request = TableRequest(language: asked, table: "Login", tableFiles: .raw)
    #expect(provider.table(for: request)?["title"] == .text("from \(given)"))
  }

  /// Plain texts and plural values are served as given; the bundle of the request is ignored.
  @Test func servesPluralValuesAsGiven() {
    let plural = PluralString(
      format: "%#@files@",
      variables: [
        "files": PluralVariable(
          formatSpecifier: "d", variants: [.one: "%d file", .other: "%d files"])
      ])
    let provider = InMemoryProvider(values: [
      "en": ["Files": ["count": .plural(plural), "title": .text("Files")]]
    ])
    let request = TableRequest(language: "en", table: "Files", bundle: .module, tableFiles: .raw)
    #expect(
      provider.table(for: request)
        == StringTable(["count": .plural(plural), "title": .text("Files")]))
  }
}

extension InMemoryProviderTests {
  /// Spellings of one language, each with a key of its own and some shared keys.
  static let spellings: [(String, [String: String])] = [
    ("pt_BR", ["title": "pt_BR", "shared": "pt_BR", "underscore": "pt_BR only"]),
    ("pt-BR", ["title": "pt-BR", "canonical": "pt-BR only"]),
    ("pt-br", ["title": "pt-br", "shared": "pt-br", "lowercase": "pt-br only"]),
  ]

  /// Several spellings of one language are merged key by key: the canonical spelling wins a key
  /// it shares; between the others, the later in sorted order (`pt_BR` after `pt-br`).
  @Test func spellingsOfOneLanguageAreMergedWithTheCanonicalSpellingWinning() throws {
    let provider = InMemoryProvider(
      Dictionary(uniqueKeysWithValues: Self.spellings.map { ($0.0, ["Login": $0.1]) }))
    let table = try #require(
      provider.table(for: TableRequest(language: "pt-BR", table: "Login", tableFiles: .raw)))
    #expect(
      table
        == StringTable(texts: [
          "title": "pt-BR", "shared": "pt_BR", "underscore": "pt_BR only",
          "canonical": "pt-BR only", "lowercase": "pt-br only",
        ]))
  }

  /// The winner does not depend on the order the dictionary happens to iterate in: dictionaries
  /// of other capacities and insertion orders iterate differently, and all give the same table.
  @Test func theMergeDoesNotDependOnTheDictionarysOrder() {
    var tables: [StringTable] = []
    for capacity in [0, 3, 4, 8, 16, 32, 64, 128, 256, 512, 1024] {
      for order in [Self.spellings, Self.spellings.reversed()] {
        var values = [String: [String: [String: String]]](minimumCapacity: capacity)
        for (language, texts) in order { values[language] = ["Login": texts] }
        let provider = InMemoryProvider(values)
        if let table = provider.table(
          for: TableRequest(language: "pt-BR", table: "Login", tableFiles: .raw))
        {
          if !tables.contains(table) { tables.append(table) }
        }
      }
    }
    #expect(tables.count == 1)
    #expect(tables.first?["title"] == .text("pt-BR"))
    #expect(tables.first?["shared"] == .text("pt_BR"))
  }

  /// A plural in one spelling and a text in the canonical one for the same key: the canonical
  /// spelling's value replaces it entirely.
  @Test func theCanonicalSpellingReplacesAPluralWithAText() {
    let plural = PluralString(
      format: "%#@n@",
      variables: ["n": PluralVariable(formatSpecifier: "d", variants: [.other: "%d itens"])])
    let provider = InMemoryProvider(values: [
      "pt-BR": ["Login": ["count": .text("itens")]],
      "pt_BR": ["Login": ["count": .plural(plural)]],
    ])
    let request = TableRequest(language: "pt-BR", table: "Login", tableFiles: .raw)
    #expect(provider.table(for: request) == StringTable(["count": .text("itens")]))
  }
}
