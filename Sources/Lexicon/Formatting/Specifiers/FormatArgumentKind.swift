/// The class of argument a format specifier reads.
///
/// Two specifiers for the same argument are compatible when their kinds are equal: `%d` and `%i`
/// are both ``signedInteger``; `%d` and `%@` are not, and a translation that swaps them would
/// make Foundation crash or print garbage. See `FormatCompatibility` (LexiconValidation).
public enum FormatArgumentKind: String, Sendable, Hashable, CustomStringConvertible {
  /// An object (`%@`): in Swift, any value, printed by its description.
  case object
  /// A signed integer (`%d`, `%i`, with any length modifier).
  case signedInteger
  /// An unsigned integer (`%u`, `%o`, `%x`, `%X`).
  case unsignedInteger
  /// A floating-point number (`%f`, `%e`, `%g`, `%a` and their uppercase forms).
  case floatingPoint
  /// A character code (`%c`, `%C`).
  case character
  /// A C string (`%s`, `%S`).
  case cString
  /// A pointer (`%p`).
  case pointer

  /// A short English name for messages, such as `signed integer`.
  public var description: String {
    switch self {
    case .object: return "object"
    case .signedInteger: return "signed integer"
    case .unsignedInteger: return "unsigned integer"
    case .floatingPoint: return "floating-point number"
    case .character: return "character"
    case .cString: return "C string"
    case .pointer: return "pointer"
    }
  }

  /// The name with an indefinite article, such as `an object`, for messages.
  var withArticle: String {
    switch self {
    case .object, .unsignedInteger: return "an \(description)"
    default: return "a \(description)"
    }
  }
}
