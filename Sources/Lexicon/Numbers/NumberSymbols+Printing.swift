/// Writing digits, grouping separators and padding with a language's symbols: the pieces the
/// localized integer and floating-point formatters share.
extension NumberSymbols {
  /// Grouping sizes in force for one number: the language's, or fewer for `%g` (see
  /// ``LocalizedFloatFormatter``).
  struct Grouping {
    /// Digits in the group next to the decimal separator; 0 turns grouping off.
    var primary: Int
    /// Digits in each further group.
    var secondary: Int
    /// Digits the leftmost group needs before any separator is written.
    var minimum: Int

    /// No grouping at all.
    static let none = Grouping(primary: 0, secondary: 1, minimum: 1)

    /// Whether a separator goes before the digit at `index` (from the left) of `count` digits.
    @inline(__always)
    func separates(before index: Int, of count: Int) -> Bool {
      guard index > 0, primary > 0, count >= primary + minimum else { return false }
      let remaining = count - index
      if remaining == primary { return true }
      return remaining > primary && (remaining - primary) % secondary == 0
    }
  }

  /// The language's grouping.
  var grouping: Grouping {
    Grouping(
      primary: primaryGroupingSize, secondary: max(secondaryGroupingSize, 1),
      minimum: max(minimumGroupingDigits, 1))
  }

  /// Whether the digits are ASCII `0`–`9`, which lets printing copy bytes directly.
  var hasASCIIDigits: Bool {
    storage.digitWidth == 1 && storage.digitBytes.first == ASCII.zero
  }

  /// Appends one digit (0–9) in this numbering system.
  @inline(__always)
  func appendDigit(_ digit: UInt8, to output: inout FormatOutput) {
    storage.digitBytes.withUnsafeBufferPointer { table in
      Self.append(digit, from: table, width: storage.digitWidth, to: &output)
    }
  }

  /// Appends digit `digit` from `table`, the ten digits' UTF-8 bytes of `width` bytes each.
  @inline(__always)
  private static func append(
    _ digit: UInt8, from table: UnsafeBufferPointer<UInt8>, width: Int,
    to output: inout FormatOutput
  ) {
    if width == 1 {
      output.append(byte: table[Int(digit)])
    } else {
      let start = Int(digit) &* width
      output.append(UnsafeBufferPointer(rebasing: table[start..<(start &+ width)]))
    }
  }

  /// Appends `count` digits — `zeros` zeros, then `digits` — with grouping separators.
  ///
  /// - Parameters:
  ///   - digits: Digit values (0–9), most significant first.
  ///   - zeros: Zeros written before them (a minimum number of digits).
  ///   - grouping: The grouping in force.
  ///   - output: The text to append to.
  func appendGrouped(
    _ digits: UnsafeBufferPointer<UInt8>, leadingZeros zeros: Int = 0, grouping: Grouping,
    to output: inout FormatOutput
  ) {
    let count = zeros + digits.count
    let separator = groupingSeparator
    let width = storage.digitWidth
    storage.digitBytes.withUnsafeBufferPointer { table in
      var position = 0
      for _ in 0..<zeros {
        if grouping.separates(before: position, of: count) { output.append(separator) }
        Self.append(0, from: table, width: width, to: &output)
        position += 1
      }
      for digit in digits {
        if grouping.separates(before: position, of: count) { output.append(separator) }
        Self.append(digit, from: table, width: width, to: &output)
        position += 1
      }
    }
  }

  /// Appends `digits` (part of a floating-point number's digits) with grouping separators,
  /// through the one copy of the buffer version above.
  func appendGrouped(
    _ digits: ArraySlice<UInt8>, grouping: Grouping, to output: inout FormatOutput
  ) {
    digits.withUnsafeBufferPointer { appendGrouped($0, grouping: grouping, to: &output) }
  }

  /// Appends `digits` without grouping.
  func appendPlain(_ digits: ArraySlice<UInt8>, to output: inout FormatOutput) {
    appendGrouped(digits, grouping: .none, to: &output)
  }

  /// Where a field's padding goes, as Core Foundation places it for localized numbers.
  enum PaddingPosition {
    /// Before the sign: right-aligned (no flag).
    case beforePrefix
    /// Between the sign and the digits (the `0` flag).
    case afterPrefix
    /// After the number: left-aligned (the `-` flag).
    case afterSuffix
  }

  /// Appends `prefix` and `body` padded to `width` UTF-16 code units (how Foundation counts a
  /// field's width) with `padding`.
  ///
  /// - Parameters:
  ///   - prefix: The sign, possibly empty.
  ///   - body: The digits and separators.
  ///   - width: The field width, if any.
  ///   - position: Where the padding goes.
  ///   - padding: The padding character (ASCII).
  ///   - output: The text to append to.
  static func appendPadded(
    prefix: String, body: FormatOutput, width: Int?, position: PaddingPosition,
    padding: UInt8 = ASCII.space, to output: inout FormatOutput
  ) {
    let text = body.text
    let missing = (width ?? 0) - prefix.utf16.count - text.utf16.count
    guard missing > 0 else {
      output.append(prefix)
      output.append(text)
      return
    }
    switch position {
    case .beforePrefix:
      output.append(repeating: padding, count: missing)
      output.append(prefix)
      output.append(text)
    case .afterPrefix:
      output.append(prefix)
      output.append(repeating: padding, count: missing)
      output.append(text)
    case .afterSuffix:
      output.append(prefix)
      output.append(text)
      output.append(repeating: padding, count: missing)
    }
  }
}
