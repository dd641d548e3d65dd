import Foundation
import Lexicon
import LexiconRemote

extension ShippedContent {
  /// The stamp as the JSON `lexicon export static --stamp` writes into the app's resources:
  /// members sorted by the UTF-8 bytes of their names, two-space indentation, a final line feed.
  ///
  /// ```swift
  /// stamp.jsonData()   // {"appVersion": "1.2.0", …, "kind": "shipped-content", "languages": {…}}
  /// ```
  package func jsonData() -> Data {
    var root = PayloadHeader.fields(kind: Self.kind, environment: environment)
    root["developmentLanguage"] = .string(developmentLanguage)
    root["languages"] = .object(
      languages.mapValues { language in
        .object([
          "version": .int(language.version), "sha256": .string(language.sha256),
          "tables": .array(language.tables.map(JSONValue.string)),
        ])
      })
    return Data(JSONValue.object(root).encoded())
  }
}
