import Foundation
import LexiconRawFiles
import LexiconTesting
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
        cache.table(
          named: "Shop", language: language, in: bundle, files: .raw, onDiagnostic: .ignore) == nil)
      #expect(
        cache.table(
          named: "Catalog", language: language, in: bundle, files: .raw, onDiagnostic: .ignore)
          == nil)
    }
    #expect(cache.tableCount == 0)
    #expect(
      cache.table(
        named: "Shop", language: "de-DE", in: bundle, files: .raw, onDiagnostic: .ignore)?["title"]
        == .text("Laden"))
    #expect(
      cache.table(
        named: "Catalog", language: "de", in: bundle, files: .raw, onDiagnostic: .ignore)?[
          "Add to cart"] == .text("In den Warenkorb"))
    #expect(cache.tableCount == 2)
  }

  /// With compiled tables only, a table that has raw files and no compiled table is not read: it
  /// is reported once per language (its `.strings` file) and once per String Catalog, as an
  /// error naming the file and both fixes, and the languages the bundle lacks still get no entry.
  @Test func compiledOnlyReportsRawFilesOnceAndReadsNothing() throws {
    let url = try #require(BundleProviderTests.shopURL)
    let bundle = try #require(Bundle(url: url))
    let cache = BundleTableCache()
    let reports = Locked<[Diagnostic]>([])
    let handler = DiagnosticHandler { diagnostic in reports.append(diagnostic) }
    for _ in 0..<3 {
      #expect(
        cache.table(
          named: "Shop", language: "de-DE", in: bundle, files: .compiled, onDiagnostic: handler)
          == nil)
      #expect(
        cache.table(
          named: "Catalog", language: "de", in: bundle, files: .compiled, onDiagnostic: handler)
          == nil)
      #expect(
        cache.table(
          named: "Shop", language: "fi", in: bundle, files: .compiled, onDiagnostic: handler)
          == nil)
    }
    let diagnostics = reports.value
    #expect(diagnostics.count == 2)
    #expect(diagnostics.allSatisfy { $0.severity == .error })
    let shop = try #require(diagnostics.first { $0.file?.hasSuffix("Shop.strings") == true })
    #expect(shop.file?.hasSuffix("de_DE.lproj/Shop.strings") == true)
    #expect(shop.message.hasPrefix("not read: table Shop has no compiled table for de-DE"))
    #expect(shop.message.contains("LexiconGeneratorPlugin"))
    #expect(shop.message.contains("`tableFiles: .raw`"))
    let catalog = try #require(
      diagnostics.first { $0.file?.hasSuffix("Catalog.xcstrings") == true })
    #expect(catalog.message.hasPrefix("not read: table Catalog has no compiled tables"))
    // The same cache still reads the raw files for a runtime that asks for them.
    #expect(
      cache.table(
        named: "Shop", language: "de-DE", in: bundle, files: .raw, onDiagnostic: .ignore)?[
          "title"] == .text("Laden"))
  }
}
