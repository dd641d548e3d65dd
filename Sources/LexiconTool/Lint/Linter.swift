import Dispatch
import Foundation
import Lexicon

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
    let sources = try LintSource.find(in: paths, configuration: configuration)
    let parsed = try Self.parse(sources)
    return lint(parsed)
  }

  /// The language `.lproj` tables are compared with.
  private var developmentLanguage: String {
    ParsedSource.canonical(configuration.developmentLanguage ?? "en")
  }

  /// Checks parsed files.
  private func lint(_ parsed: [ParsedSource]) -> LintReport {
    struct TableKey: Hashable {
      var root: String
      var name: String
    }
    let grouped = Dictionary(grouping: parsed) {
      TableKey(root: $0.source.root, name: $0.source.table)
    }
    var folderLanguages: [String: Set<String>] = [:]
    for file in parsed {
      guard let language = file.source.folderLanguage else { continue }
      folderLanguages[file.source.root, default: []].insert(ParsedSource.canonical(language))
    }
    let tables = grouped.keys.sorted { ($0.root, $0.name) < ($1.root, $1.name) }.map { key in
      LintTable(
        name: key.name, files: grouped[key] ?? [], developmentLanguage: developmentLanguage,
        folderLanguages: folderLanguages[key.root] ?? [])
    }
    let results = LockedValue([LintFindings]())
    DispatchQueue.concurrentPerform(iterations: tables.count) { index in
      var findings = LintFindings(configuration: configuration)
      tables[index].check(into: &findings)
      results.withLock { $0.append(findings) }
    }
    var languages: Set<String> = []
    for file in parsed {
      for language in file.languages(developmentLanguage: developmentLanguage).map(\.language) {
        languages.insert(language)
      }
    }
    return LintReport(
      findings: results.withLock { $0 }.flatMap(\.findings), fileCount: parsed.count,
      tableCount: tables.count, languages: Array(languages))
  }

  /// Reads and parses every file, on all cores.
  private static func parse(_ sources: [LintSource]) throws(ToolError) -> [ParsedSource] {
    let results = LockedValue([Int: Result<ParsedSource, ToolError>]())
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      let source = sources[index]
      let result: Result<ParsedSource, ToolError>
      do {
        let data = try Data(contentsOf: source.url)
        result = .success(
          ParsedSource(
            source: source,
            located: LocalizationFile.parseLocated(data, kind: source.kind, path: source.path)))
      } catch {
        result = .failure(
          ToolError(
            "cannot read '\(source.path)': \(error.localizedDescription)", exitCode: .noInput))
      }
      results.withLock { $0[index] = result }
    }
    let all = results.withLock { $0 }
    var parsed: [ParsedSource] = []
    for index in sources.indices {
      switch all[index] {
      case .success(let file)?: parsed.append(file)
      case .failure(let error)?: throw error
      case nil: continue
      }
    }
    return parsed
  }
}
