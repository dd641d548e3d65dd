import Foundation
import Lexicon
import LexiconReading

/// Named values from a configuration file, read as typed values.
///
/// ```swift
/// let settings = AppConfiguration.loadOrDefault()
/// let baseURL = try settings.variables.url("baseURL")      // URL
/// let retries = try settings.variables.int("retries")      // Int
/// let verbose = (try? settings.variables.bool("verbose")) ?? false
/// let limits = try settings.variables.decode("limits", as: Limits.self)  // any Decodable
/// ```
///
/// Each accessor throws a ``ConfigurationError`` that names the variable — by where it is written
/// in the file, with its line and column, when it came from one — and says what was expected and
/// found:
///
/// ```
/// Lexicon.json:6:67: configurations.Debug.variables.retries: expected an integer, found "three"
/// variables.timeout: no such variable
/// ```
///
/// Equality compares names and values only, not where they were read from.
public struct ConfigurationVariables: Hashable, Sendable {
  /// Where a variable was read from.
  struct Origin: Hashable, Sendable {
    var path: String
    var file: String?
    var line: Int
    var column: Int
  }

  /// The values by name.
  public private(set) var values: [String: ConfigurationValue]
  /// Where each value read from a file was written.
  private var origins: [String: Origin] = [:]

  /// Creates variables from values.
  ///
  /// ```swift
  /// let variables = ConfigurationVariables(["baseURL": "https://example.com", "retries": 3])
  /// ```
  ///
  /// - Parameter values: The values by name.
  public init(_ values: [String: ConfigurationValue] = [:]) {
    self.values = values
  }

  /// Creates variables whose errors point into a file.
  init(_ values: [String: ConfigurationValue], origins: [String: Origin]) {
    self.values = values
    self.origins = origins
  }

  /// The names, sorted.
  public var names: [String] { values.keys.sorted() }

  /// Whether there are no variables.
  public var isEmpty: Bool { values.isEmpty }

  /// The value named `name`, or `nil`; setting one replaces it (`nil` removes it).
  ///
  /// - Parameter name: The variable's name.
  public subscript(name: String) -> ConfigurationValue? {
    get { values[name] }
    set {
      values[name] = newValue
      origins[name] = nil
    }
  }

  /// These variables with `other`'s added, `other` winning for a name both have.
  ///
  /// - Parameter other: The variables that take precedence.
  /// - Returns: The merged variables.
  public func merging(_ other: ConfigurationVariables) -> ConfigurationVariables {
    ConfigurationVariables(
      values.merging(other.values) { _, new in new },
      origins: origins.filter { other.values[$0.key] == nil }.merging(other.origins) { $1 })
  }

  // MARK: - Typed access

  /// The value named `name`, whatever its type.
  ///
  /// - Parameter name: The variable's name.
  /// - Returns: The value.
  /// - Throws: ``ConfigurationError/Reason/missingVariable`` when there is none.
  public func value(_ name: String) throws(ConfigurationError) -> ConfigurationValue {
    guard let value = values[name] else { throw error(name, .missingVariable) }
    return value
  }

  /// The string named `name`.
  ///
  /// - Parameter name: The variable's name.
  /// - Returns: The string.
  /// - Throws: ``ConfigurationError`` when there is no such variable or it is not a string.
  public func string(_ name: String) throws(ConfigurationError) -> String {
    try typed(name, "a string", \.stringValue)
  }

  /// The integer named `name`; a whole number written as `3.0` or `1e3` counts.
  ///
  /// - Parameter name: The variable's name.
  /// - Returns: The integer.
  /// - Throws: ``ConfigurationError`` when there is no such variable or it is not an integer.
  public func int(_ name: String) throws(ConfigurationError) -> Int {
    try typed(name, "an integer", \.intValue)
  }

  /// The number named `name`; integers count.
  ///
  /// - Parameter name: The variable's name.
  /// - Returns: The number.
  /// - Throws: ``ConfigurationError`` when there is no such variable or it is not a number.
  public func double(_ name: String) throws(ConfigurationError) -> Double {
    try typed(name, "a number", \.doubleValue)
  }

  /// The Boolean named `name` (`true` or `false`; strings and numbers do not count).
  ///
  /// - Parameter name: The variable's name.
  /// - Returns: The Boolean.
  /// - Throws: ``ConfigurationError`` when there is no such variable or it is not a Boolean.
  public func bool(_ name: String) throws(ConfigurationError) -> Bool {
    try typed(name, "a Boolean", \.boolValue)
  }

  /// The absolute URL named `name`: a string with a scheme, such as `https://example.com`.
  ///
  /// - Parameter name: The variable's name.
  /// - Returns: The URL.
  /// - Throws: ``ConfigurationError`` when there is no such variable or it is not an absolute URL.
  public func url(_ name: String) throws(ConfigurationError) -> URL {
    try typed(name, "an absolute URL", \.urlValue)
  }

  /// The array named `name`.
  ///
  /// - Parameter name: The variable's name.
  /// - Returns: The elements.
  /// - Throws: ``ConfigurationError`` when there is no such variable or it is not an array.
  public func array(_ name: String) throws(ConfigurationError) -> [ConfigurationValue] {
    try typed(name, "an array", \.arrayValue)
  }

  /// The object named `name`.
  ///
  /// - Parameter name: The variable's name.
  /// - Returns: The members.
  /// - Throws: ``ConfigurationError`` when there is no such variable or it is not an object.
  public func object(_ name: String) throws(ConfigurationError) -> [String: ConfigurationValue] {
    try typed(name, "an object", \.objectValue)
  }

  /// Decodes the variable named `name` as any `Decodable` type.
  ///
  /// ```swift
  /// struct Limits: Decodable { var uploads: Int; var cacheMegabytes: Int }
  /// let limits = try variables.decode("limits", as: Limits.self)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The variable's name.
  ///   - type: The type to decode.
  /// - Returns: The decoded value.
  /// - Throws: ``ConfigurationError`` naming the field that does not fit, such as
  ///   `variables.limits.uploads: expected an integer, found "many"`.
  public func decode<Value: Decodable>(_ name: String, as type: Value.Type = Value.self)
    throws(ConfigurationError) -> Value
  {
    let value = try value(name)
    return try ValueDecoding.decode(type, from: value) { codingPath, reason in
      let path = codingPath.reduce(path(of: name)) { path, key in
        key.intValue.map { FieldPath.element(path, $0) } ?? FieldPath.member(path, key.stringValue)
      }
      let origin = origins[name]
      return ConfigurationError(
        path: path, reason: reason, file: origin?.file, line: origin?.line, column: origin?.column)
    }
  }

  /// Decodes all the variables as one `Decodable` type, each variable a property.
  ///
  /// ```swift
  /// struct Settings: Decodable { var baseURL: URL; var retries: Int? }
  /// let settings = try variables.decode(as: Settings.self)
  /// ```
  ///
  /// - Parameter type: The type to decode.
  /// - Returns: The decoded value.
  /// - Throws: ``ConfigurationError`` naming the variable that does not fit.
  public func decode<Value: Decodable>(as type: Value.Type = Value.self)
    throws(ConfigurationError) -> Value
  {
    try ValueDecoding.decode(type, from: .object(values)) { codingPath, reason in
      guard let first = codingPath.first else {
        return ConfigurationError(path: "variables", reason: reason)
      }
      let path = codingPath.dropFirst().reduce(path(of: first.stringValue)) { path, key in
        key.intValue.map { FieldPath.element(path, $0) } ?? FieldPath.member(path, key.stringValue)
      }
      let origin = origins[first.stringValue]
      return ConfigurationError(
        path: path, reason: reason, file: origin?.file, line: origin?.line, column: origin?.column)
    }
  }

  // MARK: - Helpers

  private func typed<Value>(
    _ name: String, _ expected: String, _ convert: (ConfigurationValue) -> Value?
  ) throws(ConfigurationError) -> Value {
    let value = try value(name)
    guard let converted = convert(value) else {
      throw error(name, .typeMismatch(expected: expected, found: value.foundDescription))
    }
    return converted
  }

  /// The path of a variable: where the file wrote it, or `variables.name`.
  private func path(of name: String) -> String {
    origins[name]?.path ?? FieldPath.member("variables", name)
  }

  private func error(_ name: String, _ reason: ConfigurationError.Reason) -> ConfigurationError {
    let origin = origins[name]
    return ConfigurationError(
      path: path(of: name), reason: reason, file: origin?.file, line: origin?.line,
      column: origin?.column)
  }

  /// Equal when the names and values are equal, wherever they were read from.
  ///
  /// - Parameters:
  ///   - lhs: Some variables.
  ///   - rhs: Other variables.
  /// - Returns: Whether the values are equal.
  public static func == (lhs: ConfigurationVariables, rhs: ConfigurationVariables) -> Bool {
    lhs.values == rhs.values
  }

  /// Hashes the names and values.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(values)
  }
}

extension ConfigurationVariables: ExpressibleByDictionaryLiteral {
  /// Creates variables from a literal, for tests and previews; for a repeated name the last value
  /// wins.
  ///
  /// ```swift
  /// let variables: ConfigurationVariables = ["baseURL": "https://example.com", "retries": 3]
  /// ```
  ///
  /// - Parameter elements: The names and values.
  public init(dictionaryLiteral elements: (String, ConfigurationValue)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
