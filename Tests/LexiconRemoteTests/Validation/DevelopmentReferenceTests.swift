import Foundation
import Lexicon
import Testing

@testable import LexiconRawFiles
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
      developmentLanguage: "en", provider: BundleProvider(), tableFiles: .raw,
      bundles: [app, feature])
    #expect(reference.bundleValues(table: "Screen", key: "welcome") == [.text("Welcome, %@!")])
    #expect(reference.bundleValues(table: "Screen", key: "title") == [.text("Sign in")])
    #expect(reference.bundleValues(table: "Feature", key: "banner") == [.text("%d%% off")])
    #expect(reference.bundleValues(table: "Screen", key: "missing").isEmpty)
    #expect(reference.bundleValues(table: "Unknown", key: "title").isEmpty)
  }

  /// A remote table serves every key type whose table has its name: when two bundles have the
  /// key, both values are references (each once, in bundle order).
  @Test func everyBundleWithTheKeyGivesItsValue() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let app = try BundleOnDisk.make(
      in: directory, ["en.lproj/Shared.strings": #""count" = "%@ items"; "same" = "Same";"#])
    let feature = try BundleOnDisk.make(
      in: directory, ["en.lproj/Shared.strings": #""count" = "%d items"; "same" = "Same";"#])
    var reference = DevelopmentReference(
      developmentLanguage: "en", provider: BundleProvider(), tableFiles: .raw,
      bundles: [app, feature])
    #expect(
      reference.bundleValues(table: "Shared", key: "count") == [
        .text("%@ items"), .text("%d items"),
      ])
    #expect(reference.bundleValues(table: "Shared", key: "same") == [.text("Same")])
  }

  @Test func withoutAProviderThereIsNoBundleValue() {
    var reference = DevelopmentReference(
      developmentLanguage: "en", provider: nil, tableFiles: .raw, bundles: [.main])
    #expect(reference.bundleValues(table: "Screen", key: "title").isEmpty)
  }

  /// With no table files of its own, a remote configuration reads what the app's runtime reads:
  /// the runtime it names (`localization`), else the shared one (here never bootstrapped:
  /// compiled tables only); its own `tableFiles` wins over both.
  @Test func theReferenceReadsTheTableFilesOfTheAppsRuntime() {
    var configuration = RemoteConfiguration(source: FixedSource())
    #expect(configuration.tableFiles == nil)
    #expect(configuration.referenceTableFiles == Localization.shared.configuration.tableFiles)
    let runtime = Localization(
      configuration: LocalizationConfiguration(tableFiles: .raw, persistence: .none))
    configuration.localization = runtime
    #expect(configuration.referenceTableFiles == .raw)
    configuration.tableFiles = .compiled
    #expect(configuration.referenceTableFiles == .compiled)
  }

  /// A source that is never asked.
  private struct FixedSource: RemoteSource {
    func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse {
      RemoteResponse(languages: .init())
    }
  }
}
