import Foundation
import Lexicon
import LexiconRawFiles
import LexiconTesting
import Testing

@Suite struct ProviderChainTests {
  static let remote = InMemoryProvider([
    "en": ["Login": ["title": "Sign in (remote)", "banner": "Spring sale"]]
  ])
  static let bundled = InMemoryProvider([
    "en": ["Login": ["title": "Sign in", "welcome": "Welcome, %@!"]],
    "ru": ["Login": ["title": "Войти"]],
  ])
  static let english = TableRequest(language: "en", table: "Login", tableFiles: .raw)

  /// The order is the priority: for a key several providers have, the earliest wins; keys only a
  /// later provider has are still served.
  @Test(arguments: [
    ([ProviderChainTests.remote, ProviderChainTests.bundled], "Sign in (remote)"),
    ([ProviderChainTests.bundled, ProviderChainTests.remote], "Sign in"),
  ])
  func theFirstProviderWithAKeyWins(providers: [InMemoryProvider], title: String) throws {
    let table = try #require(ProviderChain(providers).table(for: Self.english))
    #expect(
      table
        == StringTable(texts: [
          "title": title, "banner": "Spring sale", "welcome": "Welcome, %@!",
        ]))
  }

  /// A provider that answers `nil` or an empty table defers; a chain where no provider answers
  /// (or with no providers at all) answers `nil` itself.
  @Test(
    arguments: [
      ([], nil),
      ([ProviderChainTests.silent], nil),
      ([ProviderChainTests.empty, ProviderChainTests.silent], nil),
      (
        [ProviderChainTests.silent, ProviderChainTests.empty, ProviderChainTests.bundled], "Sign in"
      ),
      ([ProviderChainTests.empty, ProviderChainTests.remote], "Sign in (remote)"),
    ] as [([any StringProvider], String?)])
  func nilAndEmptyTablesDefer(providers: [any StringProvider], title: String?) {
    #expect(Self.empty.table(for: Self.english)?.isEmpty == true)
    let table = ProviderChain(providers).table(for: Self.english)
    #expect(table?["title"]?.rawText == title)
    #expect(table?.isEmpty != true)
  }

  /// When one provider answers, the chain serves its table unchanged.
  @Test func aSingleAnswerIsServedAsItIs() {
    let chain = ProviderChain([Self.silent, Self.bundled, Self.empty])
    let russian = TableRequest(language: "ru", table: "Login", tableFiles: .raw)
    #expect(chain.table(for: russian) == Self.bundled.table(for: russian))
    #expect(chain.table(for: russian)?.count == 1)
  }

  /// Every provider is asked for exactly the same request — language, table and bundle — and the
  /// chain never asks for another language itself.
  @Test func everyProviderIsAskedTheSameRequest() {
    let first = RecordingProvider()
    let second = RecordingProvider()
    let request = TableRequest(language: "pt-BR", table: "Login", bundle: .module, tableFiles: .raw)
    _ = ProviderChain([first, Self.remote, second]).table(for: request)
    #expect(first.requests == [request])
    #expect(second.requests == [request])
  }

  /// A chain is itself a `StringProvider`: chains nest, with the same first-hit-wins order as the
  /// flat chain, and a chain can be given to a runtime like any provider.
  @Test func aChainIsAProviderAndNests() {
    let inner: any StringProvider = ProviderChain([Self.remote])
    let nested = ProviderChain([inner, ProviderChain([Self.silent, Self.bundled])])
    let flat = ProviderChain([Self.remote, Self.bundled])
    for request in [Self.english, TableRequest(language: "ru", table: "Login", tableFiles: .raw)] {
      #expect(nested.table(for: request) == flat.table(for: request))
    }
    #expect(nested.table(for: Self.english)?["welcome"] == .text("Welcome, %@!"))

    let runtime = Localization(
      configuration: LocalizationConfiguration(
        providers: [nested], tableFiles: .raw, developmentLanguage: "en", language: "ru",
        onMissingKey: .ignore,
        persistence: .none))
    // Keys of `Bundle.main`, which has no `Login` table: the chain is their only source.
    let texts = Localization.withLocalization(runtime) {
      (MainLoginStrings.title.description, MainLoginStrings.welcome("Ann"))
    }
    #expect(texts == ("Войти", "Welcome, Ann!"))
  }
}

extension ProviderChainTests {
  /// Login keys that live in `Bundle.main`.
  enum MainLoginStrings: String, Localizable {
    static var table: String { "Login" }
    case title, welcome
  }

  /// A provider that never answers.
  static let silent = RecordingProvider()
  /// A provider whose table is empty.
  static let empty = InMemoryProvider(["en": ["Login": [:]], "ru": ["Login": [:]]])

  /// A provider that has nothing and remembers what it was asked.
  final class RecordingProvider: StringProvider {
    private let recorded = Locked<[TableRequest]>([])

    var requests: [TableRequest] { recorded.value }

    func table(for request: TableRequest) -> StringTable? {
      recorded.append(request)
      return nil
    }
  }
}
