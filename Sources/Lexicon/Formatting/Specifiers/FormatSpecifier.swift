/// One parsed printf-style specifier, such as `%-5.2f` or `%2$@`, with its argument resolved.
///
/// A specifier reads the argument ``argument``: the number written before `$` when it is
/// positional (`%2$@`), otherwise the next argument in order. Arguments are numbered the way
/// Core Foundation numbers them: a sequential counter starts at the first argument and advances
/// for every unnumbered specifier (first for a `*` width, then a `.*` precision, then the value);
/// numbered specifiers never move it.
///
/// Tools read a format's specifiers with `FormatTemplate` (LexiconValidation):
///
/// ```swift
/// let template = FormatTemplate("%2$@ owes %*d")
/// template.specifiers.map(\.argument)  // [2, 2]: the width is argument 1, the value argument 2
/// ```
public struct FormatSpecifier: Sendable, Equatable {
  /// The one-based argument the specifier prints.
  public var argument: Int
  /// Whether the argument was written explicitly (`%2$d`) rather than taken in order.
  public var isPositional: Bool
  /// The flags (`-`, `+`, space, `#`, `0`, `'`).
  public var flags: FormatFlags
  /// The minimum width, if any.
  public var width: FormatDimension?
  /// The precision, if any. A lone `.` is a precision of zero.
  public var precision: FormatDimension?
  /// The length modifier (`hh`, `h`, `l`, `ll`, `q`, `L`, `z`, `j`, `t`).
  public var length: FormatLength
  /// The conversion character.
  public var conversion: FormatConversion
  /// Where the specifier is written, as offsets in UTF-8 code units from the start of the text,
  /// from its `%` to just past its conversion character.
  public var range: Range<Int>

  /// Creates a specifier from its parts.
  /// - Parameters:
  ///   - argument: The one-based argument the specifier prints.
  ///   - isPositional: Whether the argument number was written explicitly.
  ///   - flags: The flags.
  ///   - width: The minimum width, if any.
  ///   - precision: The precision, if any.
  ///   - length: The length modifier.
  ///   - conversion: The conversion character.
  ///   - range: Where the specifier is written, in UTF-8 offsets.
  public init(
    argument: Int,
    isPositional: Bool = false,
    flags: FormatFlags = [],
    width: FormatDimension? = nil,
    precision: FormatDimension? = nil,
    length: FormatLength = .none,
    conversion: FormatConversion,
    range: Range<Int>
  ) {
    self.argument = argument
    self.isPositional = isPositional
    self.flags = flags
    self.width = width
    self.precision = precision
    self.length = length
    self.conversion = conversion
    self.range = range
  }

  /// The arguments the specifier reads for its width and precision (`*`), in order.
  public var dimensionArguments: [Int] {
    var result: [Int] = []
    if case .argument(let index) = width { result.append(index) }
    if case .argument(let index) = precision { result.append(index) }
    return result
  }

  /// Whether the specifier has no flags, width or precision, so it prints its argument plainly.
  var isPlain: Bool {
    flags.isEmpty && width == nil && precision == nil
  }
}
