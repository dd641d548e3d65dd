import Lexicon
import LexiconReading

/// How a key with a copy experiment is written in over-the-air payloads and Realtime Database
/// nodes: in place of its value, an object of exactly three members —
///
/// ```json
/// {
///   "experiment": "welcome-copy",
///   "value": "Welcome back, %@!",
///   "variants": {
///     "short": { "value": "Hi, %@!", "weight": 50 },
///     "warm": { "value": "Good to see you, %@!", "weight": 50 }
///   }
/// }
/// ```
///
/// `value` is the key's value, shown when no variant applies; each variant has a weight (a
/// whole number, zero or more) and a value in any of the value forms (text, compact or full
/// plural). In a Realtime Database node, variant names are database keys, so they are encoded
/// there (`FirebaseKey` of `LexiconFirebase`).
extension RemoteExperiment {
  /// The members of an experiment object.
  static let members: Set<String> = ["experiment", "value", "variants"]

  /// Whether `node` is a value with an experiment: an object with `experiment` and `variants`.
  package static func isExperiment(_ node: JSONNode) -> Bool {
    node.member("experiment") != nil && node.member("variants") != nil
  }

  /// Reads a value with an experiment.
  ///
  /// - Parameters:
  ///   - node: The object.
  ///   - path: Its field path, named in errors.
  ///   - reader: The document's reader.
  ///   - names: How a variant's name is read from its member's (a Realtime Database node decodes
  ///     its keys); as it is when `nil`, the default. Optional rather than a default closure, so
  ///     the optimizer keeps one copy of this function instead of one per closure (7 KB).
  /// - Returns: The key's value and its experiment.
  /// - Throws: ``RemoteError/invalidPayload(source:field:line:column:reason:)`` naming the field.
  package static func read(
    _ node: JSONNode, path: String, reader: PayloadReader,
    names: ((String) -> String)? = nil
  ) throws(RemoteError) -> (value: LocalizedValue, experiment: RemoteExperiment) {
    for member in try reader.members(node, path) where !members.contains(member.key) {
      throw reader.failure(
        FieldPath.member(path, member.key), at: member.keyOffset,
        "an experiment holds only experiment, value and variants")
    }
    let nameNode = try reader.required(node, "experiment", path)
    let name = try reader.string(nameNode, FieldPath.member(path, "experiment"))
    guard !name.isEmpty else {
      throw reader.failure(
        FieldPath.member(path, "experiment"), at: nameNode.offset, "the experiment has no name")
    }
    let valuePath = FieldPath.member(path, "value")
    let value = try LocalizedValue(
      remoteJSON: try reader.required(node, "value", path), path: valuePath, reader: reader)
    let variantsPath = FieldPath.member(path, "variants")
    let list = try reader.members(try reader.required(node, "variants", path), variantsPath)
    guard !list.isEmpty else {
      throw reader.failure(variantsPath, at: node.offset, "the experiment has no variant")
    }
    var variants: [RemoteVariant] = []
    for member in list {
      let variantPath = FieldPath.member(variantsPath, member.key)
      for field in try reader.members(member.value, variantPath)
      where field.key != "weight" && field.key != "value" {
        throw reader.failure(
          FieldPath.member(variantPath, field.key), at: field.keyOffset,
          "a variant holds only weight and value")
      }
      let weight = try reader.int(
        try reader.required(member.value, "weight", variantPath),
        FieldPath.member(variantPath, "weight"), maximum: RemoteExperiment.maximumWeight)
      let variantValue = try LocalizedValue(
        remoteJSON: try reader.required(member.value, "value", variantPath),
        path: FieldPath.member(variantPath, "value"), reader: reader)
      variants.append(
        RemoteVariant(
          name: names?(member.key) ?? member.key, weight: weight,
          value: variantValue))
    }
    return (value, RemoteExperiment(name: name, variants: variants).sorted)
  }

  /// The experiment with its variants in the order of their names' UTF-8 bytes: the order their
  /// shares are laid out in, whatever order a source listed them in.
  package var sorted: RemoteExperiment {
    let order = StableOrder.positions(count: variants.count) {
      variants[$0].name.utf8.lexicographicallyPrecedes(variants[$1].name.utf8)
    }
    return RemoteExperiment(name: name, variants: order.map { variants[$0] })
  }
}
