import Foundation
import Lexicon
import LexiconEnvironment
import LexiconRemote

/// The header every over-the-air document starts with (see the `OverTheAirFormats` article of
/// `LexiconRemote`): its format version, kind, environment and app version, as the readers of
/// `LexiconRemote` check them.
enum PayloadHeader {
  /// The header fields of a document of `kind` for `environment`.
  static func fields(kind: String, environment: LocalizationEnvironment) -> [String: JSONValue] {
    var fields: [String: JSONValue] = [
      "formatVersion": .int(PayloadReader.formatVersion), "kind": .string(kind),
      "environment": .string(environment.name.rawValue),
    ]
    if let version = environment.version { fields["appVersion"] = .string(version.description) }
    return fields
  }
}
