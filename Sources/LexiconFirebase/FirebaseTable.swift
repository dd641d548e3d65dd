import Lexicon
import LexiconReading
import LexiconRemote

/// One table as a Realtime Database node holds it (`production/1-2-0/ru/labels`), read into
/// values by `FirebaseSource` and written by `lexicon export firebase`.
///
/// Reading accepts the layouts teams keep in the database:
///
/// - **Flat keys**, encoded with ``FirebaseKey``: `{"login%2Etitle": "Войти"}` → `login.title`.
/// - **Nested screens**, the seed layout: `{"login": {"title": "Войти"}}` → `login.title`; the
///   names of nested objects are joined with `.`, at any depth. (The database stores an object
///   whose keys are `0`, `1`, … as an array; it is read the same way.)
/// - **Values** in the payload forms of the `OverTheAirFormats` article of `LexiconRemote`: a string is a text; an object
///   whose members are all CLDR plural categories holding text, `other` among them, is a compact
///   plural; an object of exactly `format` and `variables` is a full plural; an object with
///   `experiment` and `variants` is a key with a copy experiment (`RemoteExperiment` of `LexiconRemote`,
///   variant names encoded with ``FirebaseKey``). Any other object is a nested screen.
///
/// A key reached twice (flat and nested) or a number, Boolean or empty object where a value
/// should be is an error naming the field. Writing uses flat encoded keys and the payload forms
/// (compact plurals where they read back the same), so what is read is exactly what was written.
///
/// ```swift
/// let node = FirebaseTable.node(["login.title": .text("Войти")])  // {"login%2Etitle": "Войти"}
/// ```
package enum FirebaseTable {

  /// Reads a table node.
  ///
  /// - Parameters:
  ///   - node: The node: an object (or an array, for keys `0`, `1`, …).
  ///   - path: Its field path, for errors (the table's name).
  ///   - reader: The document, for errors.
  /// - Returns: The values by decoded key.
  /// - Throws: `RemoteError/invalidPayload(source:field:line:column:reason:)` naming the field.
  package static func values(_ node: JSONNode, path: String, reader: PayloadReader)
    throws(RemoteError) -> [String: LocalizedValue]
  {
    try content(node, path: path, reader: reader).values
  }

  /// Reads a table node: its values, and the copy experiments of its keys.
  ///
  /// - Throws: `RemoteError.invalidPayload` naming the field.
  package static func content(_ node: JSONNode, path: String, reader: PayloadReader)
    throws(RemoteError)
    -> (values: [String: LocalizedValue], experiments: [String: RemoteExperiment])
  {
    guard node.members != nil || node.elements != nil else {
      throw reader.failure(
        path, at: node.offset, "expected an object of keys, found \(node.foundDescription)")
    }
    var values: [String: LocalizedValue] = [:]
    var experiments: [String: RemoteExperiment] = [:]
    try read(
      node, path: path, prefix: "", reader: reader, into: &values, experiments: &experiments)
    return (values, experiments)
  }

  /// Reads the members of an object (or the elements of an array) into `values`, their keys
  /// after `prefix`.
  private static func read(
    _ node: JSONNode, path: String, prefix: String, reader: PayloadReader,
    into values: inout [String: LocalizedValue], experiments: inout [String: RemoteExperiment]
  ) throws(RemoteError) {
    var children: [(key: String, offset: Int, value: JSONNode)] = []
    if let elements = node.elements {
      for (index, element) in elements.enumerated() where !element.isNull {
        children.append((String(index), element.offset, element))
      }
    } else {
      children = try reader.members(node, path).map { ($0.key, $0.keyOffset, $0.value) }
    }
    guard !children.isEmpty || prefix.isEmpty else {
      throw reader.failure(path, at: node.offset, "an empty object holds no value")
    }
    for child in children {
      let decoded = FirebaseKey.decode(child.key)
      let key = prefix.isEmpty ? decoded : prefix + "." + decoded
      let childPath =
        node.elements != nil
        ? FieldPath.element(path, Int(child.key) ?? 0) : FieldPath.member(path, child.key)
      let value: LocalizedValue
      switch child.value.kind {
      case .string(let text):
        value = .text(text)
      case .object where RemoteExperiment.isExperiment(child.value):
        let (read, experiment) = try RemoteExperiment.read(
          child.value, path: childPath, reader: reader, names: FirebaseKey.decode)
        value = decodingVariables(read)
        var decoded = experiment
        decoded.variants = experiment.variants.map { variant in
          RemoteVariant(
            name: variant.name, weight: variant.weight, value: decodingVariables(variant.value))
        }
        experiments[key] = decoded
      case .object, .array:
        guard isPlural(child.value) else {
          try read(
            child.value, path: childPath, prefix: key, reader: reader, into: &values,
            experiments: &experiments)
          continue
        }
        value = try plural(child.value, path: childPath, reader: reader)
      case .null:
        continue
      case .number, .bool:
        throw reader.failure(
          childPath, at: child.value.offset,
          "expected a string, a plural object or an object of keys, found "
            + child.value.foundDescription)
      }
      guard values[key] == nil else {
        throw reader.failure(
          childPath, at: child.offset,
          "\(QuotedText.quoted(key)) is written twice (as a flat key and as nested objects)")
      }
      values[key] = value
    }
  }

  /// Whether an object is a plural value rather than a nested screen: exactly `format` and
  /// `variables` (an object), or only plural categories holding text, `other` among them.
  private static func isPlural(_ node: JSONNode) -> Bool {
    guard let members = node.members, !members.isEmpty else { return false }
    let names = Set(members.map(\.key))
    if names == ["format", "variables"] {
      return node.member("variables")?.value.members != nil
    }
    return names.contains(PluralCategory.other.rawValue)
      && members.allSatisfy { PluralCategory(rawValue: $0.key) != nil && $0.value.string != nil }
  }

  /// Reads a plural value, its variable names decoded.
  private static func plural(_ node: JSONNode, path: String, reader: PayloadReader)
    throws(RemoteError) -> LocalizedValue
  {
    decodingVariables(try LocalizedValue(remoteJSON: node, path: path, reader: reader))
  }

  /// A value with its plural variable names decoded.
  private static func decodingVariables(_ value: LocalizedValue) -> LocalizedValue {
    guard case .plural(let plural) = value,
      plural.variables.keys.contains(where: { FirebaseKey.decode($0) != $0 })
    else { return value }
    var variables: [String: PluralVariable] = [:]
    for (name, variable) in plural.variables { variables[FirebaseKey.decode(name)] = variable }
    return .plural(PluralString(format: plural.format, variables: variables))
  }
}
