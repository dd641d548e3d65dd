/// One `%#@variable@` of a ``PluralString``: the text for each plural category of its number.
///
/// In a `.stringsdict` file this is the dictionary named by the variable, with
/// `NSStringFormatSpecTypeKey = NSStringPluralRuleType`; in a String Catalog it is a substitution
/// (or a top-level plural variation).
///
/// Variant texts are stored as written. Inside a variant, `%arg` (String Catalog) and a
/// non-positional specifier such as `%d` (`.stringsdict`) stand for the variable's own number; a
/// positional specifier such as `%2$@` refers to that argument of the whole call.
public struct PluralVariable: Sendable, Equatable {
  /// The one-based argument the variable counts when given explicitly (String Catalog `argNum`);
  /// `nil` when it comes from the placeholder's position in the format.
  public var argumentNumber: Int?
  /// The printf conversion of the number without the `%`, such as `d`, `ld`, `lld` or `.1f`
  /// (`NSStringFormatValueTypeKey`, String Catalog `formatSpecifier`).
  public var formatSpecifier: String
  /// The text for each category. `zero` is honoured as an explicit-zero case even in languages
  /// whose CLDR rules have no zero category; a missing category falls back to `other`.
  public var variants: [PluralCategory: String]

  /// Creates a plural variable.
  /// - Parameters:
  ///   - argumentNumber: The one-based argument the variable counts, or `nil` for its position.
  ///   - formatSpecifier: The printf conversion of the number without `%` (for example `d`).
  ///   - variants: The text for each plural category.
  public init(
    argumentNumber: Int? = nil,
    formatSpecifier: String,
    variants: [PluralCategory: String]
  ) {
    self.argumentNumber = argumentNumber
    self.formatSpecifier = formatSpecifier
    self.variants = variants
  }
}
