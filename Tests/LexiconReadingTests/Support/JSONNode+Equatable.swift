@testable import Lexicon
@testable import LexiconReading

// The JSON reader's trees compare in tests only: the library never compares them, so it does
// not pay for the conformances in every app's binary (issue 19). Offsets count, as they would in
// a synthesized conformance.

extension JSONNode: Equatable {
  /// Whether the two nodes are the same, offsets included.
  public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
    lhs.kind == rhs.kind && lhs.offset == rhs.offset
  }
}

extension JSONNode.Member: Equatable {
  /// Whether the two members are the same, offsets included.
  public static func == (lhs: JSONNode.Member, rhs: JSONNode.Member) -> Bool {
    lhs.key == rhs.key && lhs.keyOffset == rhs.keyOffset && lhs.value == rhs.value
  }
}

extension JSONNode.Kind: Equatable {
  /// Whether the two kinds are the same, offsets included.
  public static func == (lhs: JSONNode.Kind, rhs: JSONNode.Kind) -> Bool {
    switch (lhs, rhs) {
    case (.object(let a, let aComplete), .object(let b, let bComplete)):
      return a == b && aComplete == bComplete
    case (.array(let a, let aComplete), .array(let b, let bComplete)):
      return a == b && aComplete == bComplete
    case (.string(let a), .string(let b)), (.number(let a), .number(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.null, .null): return true
    default: return false
    }
  }
}
