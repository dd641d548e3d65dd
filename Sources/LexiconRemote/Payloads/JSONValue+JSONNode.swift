import Lexicon
import LexiconReading

extension JSONValue {
  /// A document read by the core's `JSONReader` as a value to write again: strings, whole
  /// numbers, Booleans, `null`, arrays and objects (a member repeated keeps its last value).
  ///
  /// ```swift
  /// let (root, _) = JSONReader.read(Array(#"{"b": [1, true], "a": "x"}"#.utf8))
  /// JSONValue(root!)?.compactEncoded()   // {"a":"x","b":[1,true]}
  /// ```
  ///
  /// - Parameter node: A node read without problems.
  /// - Returns: The value, or `nil` when the node holds a number that is not a whole number
  ///   (the over-the-air formats write none) or a container cut short by a syntax error.
  package init?(_ node: JSONNode) {
    switch node.kind {
    case .string(let text):
      self = .string(text)
    case .bool(let flag):
      self = .bool(flag)
    case .null:
      self = .null
    case .number:
      guard let number = node.int else { return nil }
      self = .int(number)
    case .array(let elements, let complete):
      var values: [JSONValue] = []
      for element in elements {
        guard complete, let value = JSONValue(element) else { return nil }
        values.append(value)
      }
      self = .array(values)
    case .object(let members, let complete):
      var values: [String: JSONValue] = .init()
      for member in members {
        guard complete, let value = JSONValue(member.value) else { return nil }
        values[member.key] = value
      }
      self = .object(values)
    }
  }
}
