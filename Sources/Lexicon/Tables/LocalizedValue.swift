/// A value that a provider serves for one key: plain text, or text that varies with a number.
///
/// Providers return a `LocalizedValue` for each key of a table. Plain text comes from `.strings`
/// files, String Catalog `stringUnit`s and in-memory dictionaries; plural values come from
/// `.stringsdict` entries and String Catalog plural variations or substitutions.
///
/// ```swift
/// let greeting: LocalizedValue = .text("Hello, %@!")
/// let inbox: LocalizedValue = .plural(
///   PluralString(format: "%#@messages@", variables: [
///     "messages": PluralVariable(formatSpecifier: "d", variants: [.one: "%d message", .other: "%d messages"])
///   ]))
/// ```
public enum LocalizedValue: Sendable, Equatable {
  /// Plain text, possibly containing format specifiers such as `%@` or `%1$d`.
  case text(String)
  /// A format whose `%#@variable@` placeholders each pick a variant by the plural category of a number.
  ///
  /// Stored indirectly so a value is as small as a `String`: tables stay compact in memory.
  indirect case plural(PluralString)

  /// The text to show when no arguments are given: the text itself, or the plural's `other` form.
  ///
  /// A value with no arguments is never run through a formatter, so `"40% off"` stays `"40% off"`.
  public var rawText: String {
    switch self {
    case .text(let text): return text
    case .plural(let plural): return plural.rawText
    }
  }
}
