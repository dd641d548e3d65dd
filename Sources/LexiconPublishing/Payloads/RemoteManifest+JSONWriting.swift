import Foundation
import Lexicon
import LexiconEnvironment
import LexiconRemote

extension RemoteManifest {
  /// The manifest as JSON, byte-stable: members sorted by the UTF-8 bytes of their names, deltas
  /// by base version, two-space indentation, a final line feed.
  ///
  /// - Returns: The document.
  public func jsonData() -> Data {
    var root = PayloadHeader.fields(kind: "manifest", environment: environment)
    var list: [String: JSONValue] = [:]
    for (tag, language) in languages {
      let order = StableOrder.positions(count: language.deltas.count) {
        language.deltas[$0].baseVersion < language.deltas[$1].baseVersion
      }
      let deltas = order.map { language.deltas[$0] }.map { delta in
        var fields = Self.fileJSON(delta.file)
        fields["baseVersion"] = .int(delta.baseVersion)
        return JSONValue.object(fields)
      }
      list[tag] = .object([
        "version": .int(language.version), "snapshot": .object(Self.fileJSON(language.snapshot)),
        "deltas": .array(deltas),
      ])
    }
    root["languages"] = .object(list)
    return Data(JSONValue.object(root).encoded())
  }

  private static func fileJSON(_ file: File) -> [String: JSONValue] {
    ["url": .string(file.url), "bytes": .int(file.bytes), "sha256": .string(file.sha256)]
  }
}
