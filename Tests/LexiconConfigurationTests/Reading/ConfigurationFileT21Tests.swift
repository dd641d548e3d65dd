import Foundation
import Lexicon
import LexiconConfiguration
import LexiconEnvironment
import Testing

/// T21Environment's `environments.json`, read as it is, and environments without version folders
/// (issue 25).
@Suite struct ConfigurationFileT21Tests {
  static func problems(_ file: ConfigurationFile) -> [String] {
    ConfigurationFileTests.problems(file.problems)
  }

  static func parse(_ text: String) -> ConfigurationFile {
    ConfigurationFile(parsing: Data(text.utf8), file: "environments.json")
  }

  @Test func languagesAreTheSupportedLanguagesAndTheFirstIsTheDevelopmentLanguage() {
    let file = Self.parse(
      #"{"languages": ["es", "ca", "en"], "configurations": {"Debug": {"base_url": "https://dev"}}}"#
    )
    #expect(Self.problems(file) == [])
    #expect(file.supportedLanguages == ["es", "ca", "en"])
    #expect(file.developmentLanguage == "es")
    #expect(
      file.configurations == [
        .debug: ConfigurationFile.Entry(environment: nil, variables: ["base_url": "https://dev"])
      ])
    let settings = file.resolved(for: .debug, version: AppVersion("2.0"))
    #expect(settings.supportedLanguages == ["es", "ca", "en"])
    #expect(settings.developmentLanguage == "es")
    #expect(
      settings.environment
        == LocalizationEnvironment(name: .development, version: AppVersion("2.0")))
    #expect(settings.variables == ["base_url": "https://dev"])
  }

  @Test func anExplicitDevelopmentLanguageWins() {
    let file = Self.parse(#"{"languages": ["es", "en"], "developmentLanguage": "en"}"#)
    #expect(file.developmentLanguage == "en")
    #expect(Self.problems(file) == [])
  }

  /// Every member of a configuration is a variable, `environment` and `variables` included.
  @Test func everyMemberOfAConfigurationIsAVariable() throws {
    let file = Self.parse(
      #"""
      {
        "languages": ["en"],
        "configurations": {
          "Release": {"environment": "staging", "variables": 3, "timeouts": {"request": 30}}
        }
      }
      """#)
    #expect(Self.problems(file) == [])
    let settings = file.resolved(for: .release, version: nil)
    #expect(settings.environment.name == .production)
    #expect(try settings.variables.string("environment") == "staging")
    #expect(try settings.variables.int("variables") == 3)
    #expect(settings.variables["timeouts"] == ["request": 30])
  }

  /// The same typed errors, with paths, lines and columns.
  @Test func problemsAreTypedWithTheirPlace() {
    let file = Self.parse(
      #"""
      {
        "languages": ["es", "xx_", "ES", 4],
        "supportedLanguages": ["en"],
        "configurations": {
          "Debug": "https://dev",
          "Release": {"base_url": 1e999}
        }
      }
      """#)
    #expect(
      Self.problems(file) == [
        #"2:23: languages[1]: "xx_" is not a language tag"#,
        #"2:30: languages[2]: duplicate language "es""#,
        "2:36: languages[3]: expected a language tag, found 4",
        "3:3: supportedLanguages: unknown field; expected one of languages, developmentLanguage, "
          + "customEnvironments, variables, configurations",
        #"5:14: configurations.Debug: expected an object of variables such as {"base_url": "https://example.com"}, found "https://dev""#,
        "6:29: configurations.Release.base_url: number 1e999 is out of range",
      ])
    #expect(file.supportedLanguages == ["es"])
    #expect(file.developmentLanguage == "es")
  }

  @Test func aBundleWithoutLexiconJSONReadsEnvironmentsJSON() throws {
    let bundle = try ConfigurationFixtures.bundle("T21")
    let settings = try AppConfiguration.load(
      from: .bundle(bundle), buildConfiguration: .current(in: bundle),
      version: .current(in: bundle))
    #expect(settings.buildConfiguration == .release)
    #expect(settings.supportedLanguages == ["es", "ca", "en"])
    #expect(settings.developmentLanguage == "es")
    #expect(
      settings.environment
        == LocalizationEnvironment(name: .production, version: AppVersion("1.2.0")))
    #expect(try settings.variables.url("base_url") == URL(string: "https://example.com/api"))
    #expect(try settings.variables.bool("analytics"))
    #expect(settings.variables["timeouts"] == ["request": 30, "resource": 120])
    let configuration = settings.localizationConfiguration(persistence: .none)
    #expect(configuration.supportedLanguages == ["es", "ca", "en"])
    #expect(configuration.developmentLanguage == "es")
  }

  // MARK: - Unversioned environments

  @Test func aConfigurationMaySayItsEnvironmentIsUnversioned() {
    let file = Self.parse(
      #"""
      {
        "configurations": {
          "Debug": {"environment": "development", "versioned": false},
          "Release": {"environment": "production", "versioned": true},
          "QA": {"environment": "staging", "versioned": "no"}
        }
      }
      """#)
    #expect(
      Self.problems(file) == [
        #"5:51: configurations.QA.versioned: expected true or false, found "no""#
      ])
    let version = AppVersion("1.0.0")
    #expect(
      file.resolved(for: .debug, version: version).environment
        == LocalizationEnvironment(name: .development, version: nil))
    #expect(
      file.resolved(for: .release, version: version).environment
        == LocalizationEnvironment(name: .production, version: version))
    #expect(
      file.resolved(for: "QA", version: version).environment
        == LocalizationEnvironment(name: .staging, version: version))
  }
}
