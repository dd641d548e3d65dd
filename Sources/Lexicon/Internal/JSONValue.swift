/// A JSON value with the byte offset it was read from, as ``JSONReader`` produces it.
struct JSONValue: Sendable, Hashable {
  /// The kind of value and its contents.
  enum Kind: Sendable, Hashable {
    case object([Member])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case boolean(Bool)
    case null
  }

  /// One member of an object, in file order (duplicates are kept).
  struct Member: Sendable, Hashable {
    /// The member's name.
    var key: String
    /// The byte offset of the name's opening quote.
    var keyOffset: Int
    /// The member's value.
    var value: JSONValue
  }

  /// The value.
  var kind: Kind
  /// The byte offset of the value's first character.
  var offset: Int

  /// The string, when the value is one.
  var string: String? {
    if case .string(let string) = kind { return string }
    return nil
  }

  /// The members, when the value is an object.
  var members: [Member]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The last member named `key`, when the value is an object.
  func member(_ key: String) -> Member? {
    guard case .object(let members) = kind else { return nil }
    return members.last { $0.key == key }
  }

  /// The kind's name with an article, for messages.
  var kindDescription: String {
    switch kind {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .boolean: return "a boolean"
    case .null: return "null"
    }
  }
}
