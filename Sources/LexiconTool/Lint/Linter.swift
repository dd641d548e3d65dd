import Dispatch
import Foundation
import Lexicon
import LexiconFormats

/// Runs `lexicon lint`: finds the localization files under some paths, parses each once with
/// the locations of its entries, groups them into tables, and runs every enabled rule
/// (``LintRule``) on each table.
///
/// ```swift
/// let report = try Linter(configuration: LintConfiguration()).lint(["Sources/App/Resources"])
/// for finding in report.findings { print(finding) }   // path:line:column: error: … [rule-id]
/// ```
///
/// Files are parsed, and tables checked, on all cores; the findings are sorted, so the output is
/// the same on every run.
public struct Linter: Sendable {
  /// What to check.
  public var configuration: LintConfiguration

  /// Creates a linter.
  /// - Parameter configuration: What to check; every rule by default.
  public init(configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
  }

  /// Lints every localization file under `paths`.
  /// - Parameter paths: Files, `.lproj` folders, resource folders or whole packages.
  /// - Returns: The findings.
  /// - Throws: ``ToolError`` with ``ExitCode/noInput`` for a path that does not exist or holds
  ///   no localization file, or a file that cannot be read; ``ExitCode/usage`` for a file of
  ///   another kind.
  public func lint(_ paths: [String]) throws(ToolError) -> LintReport {
    try lintTables(paths).report
  }

  /// Lints every localization file under `paths` and returns the tables checked too, for
  /// commands that go on to use their content (`lexicon export`).
  /// - Parameter paths: Files, `.lproj` folders, resource folders or whole packages.
  /// - Returns: The findings, and each table of each resource folder, sorted by folder and name.
  /// - Throws: What ``lint(_:)`` throws.
  func lintTables(_ paths: [String]) throws(ToolError) -> (report: LintReport, tables: [LintTable])
  {
    let sources = try LintSource.find(in: paths, configuration: configuration)
    let parsed = try Self.parse(sources)
    return lint(parsed)
  }

  /// The language `.lproj` tables are compared with.
  private var developmentLanguage: String {
    ParsedSource.canonical(configuration.developmentLanguage ?? "en")
  }

  /// Checks parsed files: each file alone, then each table's languages with its source, both
  /// on all cores.
  private func lint(_ parsed: [ParsedSource]) -> (report: LintReport, tables: [LintTable]) {
    let developmentLanguage = developmentLanguage
    let configuration = configuration
    let reviewed = Self.concurrentMap(parsed) { file in
      ReviewedFile(file, developmentLanguage: developmentLanguage, configuration: configuration)
    }
    struct TableKey: Hashable {
      var root: String
      var name: String
    }
    let grouped = Dictionary(grouping: reviewed) {
      TableKey(root: $0.file.source.root, name: $0.file.source.table)
    }
    var folderLanguages: [String: Set<String>] = [:]
    for file in parsed {
      guard let language = file.source.folderLanguage else { continue }
      folderLanguages[file.source.root, default: []].insert(ParsedSource.canonical(language))
    }
    var findings = LintFindings(configuration: configuration)
    var comparisons: [LintComparison] = []
    var tables: [LintTable] = []
    for key in grouped.keys.sorted(by: { ($0.root, $0.name) < ($1.root, $1.name) }) {
      let table = LintTable(
        name: key.name, files: grouped[key] ?? [], developmentLanguage: developmentLanguage,
        folderLanguages: folderLanguages[key.root] ?? [])
      comparisons += table.comparisons(into: &findings)
      tables.append(table)
    }
    let compared = Self.concurrentMap(comparisons) { comparison in
      var findings = LintFindings(configuration: configuration)
      comparison.check(into: &findings)
      return findings
    }
    if !configuration.supportedLanguages.isEmpty {
      for module in LintModule.modules(of: reviewed, developmentLanguage: developmentLanguage) {
        module.checkLanguages(
          configuration.supportedLanguages, developmentLanguage: developmentLanguage,
          into: &findings)
      }
    }
    for file in reviewed { findings.append(contentsOf: file.findings) }
    for result in compared { findings.append(contentsOf: result) }
    var languages: Set<String> = []
    for file in reviewed {
      for (language, _) in file.languages where language != LintTable.base {
        languages.insert(language)
      }
    }
    let report = LintReport(
      findings: findings.findings, fileCount: parsed.count, tableCount: grouped.count,
      languages: Array(languages))
    return (report, tables)
  }

  /// `transform` applied to every element, on all cores, in order.
  private static func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    let results = LockedValue([Int: Result]())
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
      let result = transform(elements[index])
      results.withLock { $0[index] = result }
    }
    let all = results.withLock { $0 }
    return elements.indices.compactMap { all[$0] }
  }

  /// Reads and parses every file, on all cores.
  private static func parse(_ sources: [LintSource]) throws(ToolError) -> [ParsedSource] {
    let results = concurrentMap(sources) { source -> Result<ParsedSource, ToolError> in
      do {
        let data = try Data(contentsOf: source.url)
        return .success(
          ParsedSource(
            source: source,
            located: LocalizationFile.parseLocated(data, kind: source.kind, path: source.path)))
      } catch {
        return .failure(
          ToolError(
            "cannot read '\(source.path)': \(error.localizedDescription)", exitCode: .noInput))
      }
    }
    return try results.map { result throws(ToolError) in try result.get() }
  }
}
