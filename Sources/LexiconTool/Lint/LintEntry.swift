import Lexicon
import LexiconReading

/// One key of one language of a table, as `lexicon lint` compares it with the source: its
/// value, where its key and value are written, and in which file.
struct LintEntry: Sendable {
  /// The value the parser serves, or `nil` when it serves none (an empty catalog translation,
  /// an entry with errors).
  var value: LocalizedValue?
  /// Where the key is written.
  var key: SourcePosition
  /// Where the value is written.
  var position: SourcePosition
  /// The file it is in.
  var path: String
}
