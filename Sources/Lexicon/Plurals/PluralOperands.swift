// STUB (skeleton): replaced by the CLDR plural-rules work. API is fixed; bodies are placeholders.

/// The CLDR plural operands of a number as written.
public struct PluralOperands: Sendable, Hashable {
  /// The absolute value of the number.
  public var n: Double
  /// The integer digits of the number.
  public var i: UInt64
  /// The number of visible fraction digits, with trailing zeros.
  public var v: Int

  /// The operands of an integer.
  public init(_ value: Int) {
    n = Double(value.magnitude)
    i = UInt64(value.magnitude)
    v = 0
  }

  /// The operands of a decimal number as written, such as `"1.50"`; `nil` when it is not a number.
  public init?(_ text: String) {
    guard let value = Double(text) else { return nil }
    n = abs(value)
    i = UInt64(n)
    v = text.split(separator: ".").dropFirst().first?.count ?? 0
  }
}
