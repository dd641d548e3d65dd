import Lexicon
import LexiconConfiguration
import LexiconEnvironment
import Testing

/// A case of ``ConfigurationFileTests``: a malformed or incomplete configuration file, every
/// problem it must report (as `line:column: message`), and what the app still gets for the
/// `Release` configuration.
struct MalformedFile: Sendable, CustomTestStringConvertible {
  var json: String
  var problems: [String]
  var supportedLanguages: [String] = []
  var developmentLanguage = "en"
  var environment: EnvironmentName = .production
  var variables: ConfigurationVariables = [:]

  var testDescription: String { problems.first ?? json }
}
