@testable import Lexicon
@testable import LexiconRawFiles

// The readers' trees compare in tests only: the library never compares them, so it does not
// pay for the conformances in every app's binary (issue 19). Offsets count, as they would in a
// synthesized conformance.

extension PropertyListValue: Equatable {
  /// Whether the two values are the same, offsets included.
  public static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
    lhs.kind == rhs.kind && lhs.offset == rhs.offset
  }
}

extension PropertyListValue.Entry: Equatable {
  /// Whether the two entries are the same, offsets included.
  public static func == (lhs: PropertyListValue.Entry, rhs: PropertyListValue.Entry) -> Bool {
    lhs.key == rhs.key && lhs.keyOffset == rhs.keyOffset && lhs.value == rhs.value
  }
}

extension PropertyListValue.Kind: Equatable {
  /// Whether the two kinds are the same, offsets included.
  public static func == (lhs: PropertyListValue.Kind, rhs: PropertyListValue.Kind) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)), (.integer(let a), .integer(let b)),
      (.real(let a), .real(let b)), (.date(let a), .date(let b)), (.data(let a), .data(let b)):
      return a == b
    case (.boolean(let a), .boolean(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.dictionary(let a), .dictionary(let b)): return a == b
    default: return false
    }
  }
}
