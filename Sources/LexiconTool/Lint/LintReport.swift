import Lexicon

/// What one run of `lexicon lint` found, sorted, with what it looked at.
///
/// ```swift
/// let report = try Linter().lint(["Sources/Login/Resources"])
/// report.findings.first?.description
/// // "Sources/Login/Resources/ru.lproj/Login.strings:4:17: error: … [format-mismatch]"
/// ```
public struct LintReport: Sendable, Hashable {
  /// Every finding, sorted by path, line, column and rule.
  public var findings: [LintFinding]
  /// How many files were linted.
  public var fileCount: Int
  /// How many tables (a table of a resource folder, in all its languages) were linted.
  public var tableCount: Int
  /// The languages seen, sorted.
  public var languages: [String]

  /// Creates a report.
  /// - Parameters:
  ///   - findings: The findings, in any order (they are sorted).
  ///   - fileCount: How many files were linted.
  ///   - tableCount: How many tables were linted.
  ///   - languages: The languages seen.
  public init(findings: [LintFinding], fileCount: Int, tableCount: Int, languages: [String]) {
    self.findings = findings.sorted()
    self.fileCount = fileCount
    self.tableCount = tableCount
    self.languages = languages.sorted()
  }

  /// How many findings are errors.
  public var errorCount: Int { findings.count { $0.severity == .error } }
  /// How many findings are warnings.
  public var warningCount: Int { findings.count { $0.severity == .warning } }

  /// How many findings each rule made, by rule.
  public var countsByRule: [LintRule: Int] {
    findings.reduce(into: [:]) { counts, finding in counts[finding.rule, default: 0] += 1 }
  }

  /// The same report with every warning made an error (`--strict`).
  public var strict: LintReport {
    var report = self
    for index in report.findings.indices { report.findings[index].severity = .error }
    return report
  }

  /// One line saying what was linted and found, such as
  /// `12 errors, 3 warnings in 40 files (2 tables, 20 languages)`.
  public var summary: String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    return "\(count(errorCount, "error")), \(count(warningCount, "warning")) in "
      + "\(count(fileCount, "file")) (\(count(tableCount, "table")), "
      + "\(count(languages.count, "language")))"
  }
}
