import Lexicon
import LexiconReading
import LexiconRemote

/// What a `FirebaseSource` remembers about a language the device holds, kept as the opaque
/// `RemoteContentState.etag` the engine stores with the content: the node it was read from, the
/// `_version` marker seen then, and the ETag of each table.
///
/// The next refresh compares them with what the database says now: the same marker at the same
/// node means nothing changed (no table is downloaded); the same ETags mean the tables are the
/// ones held (nothing is decoded).
///
/// ```swift
/// let state = FirebaseHeldState(path: "production/1-2-0", marker: "\"3f9a\"", etags: ["labels": "x1"])
/// FirebaseHeldState(validator: state.validator) == state   // true
/// ```
struct FirebaseHeldState: Sendable, Hashable {
  /// The node the content was read from: `production/1-2-0`, or an earlier version's node.
  var path: String
  /// The `_version` node's JSON as read, or `nil` when there was none.
  var marker: String?
  /// The ETag of each table as read, by table name.
  var etags: [String: String]

  /// A prefix that tells this form from another source's validators.
  private static let prefix = "firebase:"

  init(path: String, marker: String?, etags: [String: String]) {
    self.path = path
    self.marker = marker
    self.etags = etags
  }

  /// Reads a validator written by ``validator``; `nil` for anything else (another source's ETag,
  /// or none), which makes the next refresh download every table.
  init?(validator: String?) {
    guard let validator, validator.hasPrefix(Self.prefix) else { return nil }
    let (root, problems) = JSONReader.read(Array(validator.utf8.dropFirst(Self.prefix.utf8.count)))
    guard problems.isEmpty, let root, let path = root.member("path")?.value.string,
      let list = root.member("etags")?.value.members
    else { return nil }
    var etags: [String: String] = [:]
    for member in list {
      guard let etag = member.value.string else { return nil }
      etags[member.key] = etag
    }
    self.init(path: path, marker: root.member("marker")?.value.string, etags: etags)
  }

  /// The state as one line of JSON after a prefix: the form stored in the cache.
  var validator: String {
    var fields: [String: JSONValue] = [
      "path": .string(path), "etags": .object(etags.mapValues(JSONValue.string)),
    ]
    if let marker { fields["marker"] = .string(marker) }
    return Self.prefix + String(decoding: JSONValue.object(fields).compactEncoded(), as: UTF8.self)
  }
}
