import Foundation

/// Reads arguments passed as `any CVarArg` as the values the printf conversions need.
///
/// The common cases (`String` for `%@`, `Int` for `%d`) are one dynamic cast each; everything
/// else goes through a slower path that also knows the other integer widths, `Float`, `Bool`,
/// `Substring`, `Character`, `NSNumber` and `NSString`. Nothing here traps: a value that does
/// not fit returns `nil` and the renderer prints a placeholder.
enum FormatArguments {
  // MARK: - Integers

  /// The integer value of `argument`, or `nil` when it is not an integer.
  @inline(__always)
  static func integer(_ argument: any CVarArg) -> IntegerValue? {
    if let value = argument as? Int { return IntegerValue(value) }
    return otherInteger(argument)
  }

  private static func otherInteger(_ argument: any CVarArg) -> IntegerValue? {
    let value: Any = argument
    switch value {
    case let number as Int64: return IntegerValue(number)
    case let number as Int32: return IntegerValue(number)
    case let number as UInt: return IntegerValue(number)
    case let number as UInt64: return IntegerValue(number)
    case let number as UInt32: return IntegerValue(number)
    case let number as Int16: return IntegerValue(number)
    case let number as UInt16: return IntegerValue(number)
    case let number as Int8: return IntegerValue(number)
    case let number as UInt8: return IntegerValue(number)
    case let flag as Bool: return IntegerValue(isNegative: false, magnitude: flag ? 1 : 0)
    case let number as NSNumber:
      guard !isFloatingPoint(number) else { return nil }
      if number.int64Value < 0 { return IntegerValue(number.int64Value) }
      return IntegerValue(number.uint64Value)
    case let number as any BinaryInteger:
      return number.bitWidth <= 64 ? IntegerValue(number) : nil
    default:
      return nil
    }
  }

  // MARK: - Floating point

  /// The floating-point value of `argument` (integers convert), or `nil` when it is not a number.
  static func double(_ argument: any CVarArg) -> Double? {
    if let value = argument as? Double { return value }
    let value: Any = argument
    switch value {
    case let number as Float: return Double(number)
    case let number as CGFloat: return Double(number)
    case is Bool: return nil
    case let number as NSNumber: return number.doubleValue
    default:
      guard let integer = integer(argument) else { return nil }
      let magnitude = Double(integer.magnitude)
      return integer.isNegative ? -magnitude : magnitude
    }
  }

  // MARK: - Text

  /// The text `%@` prints for `argument`: strings as they are, `nil` as `(null)`, other values by
  /// their description.
  @inline(__always)
  static func objectText(_ argument: any CVarArg) -> String {
    if let text = argument as? String { return text }
    return otherObjectText(argument)
  }

  private static func otherObjectText(_ argument: any CVarArg) -> String {
    let value: Any = argument
    if let optional = value as? any OptionalArgument {
      guard !optional.isNil, let wrapped = Mirror(reflecting: value).children.first?.value else {
        return "(null)"
      }
      return String(describing: wrapped)
    }
    if let text = string(argument) { return text }
    return String(describing: value)
  }

  /// The text of a string-like argument (`String`, `Substring`, `Character`, `NSString`) for
  /// `%s` and `%S`, or `nil` for any other value.
  static func string(_ argument: any CVarArg) -> String? {
    if let text = argument as? String { return text }
    let value: Any = argument
    switch value {
    case let text as Substring: return String(text)
    case let character as Character: return String(character)
    case let text as NSString: return text.description
    default: return nil
    }
  }

  // MARK: - Characters and pointers

  /// The Unicode scalar `%c` (8-bit code) or `%C` (16-bit code) prints for `argument`, or `nil`
  /// when it is not an integer or a character.
  static func scalar(_ argument: any CVarArg, wide: Bool) -> Unicode.Scalar? {
    let value: Any = argument
    if let character = value as? Character { return character.unicodeScalars.first }
    guard let number = integer(argument) else { return nil }
    if wide {
      return Unicode.Scalar(UInt32(UInt16(truncatingIfNeeded: number.bitPattern)))
        ?? "\u{FFFD}"
    }
    return Unicode.Scalar(UInt8(truncatingIfNeeded: number.bitPattern))
  }

  /// The address `%p` prints for `argument`, or `nil` for strings and floating-point numbers,
  /// whose addresses mean nothing.
  static func address(_ argument: any CVarArg) -> UInt? {
    let value: Any = argument
    switch value {
    case is String, is Substring, is Character, is Double, is Float, is CGFloat: return nil
    case let pointer as OpaquePointer: return UInt(bitPattern: Int(bitPattern: pointer))
    default:
      if let number = integer(argument) { return UInt(truncatingIfNeeded: number.bitPattern) }
      // Typed pointers and objects encode themselves as one machine word: their address.
      let words = argument._cVarArgEncoding
      guard words.count == 1, let word = words.first else { return nil }
      return UInt(bitPattern: word)
    }
  }

  // MARK: - Helpers

  /// The name of the argument's dynamic type, for messages.
  static func typeName(_ argument: any CVarArg) -> String {
    String(describing: type(of: argument))
  }

  private static func isFloatingPoint(_ number: NSNumber) -> Bool {
    let type = number.objCType.pointee
    return type == CChar(UInt8(ascii: "d")) || type == CChar(UInt8(ascii: "f"))
  }
}
