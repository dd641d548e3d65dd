import Foundation
import Lexicon
import Testing

@testable import LexiconRemote

/// Development-language values come from a real bundle's `.lproj` files: the development
/// language first, then `Base`, across every bundle given.
@Suite struct DevelopmentReferenceTests {
  @Test func readsTheBundlesDevelopmentLanguageThenBase() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let app = try BundleOnDisk.make(
      in: directory,
      [
        "en.lproj/Screen.strings": #""welcome" = "Welcome, %@!";"#,
        "Base.lproj/Screen.strings": #""title" = "Sign in"; "welcome" = "Base welcome";"#,
        "ru.lproj/Screen.strings": #""title" = "Войти";"#,
      ])
    let feature = try BundleOnDisk.make(
      in: directory, ["en.lproj/Feature.strings": #""banner" = "%d%% off";"#])
    var reference = DevelopmentReference(
      developmentLanguage: "en", provider: BundleProvider(), bundles: [app, feature])
    #expect(reference.bundleValue(table: "Screen", key: "welcome") == .text("Welcome, %@!"))
    #expect(reference.bundleValue(table: "Screen", key: "title") == .text("Sign in"))
    #expect(reference.bundleValue(table: "Feature", key: "banner") == .text("%d%% off"))
    #expect(reference.bundleValue(table: "Screen", key: "missing") == nil)
    #expect(reference.bundleValue(table: "Unknown", key: "title") == nil)
  }

  @Test func withoutAProviderThereIsNoBundleValue() {
    var reference = DevelopmentReference(developmentLanguage: "en", provider: nil, bundles: [.main])
    #expect(reference.bundleValue(table: "Screen", key: "title") == nil)
  }
}
