extension StringTable: ExpressibleByDictionaryLiteral {
  /// Creates a table from a dictionary literal of keys and values.
  public init(dictionaryLiteral elements: (String, LocalizedValue)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
