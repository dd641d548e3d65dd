import Lexicon

extension ConfigurationValue: ExpressibleByStringLiteral {
  /// Creates a ``string(_:)``.
  /// - Parameter value: The string.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension ConfigurationValue: ExpressibleByIntegerLiteral {
  /// Creates an ``integer(_:)``.
  /// - Parameter value: The number.
  public init(integerLiteral value: Int) {
    self = .integer(value)
  }
}

extension ConfigurationValue: ExpressibleByFloatLiteral {
  /// Creates a ``double(_:)``.
  /// - Parameter value: The number.
  public init(floatLiteral value: Double) {
    self = .double(value)
  }
}

extension ConfigurationValue: ExpressibleByBooleanLiteral {
  /// Creates a ``bool(_:)``.
  /// - Parameter value: The Boolean.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension ConfigurationValue: ExpressibleByArrayLiteral {
  /// Creates an ``array(_:)``.
  /// - Parameter elements: The elements.
  public init(arrayLiteral elements: ConfigurationValue...) {
    self = .array(elements)
  }
}

extension ConfigurationValue: ExpressibleByDictionaryLiteral {
  /// Creates an ``object(_:)``; for a repeated key the last value wins.
  /// - Parameter elements: The members.
  public init(dictionaryLiteral elements: (String, ConfigurationValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

extension ConfigurationValue: ExpressibleByNilLiteral {
  /// Creates ``null``.
  /// - Parameter nilLiteral: Nothing.
  public init(nilLiteral: ()) {
    self = .null
  }
}
