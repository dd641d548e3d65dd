import Foundation

/// A number passed for `%@`, written in a language's conventions as Apple platforms write an
/// `NSNumber` for `%@`: by `description(withLocale:)`, which prints integers like `%ld` and
/// floating-point numbers like `%.16g` (`Float` like `%.7g`).
///
/// ```swift
/// NumberArgument(1234567)?.text(symbols: NumberSymbols(language: "de"))  // "1.234.567"
/// NumberArgument(0.1 + 0.2)?.text(symbols: NumberSymbols(language: "ru"))  // "0,3"
/// NumberArgument("12")  // nil: strings print as they are
/// ```
///
/// `Bool` is not a number here (it prints `true`), nor is a string that spells one.
enum NumberArgument {
  /// Any Swift integer, or an integer `NSNumber`.
  case integer(IntegerValue)
  /// A `Double`, `CGFloat` or floating-point `NSNumber`.
  case double(Double)
  /// A `Float`, or an `NSNumber` made from one.
  case float(Float)

  /// The number `argument` holds, or `nil` when it is not a number.
  init?(_ argument: any CVarArg) {
    let value: Any = argument
    switch value {
    case is Bool, is String, is Substring, is Character, is NSString:
      return nil
    case let number as Double:
      self = .double(number)
    case let number as Float:
      self = .float(number)
    case let number as CGFloat:
      self = .double(Double(number))
    case let number as NSNumber:
      switch UInt8(bitPattern: number.objCType.pointee) {
      case UInt8(ascii: "d"): self = .double(number.doubleValue)
      case UInt8(ascii: "f"): self = .float(number.floatValue)
      default:
        guard let integer = FormatArguments.integer(argument) else { return nil }
        self = .integer(integer)
      }
    default:
      guard let integer = FormatArguments.integer(argument) else { return nil }
      self = .integer(integer)
    }
  }

  /// The number written with `symbols`.
  func text(symbols: NumberSymbols) -> String {
    var output = FormatOutput(capacity: 32, limit: .max)
    switch self {
    case .integer(let value):
      LocalizedIntegerFormatter.append(
        value, conversion: .decimal, length: .long, flags: [], width: nil, precision: nil,
        symbols: symbols, to: &output)
    case .double(let value):
      LocalizedFloatFormatter.append(
        value, conversion: .general, flags: [], width: nil, precision: 16, symbols: symbols,
        to: &output)
    case .float(let value):
      LocalizedFloatFormatter.append(
        Double(value), conversion: .general, flags: [], width: nil, precision: 7,
        symbols: symbols, to: &output)
    }
    return output.text
  }
}
