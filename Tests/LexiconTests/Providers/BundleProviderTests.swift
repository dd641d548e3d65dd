import Foundation
import Lexicon
import Testing

@Suite struct BundleProviderTests {
  static let shopURL = Bundle.module.url(
    forResource: "Fixtures/Bundles/Shop", withExtension: "bundle")

  @Test func readsABundleAtAPathWithPosixFolderNames() throws {
    let url = try #require(Self.shopURL)
    let bundle = try #require(Bundle(url: url))
    let provider = BundleProvider(bundle: bundle)
    #expect(
      provider.table(for: TableRequest(language: "en", table: "Shop"))?["title"] == .text("Shop"))
    #expect(
      provider.table(for: TableRequest(language: "de-DE", table: "Shop"))?["title"]
        == .text("Laden"))
    #expect(provider.table(for: TableRequest(language: "de", table: "Shop")) == nil)
    #expect(provider.table(for: TableRequest(language: "en", table: "Nope")) == nil)
  }

  @Test func withoutABundleUsesTheRequestsBundle() {
    let provider = BundleProvider()
    let table = provider.table(for: TableRequest(language: "ru", table: "Login", bundle: .module))
    #expect(table?["title"] == .text("Войти"))
  }
}
