import Lexicon
import LexiconReading

/// What reading a `.strings` or `.stringsdict` file gives: the entries that could be read, every
/// problem found, and — when the tools asked — where each entry is written.
///
/// The runtime keeps ``table`` and reports ``diagnostics``; the tools' `LexiconFormats` wraps it
/// in its public `ParsedTable` and `LocatedFile`.
package struct TableFileResult: Sendable {
  /// The entries read.
  package var table: StringTable
  /// Errors and warnings, ordered by position.
  package var diagnostics: [Diagnostic]
  /// Where each entry is written, by key; `nil` unless locations were asked for.
  package var locations: [String: EntryLocation]?
  /// The syntax errors after the first one, found by reading on past it (locations only).
  package var syntaxErrors: [Diagnostic] = []

  /// Creates a result.
  /// - Parameters:
  ///   - table: The entries read.
  ///   - diagnostics: The problems found, ordered by position.
  ///   - locations: Where each entry is written, when recorded.
  ///   - syntaxErrors: The further syntax errors, when recorded.
  package init(
    table: StringTable, diagnostics: [Diagnostic], locations: [String: EntryLocation]? = nil,
    syntaxErrors: [Diagnostic] = []
  ) {
    self.table = table
    self.diagnostics = diagnostics
    self.locations = locations
    self.syntaxErrors = syntaxErrors
  }

  /// Whether any diagnostic is an error.
  var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }
}
