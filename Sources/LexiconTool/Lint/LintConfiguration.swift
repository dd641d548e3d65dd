import Foundation
import Lexicon
import LexiconFormats
import LexiconReading

/// What `lexicon lint` checks, read from a `.lexicon-lint.json` file:
///
/// ```json
/// {
///   "developmentLanguage": "en",
///   "disabledRules": ["extra-key", "catalog-state"],
///   "severity": { "empty-value": "error" },
///   "exclude": ["Pods", "Vendor/SDK"],
///   "supportedLanguages": ["en", "ru", "ar"]
/// }
/// ```
///
/// Every field is optional. `developmentLanguage` is the language `.lproj` tables are compared
/// with (`en` when absent; a String Catalog always uses its own `sourceLanguage`);
/// `disabledRules` turns rules off by id; `severity` makes a rule's findings errors or warnings;
/// `exclude` skips files under the given paths, relative to the configuration file's folder;
/// `supportedLanguages` are the languages the app offers, which every resource folder must have
/// (`missing-language`).
///
/// The tool uses the file given with `--config`, or else the first `.lexicon-lint.json` found
/// in the folder of the first path linted or one of its parents. A field it does not know, a
/// rule id that does not exist or a value of the wrong type is an error naming the file, line
/// and column, with a suggestion for a misspelling.
public struct LintConfiguration: Sendable, Hashable {
  /// The usual name of the file.
  public static let fileName = ".lexicon-lint.json"

  /// The language `.lproj` tables are compared with; `nil` means `en`.
  public var developmentLanguage: String?
  /// The rules that do not run.
  public var disabledRules: Set<LintRule> = []
  /// Severities that replace the rules' defaults.
  public var severities: [LintRule: Diagnostic.Severity] = [:]
  /// Folders and files not linted, as absolute paths.
  public var excludedPaths: [String] = []
  /// The languages the app offers (canonical): every resource folder must have each of them, or
  /// a parent it falls back to (`missing-language`). Empty: not checked.
  public var supportedLanguages: [String] = []
  /// The file the configuration was read from, if any.
  public var source: String?

  /// A configuration that runs every rule with its default severity.
  public init() {}

  /// The severity of a rule's findings, or `nil` when the rule is disabled.
  /// - Parameter rule: The rule.
  /// - Returns: The configured severity, the rule's default, or `nil`.
  public func severity(of rule: LintRule) -> Diagnostic.Severity? {
    disabledRules.contains(rule) ? nil : severities[rule] ?? rule.defaultSeverity
  }

  /// Whether `path` (absolute, standardized) is under an excluded path.
  func excludes(_ path: String) -> Bool {
    excludedPaths.contains { path == $0 || path.hasPrefix($0 + "/") }
  }

  /// Reads a configuration file.
  /// - Parameters:
  ///   - url: The file.
  ///   - path: The path printed in errors; the file's path by default.
  /// - Returns: The configuration.
  /// - Throws: ``ToolError`` with ``ExitCode/noInput`` when the file cannot be read, or with
  ///   ``ExitCode/usage`` whose message is `path:line:column: error: message` when it is not
  ///   valid.
  public static func load(from url: URL, path: String? = nil) throws(ToolError)
    -> LintConfiguration
  {
    let path = path ?? url.path
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ToolError(
        "cannot read the configuration '\(path)': \(error.localizedDescription)",
        exitCode: .noInput)
    }
    var configuration = try parse(
      Array(data), path: path, folder: url.deletingLastPathComponent().standardizedFileURL.path)
    configuration.source = path
    return configuration
  }

  /// Parses the text of a configuration file.
  /// - Parameters:
  ///   - bytes: The file's UTF-8 bytes.
  ///   - path: The path printed in errors.
  ///   - folder: The folder `exclude` paths are relative to.
  /// - Returns: The configuration.
  /// - Throws: ``ToolError`` with ``ExitCode/usage`` naming the line and column of the problem.
  static func parse(_ bytes: [UInt8], path: String, folder: String) throws(ToolError)
    -> LintConfiguration
  {
    let lines = SourceLines(bytes)
    func failure(_ message: String, at offset: Int) -> ToolError {
      let (line, column) = lines.location(of: offset)
      return .usage("\(path):\(line):\(column): error: \(message)")
    }
    let (root, problems) = JSONReader.read(bytes)
    if let problem = problems.first { throw failure(problem.message, at: problem.offset) }
    guard let root, let members = root.members else {
      throw failure("the configuration must be a JSON object", at: root?.offset ?? 0)
    }
    var configuration = LintConfiguration()
    func rule(_ id: String?, at offset: Int, found: String) throws(ToolError) -> LintRule {
      guard let id else {
        throw failure("expected a rule id in double quotes, found \(found)", at: offset)
      }
      guard let rule = LintRule(rawValue: id) else {
        let ids = LintRule.allCases.map(\.id)
        let hint = Suggestion.closest(to: id, among: ids).map { " (did you mean \"\($0)\"?)" }
        throw failure(
          "unknown rule \"\(id)\"\(hint ?? ""); the rules are " + ids.joined(separator: ", "),
          at: offset)
      }
      return rule
    }
    func elements(of value: JSONNode, _ field: String, _ expected: String) throws(ToolError)
      -> [JSONNode]
    {
      guard let elements = value.elements else {
        throw failure(
          "\(field): expected \(expected), found \(value.foundDescription)", at: value.offset)
      }
      return elements
    }
    for member in members {
      let value = member.value
      switch member.key {
      case "developmentLanguage":
        guard let language = value.string, LanguageTag(language) != nil else {
          throw failure(
            "developmentLanguage: expected a language tag such as \"en\", found \(value.foundDescription)",
            at: value.offset)
        }
        configuration.developmentLanguage = language
      case "disabledRules":
        for element in try elements(of: value, "disabledRules", "an array of rule ids") {
          configuration.disabledRules.insert(
            try rule(element.string, at: element.offset, found: element.foundDescription))
        }
      case "severity":
        guard let entries = value.members else {
          throw failure(
            "severity: expected an object of rule id → \"error\" or \"warning\", found "
              + value.foundDescription, at: value.offset)
        }
        for entry in entries {
          let id = try rule(entry.key, at: entry.keyOffset, found: "")
          guard let text = entry.value.string, let severity = Diagnostic.Severity(rawValue: text)
          else {
            throw failure(
              "severity of \(entry.key): expected \"error\" or \"warning\", found "
                + entry.value.foundDescription, at: entry.value.offset)
          }
          configuration.severities[id] = severity
        }
      case "exclude":
        for element in try elements(of: value, "exclude", "an array of paths") {
          guard let relative = element.string, !relative.isEmpty else {
            throw failure(
              "exclude: expected a path in double quotes, found \(element.foundDescription)",
              at: element.offset)
          }
          let absolute =
            relative.hasPrefix("/")
            ? relative : (folder as NSString).appendingPathComponent(relative)
          configuration.excludedPaths.append(
            URL(fileURLWithPath: absolute).standardizedFileURL.path)
        }
      case "supportedLanguages":
        for element in try elements(of: value, "supportedLanguages", "an array of language tags") {
          guard let language = element.string.flatMap(LanguageTag.init), language.language != "und"
          else {
            throw failure(
              "supportedLanguages: expected a language tag such as \"ru\", found "
                + element.foundDescription, at: element.offset)
          }
          if !configuration.supportedLanguages.contains(language.identifier) {
            configuration.supportedLanguages.append(language.identifier)
          }
        }
      default:
        let fields = [
          "developmentLanguage", "disabledRules", "severity", "exclude", "supportedLanguages",
        ]
        let hint = Suggestion.closest(to: member.key, among: fields).map {
          " (did you mean \"\($0)\"?)"
        }
        throw failure(
          "unknown field \"\(member.key)\"\(hint ?? ""); expected one of "
            + fields.joined(separator: ", "),
          at: member.keyOffset)
      }
    }
    return configuration
  }

  /// The configuration a command uses: the file given with `--config`, else the one ``find(for:)``
  /// finds, else the defaults.
  /// - Parameters:
  ///   - path: The file given with `--config`, or `nil`.
  ///   - paths: The paths given on the command line.
  ///   - console: Where a problem in the file is printed, in the compiler's form.
  /// - Returns: The configuration.
  /// - Throws: ``ToolError`` with ``ExitCode/usage`` when the file is not a valid configuration,
  ///   ``ExitCode/noInput`` when it cannot be read.
  static func resolve(_ path: String?, for paths: [String], console: Console) throws(ToolError)
    -> LintConfiguration
  {
    guard let url = path.map(URL.init(fileURLWithPath:)) ?? find(for: paths) else {
      return LintConfiguration()
    }
    let shown = path ?? url.path
    do {
      return try load(from: url, path: shown)
    } catch  where error.exitCode == .usage {
      // The problem in the compiler's form, so an editor jumps to it.
      console.printError(error.message)
      throw .usage("'\(shown)' is not a valid lint configuration")
    }
  }

  /// The configuration file for a lint of `paths`: the first `.lexicon-lint.json` in the folder
  /// of the first path or one of its parents.
  /// - Parameter paths: The paths given on the command line.
  /// - Returns: The file, or `nil` when there is none.
  static func find(for paths: [String]) -> URL? {
    guard let first = paths.first else { return nil }
    var isFolder: ObjCBool = false
    var folder = URL(fileURLWithPath: first).standardizedFileURL
    if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
      || !isFolder.boolValue
    {
      folder.deleteLastPathComponent()
    }
    while true {
      let candidate = folder.appendingPathComponent(fileName)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }
}
