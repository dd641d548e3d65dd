import Lexicon

/// A problem `lexicon import xliff` found, at its place in the XLIFF file, in the compiler's
/// form with its rule id last:
///
/// ```
/// ru.xcloc/Localized Contents/ru.xliff:42:9: error: "welcome" in ru: translation uses %d for argument 1 where the source has %@ [format-mismatch]
/// ```
///
/// The rules are `lexicon lint`'s that keep a translation from breaking on a device
/// (`format-mismatch`, `invalid-specifier`, `plural-missing-category`, `parse-error`,
/// `plural-unused-category`) and the exchange's own: `missing-source-file` (no source file for a
/// `<file>`), `target-language` (a file in another language), `unknown-unit` (an id the source
/// does not have), `source-changed` (a source text that changed since the export).
struct ImportFinding: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The XLIFF file, as printed.
  var path: String
  /// The one-based line.
  var line: Int
  /// The one-based column, in Unicode scalars.
  var column: Int
  /// How serious it is.
  var severity: Diagnostic.Severity
  /// What is wrong.
  var message: String
  /// The rule's id.
  var rule: String

  /// `path:line:column: severity: message [rule]`.
  var description: String {
    "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]"
  }

  /// Orders by line, column, rule and message.
  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.path, lhs.line, lhs.column, lhs.rule, lhs.message)
      < (rhs.path, rhs.line, rhs.column, rhs.rule, rhs.message)
  }
}
