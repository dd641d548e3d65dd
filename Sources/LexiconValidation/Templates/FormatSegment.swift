import Lexicon

/// One piece of a parsed ``FormatTemplate``.
///
/// ```swift
/// FormatTemplate("Hi %@!").segments
/// // [.literal("Hi "), .specifier(…%@…), .literal("!")]
/// ```
public enum FormatSegment: Sendable, Equatable {
  /// Text printed as written. `%%` becomes a literal `%`, and an invalid specifier such as `%k`
  /// stays as written (the template records a `FormatIssue` for it).
  case literal(String)
  /// A printf-style specifier that prints one argument.
  case specifier(FormatSpecifier)
  /// A `%#@name@` placeholder that a plural variable fills in.
  case pluralVariable(FormatPluralPlaceholder)
  /// `%arg` inside a String Catalog plural variant: the number the variable counts, printed
  /// with the variable's format specifier. The range is where it is written, in UTF-8 offsets.
  case variableArgument(Range<Int>)
}
