import Lexicon

/// The header fields of an HTTP request or response, looked up without regard to case.
///
/// ```swift
/// var headers = HTTPHeaders()
/// headers["If-None-Match"] = "\"v7\""
/// headers["if-none-match"]  // "\"v7\""
/// ```
///
/// A field set twice keeps the last value; names keep the spelling they were first set with.
public struct HTTPHeaders: Sendable, Equatable {
  /// The values by lowercased name.
  private var values: [String: String] = .init()
  /// The names as first written, by lowercased name. Two dictionaries of strings rather than
  /// one of pairs: the module already carries their code, a dictionary of pairs would add its own.
  private var names: [String: String] = .init()

  /// No fields.
  public init() {}

  /// Fields from a dictionary of names and values.
  ///
  /// - Parameter fields: The fields, such as `["Accept": "application/json"]`.
  public init(_ fields: [String: String]) {
    for (name, value) in fields { self[name] = value }
  }

  /// The value of a field, or `nil` when it is absent; setting `nil` removes it.
  ///
  /// - Parameter name: The field's name, in any case.
  public subscript(name: String) -> String? {
    get { values[name.lowercased()] }
    set {
      let key = name.lowercased()
      values[key] = newValue
      if newValue == nil {
        names[key] = nil
      } else if names[key] == nil {
        names[key] = name
      }
    }
  }

  /// The fields as names and values, sorted by lowercased name.
  public var all: [(name: String, value: String)] {
    StableOrder.sorted(Array(values.keys)).map { key in (names[key] ?? key, values[key] ?? "") }
  }

  /// Whether the fields are the same, names compared without case.
  ///
  /// - Parameters:
  ///   - lhs: Some fields.
  ///   - rhs: Other fields.
  /// - Returns: `true` when both have the same names (ignoring case) with the same values.
  public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
    lhs.values == rhs.values
  }
}
