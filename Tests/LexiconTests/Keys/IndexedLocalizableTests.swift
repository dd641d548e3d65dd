import Foundation
import LexiconRawFiles
import LexiconTesting
import Testing

@testable import Lexicon

/// The `Login` keys as `lexicon generate` writes them: each case knows its position.
private enum IndexedLoginStrings: String, IndexedLocalizable, CaseIterable {
  static var bundle: Bundle { .module }
  static var table: String { "Login" }

  case title, welcome, discount, onlyEnglish, baseOnly, missing, withDefault

  var keyIndex: Int {
    switch self {
    case .title: 0
    case .welcome: 1
    case .discount: 2
    case .onlyEnglish: 3
    case .baseOnly: 4
    case .missing: 5
    case .withDefault: 6
    }
  }

  var defaultValue: String? {
    self == .withDefault ? "Default text" : nil
  }
}

/// A struct key carrying its position, as the benchmark's 10,000 keys do; `wrongIndex` claims a
/// position whose key is another.
private struct PositionedLoginKey: IndexedLocalizable {
  static var bundle: Bundle { .module }
  static var table: String { "Login" }
  static var indexedKeys: [String] { ["title", "discount"] }

  let key: String
  let keyIndex: Int
}

/// Indexed keys read their text by position, and behave exactly as plain keys of the same table
/// everywhere else: fallbacks, defaults, misses reported once, languages and scopes.
@Suite struct IndexedLocalizableTests {
  let misses = Locked<[MissingKey]>([])

  func runtime(language: String) -> Localization {
    Localization(
      configuration: LocalizationConfiguration(
        providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
        supportedLanguages: ["en", "ru", "pt"], language: language,
        onMissingKey: MissingKeyHandler { [misses] in misses.append($0) }, persistence: .none))
  }

  @Test func theCasesGiveTheirKeysInOrder() {
    #expect(IndexedLoginStrings.indexedKeys == IndexedLoginStrings.allCases.map(\.rawValue))
    for key in IndexedLoginStrings.allCases {
      #expect(IndexedLoginStrings.indexedKeys[key.keyIndex] == key.key)
    }
  }

  @Test(arguments: ["en", "ru", "pt"])
  func anIndexedKeyShowsWhatThePlainKeyShows(language: String) {
    Localization.withLocalization(runtime(language: language)) {
      for (indexed, plain) in zip(
        IndexedLoginStrings.allCases,
        [LoginStrings.title, .welcome, .discount, .onlyEnglish, .baseOnly, .missing, .withDefault])
      {
        // Twice: the second read is the array read of the published table.
        #expect(indexed.description == plain.description, "\(indexed) in \(language)")
        #expect(indexed.description == plain.description, "\(indexed) in \(language)")
      }
    }
  }

  @Test func theTableIsLaidOutByPosition() throws {
    let runtime = runtime(language: "ru")
    Localization.withLocalization(runtime) {
      _ = IndexedLoginStrings.title.description
    }
    let type = ObjectIdentifier(IndexedLoginStrings.self)
    let table = try #require(runtime.state.currentSnapshot.table(for: type, language: nil))
    // Keys of the table's own entries are laid out; a fallback, a default and a miss are not.
    #expect(
      Array(table.byIndex)
        == ["Войти", "Добро пожаловать, %@!", "Скидка 40%", nil, nil, nil, nil])
    #expect(runtime.state.indexedText(type: type, index: 2, language: nil) == "Скидка 40%")
    #expect(runtime.state.indexedText(type: type, index: 7, language: nil) == nil)
    #expect(runtime.state.indexedText(type: type, index: -1, language: nil) == nil)
  }

  @Test func keysOutsideTheTableAreResolvedAndReportedOnce() {
    Localization.withLocalization(runtime(language: "ru")) {
      for _ in 0..<3 {
        #expect(IndexedLoginStrings.onlyEnglish.description == "Only in English")
        #expect(IndexedLoginStrings.withDefault.description == "Default text")
        #expect(IndexedLoginStrings.missing.description == "missing")
      }
    }
    #expect(misses.value.map(\.key).sorted() == ["missing", "onlyEnglish", "withDefault"])
  }

  @Test func aLanguageSwitchAndAScopeReadTheirOwnLayout() {
    let runtime = runtime(language: "en")
    Localization.withLocalization(runtime) {
      #expect(IndexedLoginStrings.title.description == "Sign in")
      #expect(runtime.setLanguage("ru") == .updated)
      #expect(IndexedLoginStrings.title.description == "Войти")
      Localization.withLanguage("pt") {
        #expect(IndexedLoginStrings.title.description == LoginStrings.title.description)
        #expect(IndexedLoginStrings.title.description != "Войти")
      }
      #expect(IndexedLoginStrings.title.description == "Войти")
    }
  }

  @Test func aPositionOutOfRangeOrOfAnotherKeyIsReadByText() {
    Localization.withLocalization(runtime(language: "ru")) {
      #expect(PositionedLoginKey(key: "title", keyIndex: 0).description == "Войти")
      #expect(PositionedLoginKey(key: "discount", keyIndex: 1).description == "Скидка 40%")
      // Out of range: the key's text decides.
      #expect(
        PositionedLoginKey(key: "welcome", keyIndex: 9).description == "Добро пожаловать, %@!")
    }
  }

  @Test func formattingAndValuesGoThroughTheSameResolution() {
    Localization.withLocalization(runtime(language: "ru")) {
      #expect(IndexedLoginStrings.welcome("Ann") == "Добро пожаловать, Ann!")
      #expect(IndexedLoginStrings.discount.localizedValue == .text("Скидка 40%"))
    }
  }
}
