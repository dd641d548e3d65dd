/// An integer argument as a sign and a magnitude, wide enough for every Swift integer type up
/// to 64 bits (`Int64.min` and `UInt64.max` alike).
struct IntegerValue: Hashable {
  /// Whether the value is below zero.
  var isNegative: Bool
  /// The absolute value.
  var magnitude: UInt64

  @inline(__always)
  init(isNegative: Bool, magnitude: UInt64) {
    self.isNegative = isNegative && magnitude != 0
    self.magnitude = magnitude
  }

  @inline(__always)
  init<Value: BinaryInteger>(_ value: Value) {
    if value < 0 {
      self.init(
        isNegative: true,
        magnitude: UInt64(truncatingIfNeeded: 0 &- Int64(truncatingIfNeeded: value)))
    } else {
      self.init(isNegative: false, magnitude: UInt64(truncatingIfNeeded: value))
    }
  }

  /// The value in 64-bit two's complement.
  var bitPattern: UInt64 {
    isNegative ? 0 &- magnitude : magnitude
  }

  /// The value as C prints it for a signed conversion with `length`: `hh` and `h` narrow it like
  /// C does; other lengths keep the full value (C would truncate `%d` to 32 bits; Lexicon
  /// prints the argument as given).
  func signed(for length: FormatLength) -> IntegerValue {
    switch length {
    case .char: return IntegerValue(Int8(truncatingIfNeeded: bitPattern))
    case .short: return IntegerValue(Int16(truncatingIfNeeded: bitPattern))
    default: return self
    }
  }

  /// The value as C prints it for an unsigned conversion with `length`: negative values become
  /// their two's complement in the type's width (32 bits for no modifier when the value fits in
  /// an `Int32`, as C prints it; 64 bits otherwise).
  func unsigned(for length: FormatLength) -> UInt64 {
    switch length {
    case .char: return UInt64(UInt8(truncatingIfNeeded: bitPattern))
    case .short: return UInt64(UInt16(truncatingIfNeeded: bitPattern))
    case .none:
      guard isNegative else { return magnitude }
      return magnitude <= 1 << 31 ? UInt64(UInt32(truncatingIfNeeded: bitPattern)) : bitPattern
    default:
      return bitPattern
    }
  }
}
