import Lexicon

/// One key of one language of a table, as `lexicon lint` compares it: its value, where it is
/// written, and in which file.
struct LintEntry: Sendable {
  /// The value the parser serves, or `nil` when it serves none (an empty catalog translation,
  /// an entry with errors).
  var value: LocalizedValue?
  /// Where the entry is written.
  var location: EntryLocation
  /// The file it is in.
  var path: String
}
