import Lexicon
import LexiconRemote

/// How a value is written in over-the-air payloads: the writer of the three forms
/// `LexiconRemote` reads (see `LocalizedValue.init(remoteJSON:path:reader:)` there).
extension LocalizedValue {
  /// The value as payload JSON: a string, a compact plural when it reads back the same, or a
  /// full plural.
  package var remoteJSON: JSONValue {
    switch self {
    case .text(let text):
      return .string(text)
    case .plural(let plural):
      if plural.variables.count == 1,
        let variable = plural.variables[Self.compactPluralVariable], !variable.variants.isEmpty,
        Self.compactPlural(variable.variants) == plural
      {
        return .object(Self.variantsJSON(variable.variants))
      }
      var variables: [String: JSONValue] = [:]
      for (name, variable) in plural.variables {
        var fields: [String: JSONValue] = [
          "specifier": .string(variable.formatSpecifier),
          "variants": .object(Self.variantsJSON(variable.variants)),
        ]
        if let argument = variable.argumentNumber { fields["argument"] = .int(argument) }
        variables[name] = .object(fields)
      }
      return .object(["format": .string(plural.format), "variables": .object(variables)])
    }
  }

  private static func variantsJSON(_ variants: [PluralCategory: String]) -> [String: JSONValue] {
    var object: [String: JSONValue] = [:]
    for (category, text) in variants { object[category.rawValue] = .string(text) }
    return object
  }
}
