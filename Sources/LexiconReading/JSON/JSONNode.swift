import Lexicon

/// A JSON value read by ``JSONReader``, with the byte offset it starts at so every problem
/// can name a line and column.
///
/// Numbers keep their literal text, so `3` and `3.0` stay distinguishable (``int`` and
/// ``double`` convert them); objects keep every member in file order, duplicates included. A
/// container cut short by a syntax error is marked incomplete: it holds the members read before
/// the error.
///
/// ```swift
/// let (root, _) = JSONReader.read(Array(#"{"n": 3, "n": 3.0}"#.utf8))
/// root?.members?.map(\.value.number)  // ["3", "3.0"]
/// root?.member("n")?.value.double     // 3.0 (the last member wins)
/// ```
package struct JSONNode: Sendable {
  /// The kind of value and its contents.
  package enum Kind: Sendable {
    /// An object's members in file order; `complete` is `false` when a syntax error cut it short.
    case object([Member], complete: Bool)
    /// An array's elements; `complete` is `false` when a syntax error cut it short.
    case array([JSONNode], complete: Bool)
    /// A string, escapes decoded.
    case string(String)
    /// A number as written: `3`, `-0.5`, `1e3`.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// One member of an object.
  package struct Member: Sendable {
    /// The member's name.
    package var key: String
    /// The byte offset of the name's opening quote.
    package var keyOffset: Int
    /// The member's value.
    package var value: JSONNode
  }

  /// The value.
  package var kind: Kind
  /// The byte offset of the value's first character.
  package var offset: Int

  // MARK: - Accessors

  /// The string, when the value is one.
  package var string: String? {
    if case .string(let string) = kind { return string }
    return nil
  }

  /// Whether the value is `null`.
  package var isNull: Bool {
    if case .null = kind { return true }
    return false
  }

  /// The Boolean, when the value is `true` or `false`.
  package var bool: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  /// The number's literal text (`3`, `3.0`, `-1e2`), when the value is a number.
  package var number: String? {
    if case .number(let literal) = kind { return literal }
    return nil
  }

  /// The number as an `Int`, when it is written as a whole number (no fraction, no exponent)
  /// that fits: `3` and `-0` convert; `3.0`, `1e2` and `99999999999999999999` do not.
  package var int: Int? {
    guard case .number(let literal) = kind,
      !literal.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") })
    else { return nil }
    return ASCII.integer(Substring(literal))
  }

  /// The number as a finite `Double` (the nearest one), whatever way it is written; `nil` for a
  /// value that is not a number or too large for a `Double` (`1e999`).
  package var double: Double? {
    guard case .number(let literal) = kind, let value = Double(literal), value.isFinite else {
      return nil
    }
    return value
  }

  /// The members in file order, when the value is an object.
  package var members: [Member]? {
    if case .object(let members, _) = kind { return members }
    return nil
  }

  /// The elements, when the value is an array.
  package var elements: [JSONNode]? {
    if case .array(let elements, _) = kind { return elements }
    return nil
  }

  /// `false` for an object or array cut short by a syntax error; `true` for everything else.
  package var isComplete: Bool {
    switch kind {
    case .object(_, let complete), .array(_, let complete): return complete
    default: return true
    }
  }

  /// The last member named `key`, when the value is an object (the last of duplicates wins, as
  /// in most JSON readers).
  package func member(_ key: String) -> Member? {
    guard case .object(let members, _) = kind else { return nil }
    return members.last { $0.key == key }
  }

  // MARK: - Messages

  /// The kind's name with an article, for messages such as `"argNum" is a string`: `an object`,
  /// `an array`, `a string`, `a number`, `a boolean`, `null`.
  package var kindDescription: String {
    switch kind {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }

  /// What a message says was found here: `"three"`, `3`, `true`, `null`, `an array`, `an object`.
  package var foundDescription: String {
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
