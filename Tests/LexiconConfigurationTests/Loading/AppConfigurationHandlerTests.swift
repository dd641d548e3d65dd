import Foundation
import Lexicon
import LexiconConfiguration
import LexiconTesting
import Testing

/// `AppConfiguration`'s handler parameters take plain closures too: problems of the file, and the
/// handlers of the `LocalizationConfiguration` it builds.
@Suite struct AppConfigurationHandlerTests {
  enum ShopStrings: String, Localizable {
    static var table: String { "Shop" }
    case title, nowhere
  }

  static let provider = InMemoryProvider(values: [
    "en": ["Shop": ["title": .text("Shop")]]
  ])

  @Test func closuresForConfigurationProblems() {
    let problems = Locked<[String]>([])
    let settings = AppConfiguration.loadOrDefault(
      from: .data(Data(#"{"developmentLanguage": 7}"#.utf8), name: "Lexicon.json"),
      buildConfiguration: "Release", version: nil,
      onProblem: { problems.append("\($0.line):\($0.column)") })
    #expect(problems.value == ["1:25"])

    let keys = Locked<[String]>([])
    var configuration = settings.localizationConfiguration(
      providers: [Self.provider], language: "en", onMissingKey: { keys.append($0.key) },
      persistence: .none)
    configuration.supportedLanguages = []
    Localization.withLocalization(Localization(configuration: configuration)) {
      _ = ShopStrings.nowhere.description
    }
    #expect(keys.value == ["nowhere"])
  }
}
