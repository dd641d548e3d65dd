import Lexicon
import LexiconRemote

extension RemoteExperiment {
  /// A value with this experiment as payload JSON — an object of exactly `experiment`, `value`
  /// and `variants` (the form the `CopyExperiments` article of `LexiconRemote` shows) — in
  /// place of the key's value.
  ///
  /// ```swift
  /// experiment.json(value: .text("Welcome back, %@!"))
  /// // {"experiment": "welcome-copy", "value": "Welcome back, %@!", "variants": {…}}
  /// ```
  ///
  /// - Parameter value: The key's value, shown when no variant applies.
  /// - Returns: The object.
  package func json(value: LocalizedValue) -> JSONValue {
    var variants: [String: JSONValue] = [:]
    for variant in self.variants {
      variants[variant.name] = .object([
        "weight": .int(variant.weight), "value": variant.value.remoteJSON,
      ])
    }
    return .object([
      "experiment": .string(name), "value": value.remoteJSON, "variants": .object(variants),
    ])
  }
}
