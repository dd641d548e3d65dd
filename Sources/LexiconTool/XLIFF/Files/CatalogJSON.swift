/// A JSON value `lexicon import xliff` adds to a String Catalog, written as Xcode writes
/// catalogs: members sorted by key, one a line, with the file's indentation and separator.
///
/// ```swift
/// CatalogJSON.stringUnit(state: "translated", value: "Fertig")
///   .rendered(indent: "      ", unit: "  ", separator: " : ")
/// // {
/// //         "state" : "translated",
/// //         "value" : "Fertig"
/// //       }
/// ```
indirect enum CatalogJSON: Sendable {
  /// An object's members (written sorted by key).
  case object([(String, CatalogJSON)])
  /// A string.
  case string(String)
  /// An integer (`argNum`).
  case number(Int)

  /// The contents of a `stringUnit`.
  static func stringUnit(state: String, value: String) -> CatalogJSON {
    .object([("state", .string(state)), ("value", .string(value))])
  }

  /// Adds `value` at a path of members, creating the objects on the way; a created object at a
  /// path below this one starts with the members `siblings` gives for that path.
  mutating func insert(
    _ path: [String], _ value: CatalogJSON, siblings: ([String]) -> [(String, CatalogJSON)]
  ) {
    insert(path, value, prefix: [], siblings: siblings)
  }

  private mutating func insert(
    _ path: [String], _ value: CatalogJSON, prefix: [String],
    siblings: ([String]) -> [(String, CatalogJSON)]
  ) {
    guard case .object(var members) = self, let first = path.first else { return }
    let rest = Array(path.dropFirst())
    if rest.isEmpty {
      members.removeAll { $0.0 == first }
      members.append((first, value))
    } else {
      let index =
        members.firstIndex { $0.0 == first }
        ?? {
          members.append((first, .object(siblings(prefix + [first]))))
          return members.count - 1
        }()
      members[index].1.insert(rest, value, prefix: prefix + [first], siblings: siblings)
    }
    self = .object(members)
  }

  /// The value as text, its first line after a member's separator, its closing brace at
  /// `indent`, its members one `unit` deeper.
  func rendered(indent: String, unit: String, separator: String) -> String {
    switch self {
    case .string(let text): return JSONText.string(text)
    case .number(let number): return String(number)
    case .object(let members):
      let inner = indent + unit
      let sorted = members.sorted { $0.0 < $1.0 }
      let lines = sorted.map { name, value in
        inner + JSONText.string(name) + separator
          + value.rendered(indent: inner, unit: unit, separator: separator)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
    }
  }
}
