/// The number a plural variable counts, as it will be written: its CLDR operands and whether
/// it is zero (for the explicit `zero` variant).
struct PluralNumber {
  /// The operands, or `nil` when the number has none (infinity, NaN): the `other` category.
  var operands: PluralOperands?
  /// Whether the number as written is zero.
  var isZero: Bool

  /// The number `argument` stands for when printed by `specifier` (`nil`: as `%@` does), or
  /// `nil` when the argument is not a number.
  ///
  /// Integer conversions count the integer (narrowed by `hh` and `h` like C); floating-point
  /// conversions count the text they print, so `%.1f` of `1` is `1.0` (`other` in English);
  /// `%@` counts a string as the decimal it spells (`"1.50"`) and a number as itself.
  ///
  /// With `localized`, floating-point conversions count the digits the localized formatter
  /// shows (ICU's rounding, see ``LocalizedFloatFormatter``): its value and visible fraction
  /// digits, never its localized text.
  static func of(
    _ argument: any CVarArg, specifier: FormatSpecifier?, localized: Bool = false
  ) -> PluralNumber? {
    guard let specifier else { return object(argument) }
    switch specifier.conversion.argumentKind {
    case .signedInteger:
      guard let value = FormatArguments.integer(argument) else { return nil }
      return integer(value.signed(for: specifier.length).magnitude)
    case .unsignedInteger, .character, .pointer:
      guard let value = FormatArguments.integer(argument) else { return nil }
      return integer(value.unsigned(for: specifier.length))
    case .floatingPoint:
      guard let value = FormatArguments.double(argument) else { return nil }
      if localized,
        let digits = LocalizedFloatFormatter.displayedDigits(
          value, conversion: specifier.conversion, precision: specifier.precision?.fixedValue)
      {
        return PluralNumber(
          operands: PluralOperands(digits), isZero: digits.digits.allSatisfy { $0 == 0 })
      }
      return double(value, specifier: specifier)
    case .object, .cString:
      return object(argument)
    }
  }

  private static func integer(_ magnitude: UInt64) -> PluralNumber {
    let operands =
      magnitude <= UInt64(Int.max)
      ? PluralOperands(Int(magnitude)) : decimalOperands(String(magnitude))
    return PluralNumber(operands: operands, isZero: magnitude == 0)
  }

  private static func double(_ value: Double, specifier: FormatSpecifier) -> PluralNumber {
    guard value.isFinite else { return PluralNumber(operands: nil, isZero: false) }
    switch specifier.conversion {
    case .fixed, .upperFixed, .general, .upperGeneral:
      let printed = FloatFormatter.string(
        value, conversion: specifier.conversion, flags: specifier.flags.intersection(.alternate),
        width: nil, precision: specifier.precision?.fixedValue)
      let text = unsigned(printed)
      if let operands = decimalOperands(text) {
        return PluralNumber(operands: operands, isZero: isZeroText(text))
      }
    default:
      break
    }
    return PluralNumber(operands: operands(of: value), isZero: value == 0)
  }

  private static func object(_ argument: any CVarArg) -> PluralNumber? {
    if let text = FormatArguments.string(argument) {
      let trimmed = unsigned(text)
      guard let operands = decimalOperands(trimmed) else { return nil }
      return PluralNumber(operands: operands, isZero: isZeroText(trimmed))
    }
    if let value = FormatArguments.integer(argument) {
      return integer(value.magnitude)
    }
    if let value = FormatArguments.double(argument) {
      guard value.isFinite else { return PluralNumber(operands: nil, isZero: false) }
      return PluralNumber(operands: operands(of: value), isZero: value == 0)
    }
    return nil
  }

  /// The operands of a finite `Double` as Swift writes it (`1.5`, `1.0`), or, for the exponent
  /// forms Swift uses for very large and small numbers, as plain decimal digits.
  private static func operands(of value: Double) -> PluralOperands? {
    let magnitude = Swift.abs(value)
    if let operands = decimalOperands(String(describing: magnitude)) { return operands }
    let printed = FloatFormatter.string(
      magnitude, conversion: .fixed, flags: [], width: nil,
      precision: magnitude.rounded() == magnitude ? 0 : 6)
    return decimalOperands(printed)
  }

  /// The operands of a plain decimal such as `12` or `1.50`; `nil` for anything else (signs,
  /// exponents, words).
  ///
  /// Very long numbers are shortened first so that no plural-rules implementation has to hold
  /// more than 15 integer or fraction digits: an integer part keeps its last 14 digits behind a
  /// `1` (its remainders and its size stay what CLDR rules test), a fraction its first 15.
  static func decimalOperands(_ text: String) -> PluralOperands? {
    let utf8 = text.utf8
    var dot: String.Index?
    for index in utf8.indices {
      let byte = utf8[index]
      if byte == ASCII.dot && dot == nil {
        dot = index
      } else if !ASCII.isDigit(byte) {
        return nil
      }
    }
    var integer = text[..<(dot ?? text.endIndex)]
    var fraction = dot.map { text[text.index(after: $0)...] } ?? ""
    guard !integer.isEmpty, dot == nil || !fraction.isEmpty else { return nil }
    while integer.count > 1 && integer.first == "0" { integer = integer.dropFirst() }
    if integer.count > 15 { integer = "1" + integer.suffix(14) }
    if fraction.count > 15 { fraction = fraction.prefix(15) }
    return PluralOperands(dot == nil ? String(integer) : integer + "." + fraction)
  }

  /// `text` without surrounding spaces and a leading sign.
  private static func unsigned(_ text: String) -> String {
    var slice = Substring(text)
    while let first = slice.first, first == " " || first == "+" || first == "-" {
      slice = slice.dropFirst()
    }
    while slice.last == " " { slice = slice.dropLast() }
    return String(slice)
  }

  private static func isZeroText(_ text: String) -> Bool {
    var sawZero = false
    for byte in text.utf8 {
      switch byte {
      case ASCII.zero: sawZero = true
      case ASCII.dot: continue
      default: return false
      }
    }
    return sawZero
  }
}
