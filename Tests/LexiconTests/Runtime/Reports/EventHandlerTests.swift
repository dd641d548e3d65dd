import Foundation
import Lexicon
import LexiconRawFiles
import LexiconTestSupport
import LexiconTesting
import Testing

/// Every parameter that takes a report handler takes a plain closure too, alone or beside a named
/// handler. Each test compiles one form and checks the reports really arrive.
@Suite struct EventHandlerTests {
  enum ShopStrings: String, Localizable {
    static var table: String { "Shop" }
    case title, nowhere, welcome
  }

  static let provider = InMemoryProvider(values: [
    "en": ["Shop": ["title": .text("Shop"), "welcome": .text("Welcome, %d!")]]
  ])

  /// Resolves a missing key and formats a mismatched one through `configuration` (only the
  /// missing key when `formats` is false).
  func exercise(_ configuration: LocalizationConfiguration, formats: Bool = true) {
    Localization.withLocalization(Localization(configuration: configuration)) {
      _ = ShopStrings.nowhere.description
      if formats { _ = ShopStrings.welcome("Ann") }
    }
  }

  func configuration(
    _ build: (InMemoryProvider) -> LocalizationConfiguration
  ) -> LocalizationConfiguration {
    var configuration = build(Self.provider)
    configuration.persistence = .none
    configuration.supportedLanguages = []
    configuration.language = "en"
    return configuration
  }

  @Test func aClosureForMissingKeys() {
    let keys = Locked<[String]>([])
    exercise(
      configuration {
        LocalizationConfiguration(
          providers: [$0], tableFiles: .raw, onMissingKey: { report in keys.append(report.key) })
      })
    #expect(keys.value == ["nowhere"])
  }

  @Test func aClosureForFormatProblems() {
    let problems = Locked<[String]>([])
    exercise(
      configuration {
        LocalizationConfiguration(
          providers: [$0], tableFiles: .raw,
          onFormatProblem: { problem in problems.append(problem.key) })
      })
    #expect(problems.value == ["welcome"])
  }

  @Test func aClosureBesideANamedHandler() {
    let keys = Locked<[String]>([])
    let problems = Locked<[String]>([])
    exercise(
      configuration {
        LocalizationConfiguration(
          providers: [$0], tableFiles: .raw, onMissingKey: { keys.append($0.key) },
          onFormatProblem: .ignore)
      })
    exercise(
      configuration {
        LocalizationConfiguration(
          providers: [$0], tableFiles: .raw, onMissingKey: .ignore,
          onFormatProblem: { problems.append($0.key) })
      })
    #expect(keys.value == ["nowhere"])
    #expect(problems.value == ["welcome"])
  }

  @Test func closuresForBoth() {
    let reports = Locked<[String]>([])
    exercise(
      configuration {
        LocalizationConfiguration(
          providers: [$0], tableFiles: .raw, missingKeyPolicy: .marked,
          onMissingKey: { report in reports.append("miss \(report.key)") },
          onFormatProblem: { problem in reports.append("problem \(problem.key)") })
      })
    #expect(reports.value == ["miss nowhere", "problem welcome"])
  }

  @Test func namedHandlersStillWork() {
    let recorder = MissingKeyRecorder()
    exercise(
      configuration {
        LocalizationConfiguration(providers: [$0], tableFiles: .raw, onMissingKey: .ignore)
      })
    // (These write nothing: the missing key is reported to the ignoring handler only.)
    exercise(
      configuration {
        LocalizationConfiguration(
          providers: [$0], tableFiles: .raw, onMissingKey: .ignore, onFormatProblem: .systemLog)
      }, formats: false)
    exercise(
      configuration {
        LocalizationConfiguration(
          providers: [$0], tableFiles: .raw, onMissingKey: recorder.handler,
          onFormatProblem: .standardError)
      }, formats: false)
    #expect(recorder.reports.map(\.key) == ["nowhere"])
  }

  static let brokenFiles = ["en.lproj/Shop.strings": "\"title\" = \"Shop\";\n\"oops\" = ;\n"]

  @Test func closuresForBundleDiagnostics() throws {
    let messages = Locked<[String]>([])
    try TemporaryBundle.with(Self.brokenFiles) { bundle, _ in
      let provider = BundleProvider(bundle: bundle, onDiagnostic: { messages.append($0.message) })
      _ = provider.table(
        for: TableRequest(language: "en", table: "Shop", bundle: bundle, tableFiles: .raw))
      BundleProvider.invalidateCache(for: bundle)
      let trailing = BundleProvider { messages.append("trailing: \($0.severity)") }
      _ = trailing.table(
        for: TableRequest(language: "en", table: "Shop", bundle: bundle, tableFiles: .raw))
      BundleProvider.invalidateCache(for: bundle)
      let labelled = BundleProvider(onDiagnostic: { messages.append("labelled: \($0.line)") })
      _ = labelled.table(
        for: TableRequest(language: "en", table: "Shop", bundle: bundle, tableFiles: .raw))
      BundleProvider.invalidateCache(for: bundle)
      let named = BundleProvider(bundle: bundle, onDiagnostic: .ignore)
      _ = named.table(
        for: TableRequest(language: "en", table: "Shop", bundle: bundle, tableFiles: .raw))
      BundleProvider.invalidateCache(for: bundle)
    }
    #expect(messages.value.count == 3)
    #expect(messages.value.dropFirst() == ["trailing: error", "labelled: 2"])
  }
}
