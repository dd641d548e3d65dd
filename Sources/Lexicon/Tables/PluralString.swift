/// A localized format whose text depends on one or more numbers.
///
/// This is the model of a `.stringsdict` entry and of a String Catalog string with plural
/// variations or substitutions. The ``format`` holds `%#@variable@` placeholders (optionally
/// positional, `%2$#@variable@`); each named ``PluralVariable`` supplies one text per
/// ``PluralCategory``, chosen by the CLDR plural rules of the app's current language for the
/// argument the variable stands for.
///
/// ```swift
/// let files = PluralString(
///   format: "%#@files@ in %#@folders@",
///   variables: [
///     "files": PluralVariable(formatSpecifier: "d", variants: [.one: "%d file", .other: "%d files"]),
///     "folders": PluralVariable(formatSpecifier: "d", variants: [.one: "%d folder", .other: "%d folders"]),
///   ])
/// ```
public struct PluralString: Sendable, Equatable {
  /// The format with `%#@variable@` placeholders (`NSStringLocalizedFormatKey`).
  public var format: String
  /// The variables named by ``format``, by name.
  public var variables: [String: PluralVariable]

  /// Creates a plural string from its format and variables.
  /// - Parameters:
  ///   - format: The format with `%#@variable@` placeholders.
  ///   - variables: The variables the format names, keyed by name.
  public init(format: String, variables: [String: PluralVariable]) {
    self.format = format
    self.variables = variables
  }

  /// The text shown when the value is read without arguments.
  ///
  /// Each `%#@variable@` placeholder (positional or not) is replaced by the variable's
  /// ``PluralCategory/other`` variant (or, without one, its first variant in category order);
  /// everything else, specifiers included, stays as written. Placeholders are found by the same
  /// scanner ``FormatRenderer`` uses.
  public var rawText: String {
    var result = ""
    let format = format
    UTF8Text.withBytes(of: format) { bytes in
      var scanner = FormatScanner(bytes: bytes, allowsVariableArgument: false)
      while let token = scanner.next() {
        let range: Range<Int>
        switch token {
        case .pluralVariable(let name, _, _, _):
          let variants = variables[String(UTF8Text.slice(format, name))]?.variants ?? .init()
          result += variants[.other] ?? variants.min { $0.key < $1.key }?.value ?? ""
          continue
        case .literal(let written), .percent(let written), .variableArgument(let written),
          .invalid(let written, _):
          range = written
        case .specifier(let specifier):
          range = specifier.range
        }
        result += UTF8Text.slice(format, range)
      }
    }
    return result
  }
}
