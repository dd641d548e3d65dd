import Foundation
import Lexicon
import LexiconEnvironment
import LexiconReading

extension RemoteDelta {
  /// Reads a delta payload (see <doc:OverTheAirFormats>) and checks it is for `environment`.
  ///
  /// ```swift
  /// let delta = try RemoteDelta(jsonData: data, source: url.absoluteString, environment: environment)
  /// (delta.baseVersion, delta.version)  // (6, 7)
  /// ```
  ///
  /// - Parameters:
  ///   - jsonData: The document.
  ///   - source: Its URL or path, named in errors.
  ///   - environment: The environment and app version the content must be for.
  /// - Throws: ``RemoteError/invalidPayload(source:field:line:column:reason:)`` naming the field,
  ///   line and column for anything malformed (a base version not older than the version
  ///   included); ``RemoteError/wrongTarget(expected:found:)`` for content of another
  ///   environment or app version.
  public init(jsonData: Data, source: String, environment: LocalizationEnvironment)
    throws(RemoteError)
  {
    let reader = try PayloadReader(bytes: Array(jsonData), source: source)
    let found = try reader.header(kind: "delta")
    let (language, version) = try RemoteSnapshot.languageAndVersion(reader)
    let baseNode = try reader.required(reader.root, "baseVersion", "")
    let base = try reader.int(baseNode, "baseVersion")
    guard base < version else {
      throw reader.failure(
        "baseVersion", at: baseNode.offset,
        "a delta to version \(version) must start from an earlier version, not \(base)")
    }
    var set: [String: [String: LocalizedValue]] = .init()
    var experiments: [String: [String: RemoteExperiment]] = .init()
    if let member = reader.root.member("set") {
      (set, experiments) = try RemoteSnapshot.content(member.value, "set", reader)
    }
    var removed: [String: [String]] = .init()
    if let member = reader.root.member("remove") {
      for table in try reader.members(member.value, "remove") {
        let tablePath = FieldPath.member("remove", table.key)
        guard let elements = table.value.elements else {
          throw reader.failure(
            tablePath, at: table.value.offset,
            "expected an array of keys, found \(table.value.foundDescription)")
        }
        var keys: [String] = []
        for (index, element) in elements.enumerated() {
          keys.append(try reader.string(element, FieldPath.element(tablePath, index)))
        }
        removed[table.key] = keys
      }
    }
    try PayloadReader.check(found, expected: environment)
    self.init(
      language: language, baseVersion: base, version: version, set: set, removed: removed,
      experiments: experiments)
  }

}
