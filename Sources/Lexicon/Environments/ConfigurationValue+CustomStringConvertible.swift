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
