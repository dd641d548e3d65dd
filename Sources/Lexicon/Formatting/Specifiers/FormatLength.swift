/// The length modifier of a format specifier: the C type of the argument it reads.
///
/// Swift passes every integer argument as a full value, so Lexicon prints the argument itself;
/// only ``char`` (`hh`) and ``short`` (`h`) narrow it the way C does. See ``FormatRenderer``.
public enum FormatLength: UInt8, Sendable, Hashable {
  /// No modifier: `int` for integers, `double` for floating-point conversions.
  case none
  /// `hh`: `char`.
  case char
  /// `h`: `short`.
  case short
  /// `l`: `long`: 64-bit on 64-bit Apple platforms and Linux, but 32-bit on watchOS's
  /// arm64_32 (an ILP32 platform). Lexicon prints the argument as given either way.
  case long
  /// `ll`: `long long` (64-bit).
  case longLong
  /// `q`: a 64-bit “quad” (Apple's synonym for `ll`).
  case quad
  /// `L`: `long double`. Lexicon formats a `Double` for it.
  case longDouble
  /// `z`: `size_t` (as wide as `long`).
  case size
  /// `j`: `intmax_t`.
  case intMax
  /// `t`: `ptrdiff_t` (as wide as `long`).
  case pointerDifference

  /// The modifier as written, such as `ll`; empty for ``none``.
  public var text: String {
    switch self {
    case .none: return ""
    case .char: return "hh"
    case .short: return "h"
    case .long: return "l"
    case .longLong: return "ll"
    case .quad: return "q"
    case .longDouble: return "L"
    case .size: return "z"
    case .intMax: return "j"
    case .pointerDifference: return "t"
    }
  }

  /// The width in bits of the integer the modifier names on a 64-bit (LP64) platform: 8, 16, 32
  /// or 64. ``longDouble`` reports 128 so that `%Lf` and `%f` are told apart.
  ///
  /// These are the LP64 widths on every platform, including watchOS's arm64_32, where `long`,
  /// `size_t` and `ptrdiff_t` are 32-bit: the compatibility check compares what a format says,
  /// and the renderer prints each argument in full, so the platform's `long` changes neither.
  public var bitWidth: Int {
    switch self {
    case .none: return 32
    case .char: return 8
    case .short: return 16
    case .long, .longLong, .quad, .size, .intMax, .pointerDifference: return 64
    case .longDouble: return 128
    }
  }
}
