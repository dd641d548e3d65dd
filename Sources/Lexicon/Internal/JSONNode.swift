/// A JSON value read by ``JSONNodeReader``, with the byte offset it starts at so configuration
/// errors can name a line and column.
///
/// Numbers keep their literal text, so `3` and `3.0` stay distinguishable; objects keep every
/// member in file order, duplicates included. A container cut short by a syntax error is marked
/// incomplete: it holds the members read before the error.
struct JSONNode: Sendable, Hashable {
  /// The kind of value and its contents.
  enum Kind: Sendable, Hashable {
    case object([Member], complete: Bool)
    case array([JSONNode], complete: Bool)
    case string(String)
    case number(String)
    case bool(Bool)
    case null
  }

  /// One member of an object.
  struct Member: Sendable, Hashable {
    /// The member's name.
    var key: String
    /// The byte offset of the name's opening quote.
    var keyOffset: Int
    /// The member's value.
    var value: JSONNode
  }

  /// The value.
  var kind: Kind
  /// The byte offset of the value's first character.
  var offset: Int

  /// What a message says was found here: `"three"`, `3`, `true`, `null`, `an array`, `an object`.
  var foundDescription: String {
    switch kind {
    case .object: return "an object"
    case .array: return "an array"
    case .string(let string): return QuotedText.quoted(string)
    case .number(let literal): return literal
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    }
  }
}
