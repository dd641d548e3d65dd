import Foundation
import Lexicon

/// A sample argument a snapshot passes to a key with arguments: text, an integer or a
/// floating-point number.
///
/// Literals make one: `"Ann"`, `3`, `2.5`. A ``LocalizationSnapshot`` passes the default sample
/// of each specifier kind (``LocalizationSnapshot/defaultSamples``) unless a key has arguments of
/// its own:
///
/// ```swift
/// LocalizationSnapshot(languages: ["en", "ru"])
///   .arguments("Ann", for: InboxStrings.welcome)      // "Welcome back, Ann!"
///   .sample(.integer(12), for: .signedInteger)        // every other %d prints 12
/// ```
public enum SnapshotArgument: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// Text, for `%@` and `%s`.
  case text(String)
  /// A signed integer, for `%d`, `%ld`, `%lld`, `%c` (as a character code) and `%p`.
  case integer(Int)
  /// An unsigned integer, for `%u`, `%x` and `%o`.
  case unsignedInteger(UInt)
  /// A floating-point number, for `%f`, `%e`, `%g` and `%a`.
  case floatingPoint(Double)

  /// Text from a string literal.
  /// - Parameter value: The text.
  public init(stringLiteral value: String) {
    self = .text(value)
  }

  /// A signed integer from an integer literal.
  /// - Parameter value: The integer.
  public init(integerLiteral value: Int) {
    self = .integer(value)
  }

  /// A floating-point number from a float literal.
  /// - Parameter value: The number.
  public init(floatLiteral value: Double) {
    self = .floatingPoint(value)
  }

  /// The value handed to the formatter.
  var value: any CVarArg {
    switch self {
    case .text(let text): return text
    case .integer(let number): return number
    case .unsignedInteger(let number): return number
    case .floatingPoint(let number): return number
    }
  }

  /// The argument as Swift would write it: `"Ann"`, `3`, `2.5`.
  public var description: String {
    switch self {
    case .text(let text): return "\"\(text)\""
    case .integer(let number): return String(number)
    case .unsignedInteger(let number): return String(number)
    case .floatingPoint(let number): return String(number)
    }
  }

  /// A sample written as CLDR writes it (`"5"`, `"1.5"`) as the argument a specifier kind
  /// takes, or `nil` when that kind cannot carry it (a decimal for `%d`).
  /// - Parameters:
  ///   - sample: A number as written.
  ///   - kind: The kind of the specifier that counts it.
  static func count(_ sample: String, for kind: FormatArgumentKind) -> SnapshotArgument? {
    switch kind {
    case .signedInteger:
      return Int(sample).map(SnapshotArgument.integer)
    case .unsignedInteger:
      return UInt(sample).map(SnapshotArgument.unsignedInteger)
    case .floatingPoint:
      return Double(sample).map(SnapshotArgument.floatingPoint)
    case .object:
      // Code passes an `Int` for a whole count and a `Double` for a fraction; both print as
      // written through `%@`.
      return Int(sample).map(SnapshotArgument.integer)
        ?? Double(sample).map(SnapshotArgument.floatingPoint)
    case .character, .cString, .pointer:
      return nil
    }
  }
}
