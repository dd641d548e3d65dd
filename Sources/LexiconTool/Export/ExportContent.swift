import Foundation
import Lexicon
import LexiconReading
import LexiconRemote

/// What `lexicon export` publishes: every value of every language of the tables under some
/// paths, as the app reads them — `.strings`, `.stringsdict` and `.xcstrings` merged as the
/// runtime merges them, `Base` under the development language — after the checks that keep a
/// bad translation from reaching devices.
///
/// The files are found, parsed and checked by the linter, with only the rules that would let a
/// translation break on a device: `parse-error`, `format-mismatch` (errors: an argument of
/// another kind or position than the development value's), `invalid-specifier`,
/// `plural-missing-category` (a plural form the language's CLDR rules need) and
/// `source-language`. A key missing in a language is no error: the device falls back to the
/// bundle for it.
///
/// ```swift
/// let (content, findings) = try ExportContent.read(["Sources/App/Resources"], configuration: configuration)
/// if findings.contains(where: { $0.severity == .error }) { /* refuse */ }
/// content.tables(of: "ru")   // ["Login": ["title": .text("Войти")], …]
/// ```
struct ExportContent: Sendable {
  /// Each language's tables, by table name and key, with where each value is written.
  var languages: [String: [String: [String: LintEntry]]]
  /// The copy experiments exported with the tables (`--experiments`), if any.
  var experimentsFile: ExperimentsFile?

  /// The rules an export runs; an error of any of them refuses the export.
  static let rules: Set<LintRule> = [
    .parseError, .formatMismatch, .invalidSpecifier, .pluralMissingCategory, .sourceLanguage,
  ]

  /// The values of a language, by table and key.
  func tables(of language: String) -> [String: [String: LocalizedValue]] {
    (languages[language] ?? [:]).mapValues { entries in entries.compactMapValues(\.value) }
  }

  /// The copy experiments of a language's keys, by table and key.
  func experiments(of language: String) -> [String: [String: RemoteExperiment]] {
    experimentsFile?.experiments(of: language, content: self) ?? [:]
  }

  /// The languages, sorted.
  var languageTags: [String] { languages.keys.sorted() }

  /// The number of values over every language and table.
  var valueCount: Int {
    languages.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }
  }

  /// Reads and checks the tables under `paths`.
  ///
  /// - Parameters:
  ///   - paths: Files, `.lproj` folders, resource folders or whole packages.
  ///   - developmentLanguage: The language translations are checked against (`en` when `nil`,
  ///     unless a String Catalog names its source language).
  ///   - excludedPaths: Paths left out, as in `.lexicon-lint.json`.
  /// - Returns: The content, and the findings: errors refuse the export.
  /// - Throws: ``ToolError`` when a path does not exist, holds no localization file or cannot
  ///   be read.
  static func read(_ paths: [String], developmentLanguage: String?, excludedPaths: [String] = [])
    throws(ToolError) -> (content: ExportContent, findings: [LintFinding])
  {
    var configuration = LintConfiguration()
    configuration.developmentLanguage = developmentLanguage
    configuration.excludedPaths = excludedPaths
    configuration.disabledRules = Set(LintRule.allCases).subtracting(rules)
    let (report, tables) = try Linter(configuration: configuration).lintTables(paths)
    var findings = report.findings
    var languages: [String: [String: [String: LintEntry]]] = [:]
    for table in tables {
      for (language, entries) in table.content {
        guard let tag = LanguageTag(language), tag.language != "und" else { continue }
        var merged = languages[tag.identifier]?[table.name] ?? [:]
        for (key, entry) in entries {
          if let other = merged[key], other.value != entry.value {
            findings.append(
              LintFinding(
                path: entry.path, line: entry.position.line, column: entry.position.column,
                severity: .error,
                message: "\(LintFinding.quoted(key)) in \(tag.identifier) has another value in "
                  + "\(other.path):\(other.position.line):\(other.position.column); tables "
                  + "named \(LintFinding.quoted(table.name)) are one table on devices",
                rule: .duplicateKey))
            continue
          }
          merged[key] = entry
        }
        languages[tag.identifier, default: [:]][table.name] = merged
      }
    }
    return (ExportContent(languages: languages), findings.sorted())
  }
}
