import Lexicon

extension FormatArgumentKind {
  /// The kind as one bit of a byte: a set of kinds is a `UInt8`, where a `Set` would add its own
  /// copy of the standard library's set code to the binary and hash on every check.
  var bit: UInt8 {
    switch self {
    case .object: return 1 << 0
    case .signedInteger: return 1 << 1
    case .unsignedInteger: return 1 << 2
    case .floatingPoint: return 1 << 3
    case .character: return 1 << 4
    case .cString: return 1 << 5
    case .pointer: return 1 << 6
    }
  }

  /// Whether an argument of this kind has a size that a translation must read it with
  /// (`%d` against `%lld`): the integers and floating-point numbers.
  var isSized: Bool {
    switch self {
    case .signedInteger, .unsignedInteger, .floatingPoint: return true
    case .object, .character, .cString, .pointer: return false
    }
  }
}
