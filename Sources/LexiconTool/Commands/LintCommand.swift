import Foundation
import Lexicon
import LexiconConfiguration

/// `lexicon lint PATH...`: checks localization files the way an app reads them, and reports
/// each problem as `path:line:column: error|warning: message [rule-id]`.
///
/// The paths may be files, `.lproj` folders, resource folders or a whole package; every
/// `.strings`, `.stringsdict` and `.xcstrings` under them is found, and the files are grouped by
/// table and language. The rules (``LintRule``) cover syntax errors (every one), duplicate keys,
/// keys missing in a language or absent from the development language, format specifiers that
/// do not fit the development value, plural forms a language needs or never uses, invalid
/// specifiers, empty values, String Catalog strings still `new` or `needs_review`, and catalogs
/// without a usable `sourceLanguage`.
///
/// ```
/// $ lexicon lint Sources/App/Resources
/// Sources/App/Resources/en.lproj/Login.strings:3:17: error: "login.title" is not translated into ru (Sources/App/Resources/ru.lproj/Login.strings) [missing-translation]
/// Sources/App/Resources/ru.lproj/Login.strings:4:13: error: "welcome" in ru: translation uses %d for argument 1 where the source has %@ [format-mismatch]
/// ```
///
/// Findings are sorted (path, line, column, rule) on standard output; a summary goes to standard
/// error. `--format json` prints one JSON object instead. `--strict` makes warnings errors.
/// Rules are turned off or re-ranked by id in `.lexicon-lint.json` (``LintConfiguration``).
///
/// With the app's languages — `--supported-languages en,ru,ar`, the `supportedLanguages` (or
/// T21Environment's `languages`) of the app's configuration file given with
/// `--app-configuration Lexicon.json`, or `supportedLanguages` in `.lexicon-lint.json` — every
/// resource folder must have each of them (`missing-language`): a feature module without a whole
/// language is found, not only a table missing beside its siblings.
///
/// With `--experiments FILE` (``ExperimentsFile``), every copy experiment is checked against the
/// files as devices check it (`experiment`): its table and keys must exist in the development
/// language, its languages in the table, and each variant's value must fit the key's arguments
/// and plural forms.
///
/// Exit status: 0 when nothing is an error (warnings alone pass), 1 when a finding is an error,
/// 64 for a wrong command line or configuration, 66 when a path does not exist, holds no
/// localization file or cannot be read.
struct LintCommand: Command {
  static let name = "lint"
  static let abstract =
    "Check localization files: syntax, missing keys, formats and plurals."
  static let usage =
    "lexicon lint PATH... [--format text|json] [--strict] [--config FILE] "
    + "[--development-language LANGUAGE] [--supported-languages LANGUAGE,...] "
    + "[--app-configuration Lexicon.json] [--experiments FILE]"
  static let valueOptions: Set<String> = [
    "format", "config", "development-language", "supported-languages", "app-configuration",
    "experiments",
  ]
  static let flagNames: Set<String> = ["strict"]

  /// The paths to lint.
  let paths: [String]
  /// Whether to print JSON.
  let printsJSON: Bool
  /// Whether warnings are errors.
  let isStrict: Bool
  /// The configuration file given with `--config`.
  let configurationPath: String?
  /// The development language given on the command line.
  let developmentLanguage: String?
  /// The app's languages given on the command line (canonical), if any.
  let supportedLanguages: [String]?
  /// The app's configuration file given with `--app-configuration`.
  let appConfigurationPath: String?
  /// The copy experiments checked with the files, given with `--experiments`.
  let experimentsPath: String?

  init(arguments: Arguments) throws(ToolError) {
    guard !arguments.positional.isEmpty else { throw .usage("lint needs at least one PATH") }
    switch arguments.value("format") ?? "text" {
    case "text": printsJSON = false
    case "json": printsJSON = true
    case let other: throw .usage("unknown format '\(other)': expected text or json")
    }
    if let language = arguments.value("development-language"), LanguageTag(language) == nil {
      throw .usage("'\(language)' is not a language tag")
    }
    if let list = arguments.value("supported-languages") {
      var languages: [String] = []
      for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        guard let tag = LanguageTag(name), tag.language != "und" else {
          throw .usage("'\(name)' in --supported-languages is not a language tag")
        }
        if !languages.contains(tag.identifier) { languages.append(tag.identifier) }
      }
      supportedLanguages = languages
    } else {
      supportedLanguages = nil
    }
    appConfigurationPath = arguments.value("app-configuration")
    experimentsPath = arguments.value("experiments")
    paths = arguments.positional
    isStrict = arguments.flag("strict")
    configurationPath = arguments.value("config")
    developmentLanguage = arguments.value("development-language")
  }

  func run(console: Console) async throws(ToolError) -> ExitCode {
    var configuration = try LintConfiguration.resolve(
      configurationPath, for: paths, console: console)
    if let developmentLanguage { configuration.developmentLanguage = developmentLanguage }
    if let appConfigurationPath {
      let file = try Self.appConfiguration(appConfigurationPath, console: console)
      configuration.supportedLanguages = file.supportedLanguages ?? []
      if configuration.developmentLanguage == nil {
        configuration.developmentLanguage = file.developmentLanguage
      }
    }
    if let supportedLanguages { configuration.supportedLanguages = supportedLanguages }
    var report = try Linter(configuration: configuration).lint(paths)
    if let experimentsPath {
      let file = try ExperimentsFile.read(experimentsPath)
      let (content, _) = try ExportContent.read(
        paths, developmentLanguage: configuration.developmentLanguage,
        excludedPaths: configuration.excludedPaths)
      let language = LanguageTag(configuration.developmentLanguage ?? "en")?.identifier ?? "en"
      report.findings = (report.findings + file.check(content, developmentLanguage: language))
        .sorted()
    }
    if isStrict { report = report.strict }
    if printsJSON {
      console.print(Self.json(report).rendered)
    } else {
      report.findings.map(\.description).forEach(console.print)
      console.printError("lint: " + report.summary)
    }
    return report.errorCount > 0 ? .findings : .success
  }

  /// Reads the app's configuration file (`Lexicon.json`, or T21Environment's
  /// `environments.json`); a file with problems is refused, each problem printed in the
  /// compiler's form.
  static func appConfiguration(_ path: String, console: Console) throws(ToolError)
    -> ConfigurationFile
  {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ToolError(
        "cannot read the app configuration '\(path)': \(error.localizedDescription)",
        exitCode: .noInput)
    }
    let file = ConfigurationFile(parsing: data, file: path)
    guard file.problems.isEmpty else {
      file.problems.map(\.diagnostic.description).forEach(console.printError)
      throw .usage("'\(path)' is not a valid app configuration")
    }
    return file
  }

  /// The JSON form of a report: `findings` (each with `path`, `line`, `column`, `severity`,
  /// `message` and `rule`), and a `summary` of counts.
  static func json(_ report: LintReport) -> JSONOutput {
    .object([
      "findings": .array(
        report.findings.map { finding in
          .object([
            "path": .string(finding.path), "line": .number(finding.line),
            "column": .number(finding.column), "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message), "rule": .string(finding.rule.id),
          ])
        }),
      "summary": .object([
        "errors": .number(report.errorCount), "warnings": .number(report.warningCount),
        "files": .number(report.fileCount), "tables": .number(report.tableCount),
        "languages": .array(report.languages.map(JSONOutput.string)),
        "rules": .object(
          Dictionary(
            uniqueKeysWithValues: report.countsByRule.map { ($0.key.id, .number($0.value)) })),
      ]),
    ])
  }
}
