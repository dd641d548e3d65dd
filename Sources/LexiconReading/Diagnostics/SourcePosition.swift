import Lexicon

/// A one-based line and column in a text file, columns counted in Unicode scalars, as
/// ``Diagnostic`` prints them. Line and column 0 mean the input has no positions (a binary
/// property list).
///
/// ```swift
/// SourcePosition(line: 12, column: 9) < SourcePosition(line: 12, column: 30)  // true
/// ```
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The one-based line.
  package var line: Int
  /// The one-based column, in Unicode scalars.
  package var column: Int

  /// Creates a position.
  /// - Parameters:
  ///   - line: The one-based line (0: no position).
  ///   - column: The one-based column (0: no position).
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders by line, then column.
  package static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`, as in a diagnostic.
  package var description: String { "\(line):\(column)" }
}
