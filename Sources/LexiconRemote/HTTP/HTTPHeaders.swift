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
  /// The fields by lowercased name: the name as first written, and the value.
  private var fields: [String: (name: String, value: String)] = [:]

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
    get { fields[name.lowercased()]?.value }
    set {
      let key = name.lowercased()
      if let newValue {
        fields[key] = (fields[key]?.name ?? name, newValue)
      } else {
        fields[key] = nil
      }
    }
  }

  /// The fields as names and values, sorted by lowercased name.
  public var all: [(name: String, value: String)] {
    let entries = Array(fields)
    return StableOrder.positions(count: entries.count) { entries[$0].key < entries[$1].key }.map {
      entries[$0].value
    }
  }

  /// Whether the fields are the same, names compared without case.
  ///
  /// - Parameters:
  ///   - lhs: Some fields.
  ///   - rhs: Other fields.
  /// - Returns: `true` when both have the same names (ignoring case) with the same values.
  public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
    lhs.fields.mapValues(\.value) == rhs.fields.mapValues(\.value)
  }
}
