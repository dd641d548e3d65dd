import Foundation
import Lexicon

/// A value in a configuration file: what a JSON value can be, with integers kept apart from other
/// numbers.
///
/// ```swift
/// let value: ConfigurationValue = ["retries": 3, "hosts": ["a.example.com", "b.example.com"]]
/// value["retries"]?.intValue   // 3
/// value["hosts"]?[1]?.stringValue  // "b.example.com"
/// ```
///
/// A JSON number without a fraction or exponent that fits in `Int` is ``integer(_:)``; any other
/// number is ``double(_:)``. ``ConfigurationVariables`` reads values with typed accessors that
/// throw a ``ConfigurationError`` naming the variable when the type is wrong.
public enum ConfigurationValue: Hashable, Sendable {
  /// A string.
  case string(String)
  /// A whole number written without a fraction or exponent: `3`, `-12`.
  case integer(Int)
  /// Any other number: `2.5`, `1e3`, or an integer too large for `Int`.
  case double(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// An array.
  case array([ConfigurationValue])
  /// An object.
  case object([String: ConfigurationValue])
  /// `null`.
  case null

  /// The string, when the value is one.
  public var stringValue: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The value as an `Int`: an ``integer(_:)``, or a ``double(_:)`` that is a whole number in
  /// range (`3.0`, `1e3`).
  public var intValue: Int? {
    switch self {
    case .integer(let value): return value
    case .double(let value): return Int(exactly: value)
    default: return nil
    }
  }

  /// The value as a `Double`: a ``double(_:)`` or an ``integer(_:)``.
  public var doubleValue: Double? {
    switch self {
    case .double(let value): return value
    case .integer(let value): return Double(value)
    default: return nil
    }
  }

  /// The Boolean, when the value is one (strings such as `"true"` are not).
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The value as an absolute URL: a string that `URL(string:)` accepts and that has a scheme.
  public var urlValue: URL? {
    guard case .string(let string) = self, let url = URL(string: string), url.scheme != nil
    else { return nil }
    return url
  }

  /// The elements, when the value is an array.
  public var arrayValue: [ConfigurationValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The members, when the value is an object.
  public var objectValue: [String: ConfigurationValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// Whether the value is `null`.
  public var isNull: Bool { self == .null }

  /// The member named `key`, when the value is an object that has one.
  ///
  /// - Parameter key: The member's name.
  public subscript(key: String) -> ConfigurationValue? {
    objectValue?[key]
  }

  /// The element at `index`, when the value is an array that long.
  ///
  /// - Parameter index: A zero-based position.
  public subscript(index: Int) -> ConfigurationValue? {
    guard let elements = arrayValue, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// What an error message says was found: `"three"`, `3`, `true`, `null`, `an array`.
  var foundDescription: String {
    switch self {
    case .string(let string): return QuotedText.quoted(string)
    case .integer(let value): return String(value)
    case .double(let value): return String(value)
    case .bool(let value): return value ? "true" : "false"
    case .array: return "an array"
    case .object: return "an object"
    case .null: return "null"
    }
  }
}

extension ConfigurationValue: CustomStringConvertible {
  /// The value as compact JSON, object members sorted by name: `{"hosts":["a"],"retries":3}`.
  public var description: String {
    switch self {
    case .string(let string):
      return QuotedText.quoted(string)
    case .integer, .double, .bool, .null:
      return foundDescription
    case .array(let elements):
      return "[" + elements.map(\.description).joined(separator: ",") + "]"
    case .object(let members):
      let body = members.sorted { $0.key < $1.key }.map {
        QuotedText.quoted($0.key) + ":" + $0.value.description
      }
      return "{" + body.joined(separator: ",") + "}"
    }
  }
}
