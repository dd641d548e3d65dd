import Foundation
import Lexicon
import LexiconTestSupport
import LexiconTesting
import Testing

@testable import LexiconFormats
@testable import LexiconRawFiles

/// Diagnostics about a SwiftPM resource name its source file, not the copy in the build folder,
/// through `namingSourceFiles()`; without it the runtime names the file it read.
@Suite struct ResourceSourceTests {
  static let broken = "\"title\" = \"Shop\";\n\"oops\" = ;\n"

  /// A package checkout as SwiftPM leaves it after a build: the target's resources under
  /// `Sources/`, their copy in `.build/<triple>/debug/<Package>_<Target>.resources`.
  static let package: [String: String] = [
    "Package.swift": "// swift-tools-version: 6.0\n",
    "Sources/Shop_Feature/Resources/en.lproj/Shop.strings": broken,
    "Sources/Shop_Feature/Resources/ru.lproj/Shop.strings": "\"title\" = \"Магазин\";\n",
    ".build/x86_64-unknown-linux-gnu/debug/My_App_Shop_Feature.resources/en.lproj/Shop.strings":
      broken,
    ".build/x86_64-unknown-linux-gnu/debug/My_App_Shop_Feature.resources/ru.lproj/Shop.strings":
      "\"title\" = \"Магазин\";\n\"oops\" = ;\n",
    "Plain.bundle/en.lproj/Shop.strings": broken,
  ]

  /// The file of each diagnostic reported while reading `table` in `language` from the bundle at
  /// `bundlePath` inside a fresh copy of ``package``, relative to the package.
  func diagnosedFiles(
    bundle bundlePath: String, language: String, namingSources: Bool = true
  ) throws -> [String] {
    let files = Locked<[String]>([])
    try TemporaryBundle.with(Self.package, name: "checkout") { _, root in
      let checkout = root.appendingPathComponent("checkout").standardizedFileURL
      let bundle = try #require(Bundle(url: checkout.appendingPathComponent(bundlePath)))
      defer { BundleProvider.invalidateCache(for: bundle) }
      let handler = DiagnosticHandler { diagnostic in
        files.append(String((diagnostic.file ?? "").dropFirst(checkout.path.count + 1)))
      }
      let provider = BundleProvider(
        bundle: bundle, onDiagnostic: namingSources ? handler.namingSourceFiles() : handler)
      _ = provider.table(
        for: TableRequest(language: language, table: "Shop", bundle: bundle, tableFiles: .raw))
    }
    return files.value
  }

  @Test func aSwiftPMResourceNamesItsSourceFile() throws {
    let files = try diagnosedFiles(
      bundle: ".build/x86_64-unknown-linux-gnu/debug/My_App_Shop_Feature.resources",
      language: "en")
    #expect(files == ["Sources/Shop_Feature/Resources/en.lproj/Shop.strings"])
  }

  /// The runtime alone names the copy it read.
  @Test func withoutTheAdapterTheCopyIsNamed() throws {
    let files = try diagnosedFiles(
      bundle: ".build/x86_64-unknown-linux-gnu/debug/My_App_Shop_Feature.resources",
      language: "en", namingSources: false)
    #expect(
      files == [
        ".build/x86_64-unknown-linux-gnu/debug/My_App_Shop_Feature.resources/en.lproj/Shop.strings"
      ])
  }

  /// The source was edited since the build: its lines are not the copy's, so the copy is named.
  @Test func aChangedSourceLeavesTheCopysPath() throws {
    let files = try diagnosedFiles(
      bundle: ".build/x86_64-unknown-linux-gnu/debug/My_App_Shop_Feature.resources",
      language: "ru")
    #expect(
      files == [
        ".build/x86_64-unknown-linux-gnu/debug/My_App_Shop_Feature.resources/ru.lproj/Shop.strings"
      ])
  }

  @Test func aBundleOutsideABuildFolderKeepsItsPath() throws {
    #expect(
      try diagnosedFiles(bundle: "Plain.bundle", language: "en")
        == ["Plain.bundle/en.lproj/Shop.strings"])
  }

  /// The test target's own resources, built by SwiftPM on this machine, map to their sources.
  @Test func thisPackagesOwnResourcesMapToTheirSources() throws {
    let copy = try #require(
      Bundle.module.url(forResource: "Shop", withExtension: "strings", subdirectory: "ru.lproj"))
    let root = try #require(ResourceSource.bundleRoot(of: copy))
    let source = try #require(ResourceSource.locate(copy, root: root))
    #expect(source.path.hasSuffix("/Tests/LexiconFormatsTests/Resources/ru.lproj/Shop.strings"))
    #expect(!source.path.contains("/.build"))
  }
}
