/// The conversion character of a printf-style format specifier: what kind of value it prints.
///
/// Lexicon understands Apple's printf dialect (the one `String(format:)` and `NSString` use).
/// The raw value is the ASCII code of the conversion character, so `FormatConversion(rawValue:
/// UInt8(ascii: "d"))` is ``decimal``.
///
/// ```swift
/// FormatConversion.decimal.character  // "d"
/// FormatConversion.object.argumentKind  // .object
/// ```
public enum FormatConversion: UInt8, Sendable, Hashable {
  /// `%@`: an object, printed by its description (Swift values by `String(describing:)`).
  case object = 0x40
  /// `%d`: a signed decimal integer.
  case decimal = 0x64
  /// `%i`: a signed decimal integer (same as `%d`).
  case integer = 0x69
  /// `%u`: an unsigned decimal integer.
  case unsigned = 0x75
  /// `%o`: an unsigned octal integer.
  case octal = 0x6F
  /// `%x`: an unsigned hexadecimal integer with lowercase digits.
  case hex = 0x78
  /// `%X`: an unsigned hexadecimal integer with uppercase digits.
  case upperHex = 0x58
  /// `%f`: a floating-point number in fixed notation.
  case fixed = 0x66
  /// `%F`: fixed notation with uppercase `INF` and `NAN`.
  case upperFixed = 0x46
  /// `%e`: a floating-point number in scientific notation (`1.5e+03`).
  case exponent = 0x65
  /// `%E`: scientific notation with an uppercase `E`.
  case upperExponent = 0x45
  /// `%g`: `%f` or `%e`, whichever is shorter, without trailing zeros.
  case general = 0x67
  /// `%G`: `%F` or `%E`, whichever is shorter.
  case upperGeneral = 0x47
  /// `%a`: a floating-point number in hexadecimal notation (`0x1.8p+1`).
  case hexFloat = 0x61
  /// `%A`: hexadecimal floating-point notation in uppercase.
  case upperHexFloat = 0x41
  /// `%c`: an 8-bit character code.
  case character = 0x63
  /// `%C`: a 16-bit `unichar`.
  case wideCharacter = 0x43
  /// `%s`: a C string. Lexicon prints Swift strings for it and never dereferences pointers.
  case cString = 0x73
  /// `%S`: a string of 16-bit characters. Lexicon prints Swift strings for it.
  case wideCString = 0x53
  /// `%p`: a pointer, printed in hexadecimal with a `0x` prefix.
  case pointer = 0x70

  /// The conversion character as written after the `%`.
  public var character: Character {
    Character(Unicode.Scalar(rawValue))
  }

  /// The class of argument the conversion reads, which decides whether two specifiers are
  /// interchangeable.
  public var argumentKind: FormatArgumentKind {
    switch self {
    case .object: return .object
    case .decimal, .integer: return .signedInteger
    case .unsigned, .octal, .hex, .upperHex: return .unsignedInteger
    case .fixed, .upperFixed, .exponent, .upperExponent, .general, .upperGeneral, .hexFloat,
      .upperHexFloat:
      return .floatingPoint
    case .character, .wideCharacter: return .character
    case .cString, .wideCString: return .cString
    case .pointer: return .pointer
    }
  }
}
