/// The flags of a format specifier, written between the `%` (or the `N$`) and the width.
///
/// ```swift
/// // "%-+08d" has the flags [.leftAlign, .plusSign, .zeroPad]
/// ```
public struct FormatFlags: OptionSet, Sendable, Equatable {
  /// The bits of the set.
  public var rawValue: UInt8

  /// Creates a set of flags from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// `-`: pad on the right instead of the left.
  public static let leftAlign = FormatFlags(rawValue: 1 << 0)
  /// `+`: always print a sign for signed numbers.
  public static let plusSign = FormatFlags(rawValue: 1 << 1)
  /// ` ` (space): print a space where a positive number has no sign.
  public static let space = FormatFlags(rawValue: 1 << 2)
  /// `#`: the alternate form (`0x` for `%x`, a leading `0` for `%o`, a kept point for `%.0f`).
  /// Together with `@` it marks a plural variable, `%#@name@`.
  public static let alternate = FormatFlags(rawValue: 1 << 3)
  /// `0`: pad numbers with zeros instead of spaces.
  public static let zeroPad = FormatFlags(rawValue: 1 << 4)
  /// `'`: group thousands. Accepted and ignored: Lexicon's output is locale-free, like
  /// `String(format:)` without a locale.
  public static let grouping = FormatFlags(rawValue: 1 << 5)
}
