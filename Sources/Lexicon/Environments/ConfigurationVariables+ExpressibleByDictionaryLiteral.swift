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
