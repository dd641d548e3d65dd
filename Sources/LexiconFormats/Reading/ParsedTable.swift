import Lexicon
import LexiconRawFiles

/// The result of reading a `.strings` or `.stringsdict` file: the entries that could be read
/// and every problem found.
///
/// Parsers never throw from their lenient entry points: a damaged file still yields the entries
/// before and after the damage, and ``diagnostics`` says what was wrong and where.
///
/// ```swift
/// let parsed = StringsFileParser.parse(data, path: "en.lproj/Login.strings")
/// for diagnostic in parsed.diagnostics { print(diagnostic) }
/// let title = parsed.table["login.title"]
/// ```
public struct ParsedTable: Sendable, Equatable {
  /// The entries read.
  public var table: StringTable
  /// Errors and warnings, ordered by position.
  public var diagnostics: [Diagnostic]

  /// Creates a result from a table and its diagnostics.
  /// - Parameters:
  ///   - table: The entries read.
  ///   - diagnostics: The problems found.
  public init(table: StringTable, diagnostics: [Diagnostic]) {
    self.table = table
    self.diagnostics = diagnostics
  }

  /// The table and diagnostics of a file the core's reader read.
  init(_ result: TableFileResult) {
    self.init(table: result.table, diagnostics: result.diagnostics)
  }

  /// Whether any diagnostic is an error (warnings alone do not count).
  public var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }
}
