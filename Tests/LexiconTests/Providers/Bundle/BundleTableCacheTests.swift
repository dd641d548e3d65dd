import Foundation
import Testing

@testable import Lexicon

@Suite struct BundleTableCacheTests {
  /// Languages the bundle has no folder or catalog entry for get no entry, so any number of
  /// them (every step of the fallback chains of a server's clients' tags) keeps the cache
  /// bounded; the languages it has are read once and remembered.
  @Test func remembersOnlyLanguagesTheBundleHas() throws {
    let url = try #require(BundleProviderTests.shopURL)
    let bundle = try #require(Bundle(url: url))
    let cache = BundleTableCache()
    for index in 0..<500 {
      let language = "de-r\(10_000 + index)"
      #expect(
        cache.table(named: "Shop", language: language, in: bundle, onDiagnostic: .ignore) == nil)
      #expect(
        cache.table(named: "Catalog", language: language, in: bundle, onDiagnostic: .ignore) == nil)
    }
    #expect(cache.tableCount == 0)
    #expect(
      cache.table(named: "Shop", language: "de-DE", in: bundle, onDiagnostic: .ignore)?["title"]
        == .text("Laden"))
    #expect(
      cache.table(named: "Catalog", language: "de", in: bundle, onDiagnostic: .ignore)?[
        "Add to cart"] == .text("In den Warenkorb"))
    #expect(cache.tableCount == 2)
  }
}
