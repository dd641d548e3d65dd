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
public struct PluralString: Sendable, Hashable {
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
  /// ``PluralCategory/other`` variant; nothing is formatted.
  public var rawText: String {
    var result = ""
    var rest = format[...]
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let afterPercent = rest[rest.index(after: percent)...]
      let digits = afterPercent.prefix(while: { $0.isASCII && $0.isNumber })
      var body = afterPercent[digits.endIndex...]
      if !digits.isEmpty, body.first == "$" { body = body.dropFirst() }
      if body.hasPrefix("#@"), let close = body.dropFirst(2).firstIndex(of: "@") {
        let name = String(body[body.index(body.startIndex, offsetBy: 2)..<close])
        let variants = variables[name]?.variants
        result += variants?[.other] ?? variants?.values.first ?? ""
        rest = body[body.index(after: close)...]
      } else {
        result.append("%")
        rest = afterPercent
      }
    }
    return result + rest
  }
}
