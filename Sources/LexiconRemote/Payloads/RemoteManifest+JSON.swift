import Foundation
import Lexicon
import LexiconReading

extension RemoteManifest {
  /// Reads a `manifest.json` (see <doc:OverTheAirFormats>).
  ///
  /// ```swift
  /// let manifest = try RemoteManifest(jsonData: data, source: url.absoluteString)
  /// manifest.languages["ru"]?.version  // 7
  /// ```
  ///
  /// Language tags are canonicalized (`pt_BR` → `pt-BR`); SHA-256 digests are read in either
  /// case and kept in lowercase. Unknown fields are ignored.
  ///
  /// - Parameters:
  ///   - jsonData: The document.
  ///   - source: Its URL or path, named in errors.
  /// - Throws: ``RemoteError/invalidPayload(source:field:line:column:reason:)`` naming the field,
  ///   line and column: invalid JSON, a missing or mistyped field, another kind of document, a
  ///   newer format version, a bad language tag or digest, a delta whose base is not older than
  ///   the version, two deltas from one base.
  public init(jsonData: Data, source: String) throws(RemoteError) {
    let reader = try PayloadReader(bytes: Array(jsonData), source: source)
    let environment = try reader.header(kind: "manifest")
    var languages: [String: Language] = .init()
    let list = try reader.required(reader.root, "languages", "")
    for member in try reader.members(list, "languages") {
      let path = FieldPath.member("languages", member.key)
      let tag = try reader.language(member.key, path, at: member.keyOffset)
      guard languages[tag] == nil else {
        throw reader.failure(
          path, at: member.keyOffset, "\(QuotedText.quoted(member.key)) is listed twice as \(tag)")
      }
      languages[tag] = try Self.language(member.value, path, reader)
    }
    self.init(environment: environment, languages: languages)
  }

  private static func language(_ node: JSONNode, _ path: String, _ reader: PayloadReader)
    throws(RemoteError) -> Language
  {
    _ = try reader.members(node, path)
    let versionPath = FieldPath.member(path, "version")
    let version = try reader.int(try reader.required(node, "version", path), versionPath)
    let snapshot = try file(
      try reader.required(node, "snapshot", path), FieldPath.member(path, "snapshot"), reader)
    var deltas: [Delta] = []
    if let list = node.member("deltas") {
      let listPath = FieldPath.member(path, "deltas")
      guard let elements = list.value.elements else {
        throw reader.failure(
          listPath, at: list.value.offset,
          "expected an array, found \(list.value.foundDescription)")
      }
      for (index, element) in elements.enumerated() {
        let elementPath = FieldPath.element(listPath, index)
        let baseNode = try reader.required(element, "baseVersion", elementPath)
        let base = try reader.int(baseNode, FieldPath.member(elementPath, "baseVersion"))
        guard base < version else {
          throw reader.failure(
            FieldPath.member(elementPath, "baseVersion"), at: baseNode.offset,
            "a delta to version \(version) must start from an earlier version, not \(base)")
        }
        guard !deltas.contains(where: { $0.baseVersion == base }) else {
          throw reader.failure(
            FieldPath.member(elementPath, "baseVersion"), at: baseNode.offset,
            "two deltas start from version \(base)")
        }
        deltas.append(Delta(baseVersion: base, file: try file(element, elementPath, reader)))
      }
    }
    return Language(version: version, snapshot: snapshot, deltas: deltas)
  }

  private static func file(_ node: JSONNode, _ path: String, _ reader: PayloadReader)
    throws(RemoteError) -> File
  {
    _ = try reader.members(node, path)
    let urlPath = FieldPath.member(path, "url")
    let urlNode = try reader.required(node, "url", path)
    let url = try reader.string(urlNode, urlPath)
    guard !url.isEmpty, URL(string: url) != nil else {
      throw reader.failure(urlPath, at: urlNode.offset, "\(QuotedText.quoted(url)) is not a URL")
    }
    let bytes = try reader.int(
      try reader.required(node, "bytes", path), FieldPath.member(path, "bytes"))
    let digestPath = FieldPath.member(path, "sha256")
    let digestNode = try reader.required(node, "sha256", path)
    let digest = try reader.string(digestNode, digestPath)
    guard let parsed = SHA256Digest(hex: digest) else {
      throw reader.failure(
        digestPath, at: digestNode.offset,
        "\(QuotedText.quoted(digest)) is not a SHA-256 digest (64 hexadecimal digits)")
    }
    return File(url: url, bytes: bytes, sha256: parsed.description)
  }
}
