import Lexicon

/// A `%#@name@` placeholder (or positional `%2$#@name@`) that a plural variable fills in.
///
/// The placeholder stands for one argument, ``argument``: the number written before `$`, or the
/// next argument in order. That argument is the number the variable counts unless the
/// `PluralVariable` (Lexicon) names another one with `PluralVariable.argumentNumber`.
///
/// ```swift
/// let template = FormatTemplate("%@ sent %#@photos@")
/// template.pluralPlaceholders.first?.name  // "photos"
/// template.pluralPlaceholders.first?.argument  // 2
/// ```
public struct FormatPluralPlaceholder: Sendable, Equatable {
  /// The variable's name, between the two `@`.
  public var name: String
  /// The one-based argument the placeholder stands for.
  public var argument: Int
  /// Whether the argument was written explicitly (`%2$#@name@`).
  public var isPositional: Bool
  /// Where the placeholder is written, in UTF-8 offsets from the start of the text.
  public var range: Range<Int>

  /// Creates a placeholder.
  /// - Parameters:
  ///   - name: The variable's name.
  ///   - argument: The one-based argument the placeholder stands for.
  ///   - isPositional: Whether the argument number was written explicitly.
  ///   - range: Where the placeholder is written, in UTF-8 offsets.
  public init(name: String, argument: Int, isPositional: Bool = false, range: Range<Int>) {
    self.name = name
    self.argument = argument
    self.isPositional = isPositional
    self.range = range
  }
}
