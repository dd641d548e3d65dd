import Foundation
import Lexicon
import LexiconFormats
import LexiconRawFiles
import LexiconTestSupport
import LexiconTesting
import Testing

@Suite struct BundleProviderTests {
  static let shopURL = Bundle.module.url(
    forResource: "Fixtures/Bundles/Shop", withExtension: "bundle")

  @Test func readsABundleAtAPathWithPosixFolderNames() throws {
    let url = try #require(Self.shopURL)
    let bundle = try #require(Bundle(url: url))
    let provider = BundleProvider(bundle: bundle)
    #expect(
      provider.table(for: TableRequest(language: "en", table: "Shop", tableFiles: .raw))?["title"]
        == .text("Shop"))
    #expect(
      provider.table(for: TableRequest(language: "de-DE", table: "Shop", tableFiles: .raw))?[
        "title"]
        == .text("Laden"))
    #expect(
      provider.table(for: TableRequest(language: "de", table: "Shop", tableFiles: .raw)) == nil)
    #expect(
      provider.table(for: TableRequest(language: "en", table: "Nope", tableFiles: .raw)) == nil)
  }

  @Test func withoutABundleUsesTheRequestsBundle() {
    let provider = BundleProvider()
    let table = provider.table(
      for: TableRequest(language: "ru", table: "Login", bundle: .module, tableFiles: .raw))
    #expect(table?["title"] == .text("Войти"))
  }
}

extension BundleProviderTests {
  enum ShopStrings: String, Localizable {
    static var bundle: Bundle {
      BundleProviderTests.shopURL.flatMap(Bundle.init(url:)) ?? .main
    }
    static var table: String { "Shop" }
    case title, checkout
  }

  enum CatalogStrings: String, Localizable {
    static var bundle: Bundle { ShopStrings.bundle }
    static var table: String { "Catalog" }
    case addToCart = "Add to cart"
    case reviews = "%lld reviews"
  }

  @Test(arguments: [("en", 1, "Checkout 1 item"), ("en", 3, "Checkout 3 items")])
  func stringsdictEntriesWinOverStringsEntries(language: String, count: Int, expected: String) {
    let localization = Localization(
      configuration: LocalizationConfiguration(
        providers: [BundleProvider()], tableFiles: .raw, developmentLanguage: "en",
        language: language,
        onMissingKey: .ignore, persistence: .none))
    let text = Localization.withLocalization(localization) { ShopStrings.checkout(count) }
    #expect(text == expected)
  }

  @Test(arguments: [
    ("en", 1, "Add to cart", "1 review"), ("en", 2, "Add to cart", "2 reviews"),
    ("de", 1, "In den Warenkorb", "1 Bewertung"), ("de-AT", 5, "In den Warenkorb", "5 Bewertungen"),
  ])
  func stringCatalogsAreReadOnEveryPlatform(
    language: String, count: Int, addToCart: String, reviews: String
  ) {
    let localization = Localization(
      configuration: LocalizationConfiguration(
        providers: [BundleProvider()], tableFiles: .raw, developmentLanguage: "en",
        language: language,
        onMissingKey: .ignore, persistence: .none))
    let texts = Localization.withLocalization(localization) {
      (CatalogStrings.addToCart.description, CatalogStrings.reviews(count))
    }
    #expect(texts.0 == addToCart)
    #expect(texts.1 == reviews)
  }

  /// A real app's resources from `../shared/corpus`, read as a bundle: every language folder
  /// serves exactly what the parser reads from its file.
  @Test(.enabled(if: LocalizationCorpus.isAvailable))
  func servesARealAppsLanguageFolders() throws {
    let root = LocalizationCorpus.root.appendingPathComponent(
      "strings/home-assistant+iOS/Sources/App/Resources")
    let bundle = try #require(Bundle(url: root))
    let provider = BundleProvider(bundle: bundle)
    for (language, folder) in [
      ("en", "en"), ("pt-BR", "pt-BR"), ("zh-Hans", "zh-Hans"), ("ko-KR", "ko-KR"),
    ] {
      let table = try #require(
        provider.table(
          for: TableRequest(language: language, table: "Localizable", tableFiles: .raw)))
      let file = root.appendingPathComponent("\(folder).lproj/Localizable.strings")
      let parsed = try StringsFileParser.parseStrictly(Data(contentsOf: file), path: file.path)
      #expect(table == parsed, "\(language)")
      #expect(table.count > 1000)
    }
  }
}

extension BundleProviderTests {
  /// A bundle on disk whose file changes: served from memory until the cache is invalidated and
  /// the runtime reloaded.
  @Test func invalidatingTheCacheRereadsChangedFiles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lexicon-invalidate-\(UUID().uuidString).bundle")
    let lproj = folder.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = lproj.appendingPathComponent("Shop.strings")
    try Data("\"title\" = \"Version 1\";".utf8).write(to: file)
    let bundle = try #require(Bundle(url: folder))
    let provider = BundleProvider(bundle: bundle)
    let request = TableRequest(language: "en", table: "Shop", tableFiles: .raw)
    #expect(provider.table(for: request)?["title"] == .text("Version 1"))

    try Data("\"title\" = \"Version 2\";".utf8).write(to: file)
    #expect(provider.table(for: request)?["title"] == .text("Version 1"))
    BundleProvider.invalidateCache(for: bundle)
    #expect(provider.table(for: request)?["title"] == .text("Version 2"))
  }

  @Test func reportsProblemsInFilesOnceAndServesWhatItCouldRead() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lexicon-diagnostics-\(UUID().uuidString).bundle")
    let lproj = folder.appendingPathComponent("ru.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";\n".utf8)
      .write(to: lproj.appendingPathComponent("Broken.strings"))
    let bundle = try #require(Bundle(url: folder))
    let diagnostics = Locked<[Diagnostic]>([])
    let provider = BundleProvider(
      bundle: bundle, onDiagnostic: DiagnosticHandler { diagnostics.append($0) })
    let request = TableRequest(language: "ru", table: "Broken", tableFiles: .raw)
    let table = provider.table(for: request)
    _ = provider.table(for: request)
    #expect(table?["a"] == .text("1"))
    #expect(table?["c"] == .text("3"))
    #expect(diagnostics.value.count == 1)
    #expect(diagnostics.value.first?.severity == .error)
    #expect(diagnostics.value.first?.line == 2)
    #expect(diagnostics.value.first?.file?.hasSuffix("ru.lproj/Broken.strings") == true)
  }
}
