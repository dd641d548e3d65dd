import Lexicon
import LexiconReading

/// Where a plural variable of an entry is defined, and where each of its forms is written:
/// part of an ``EntryLocation``.
///
/// In a `.stringsdict` the variable is its `<dict>` and a form is its `<key>`; in a String
/// Catalog the variable is a substitution (or the top-level `plural` variation) and a form is its
/// category's member.
///
/// ```swift
/// location.variables["files"]?.categories[.few]  // 14:13, the <key>few</key> of "files"
/// ```
package struct PluralVariableLocation: Sendable {
  /// Where the variable is defined.
  package var position: SourcePosition
  /// Where each form is written, by category.
  package var categories: [PluralCategory: SourcePosition] = .init()

  /// Creates the location of a variable defined at `position`.
  /// - Parameter position: Where the variable is defined.
  package init(position: SourcePosition) {
    self.position = position
  }
}
