import Foundation
import Lexicon
import LexiconEnvironment
import LexiconReading

/// Reads an over-the-air JSON document — manifest, snapshot or delta — with the core's
/// `JSONReader`, and turns every problem into ``RemoteError/invalidPayload(source:field:line:column:reason:)``
/// naming the document, the field path (`languages.ru.snapshot.sha256`,
/// `tables.Localizable["login.title"].few`), the line and the column.
///
/// Strict where a mistake would change meaning: any JSON problem (even one the reader recovers
/// from, such as a bad escape), a missing or mistyped field, a duplicate key, a document of
/// another kind or a newer format. Unknown fields of documents and manifest entries are ignored,
/// so a later version of the format can add fields old clients skip.
package struct PayloadReader {
  /// The format version this client reads and writes.
  package static let formatVersion = 1

  /// What the document is named in errors: its URL or path.
  package let source: String
  /// The document's top-level value.
  package let root: JSONNode
  private let bytes: [UInt8]

  /// Reads a document.
  ///
  /// - Parameters:
  ///   - bytes: The document, UTF-8.
  ///   - source: Its URL or path, for errors.
  /// - Throws: ``RemoteError/invalidPayload(source:field:line:column:reason:)`` at the first JSON
  ///   problem, with an empty field path.
  package init(bytes: [UInt8], source: String) throws(RemoteError) {
    let (root, problems) = JSONReader.read(bytes)
    if let problem = problems.first {
      throw Self.failure(bytes, source, "", at: problem.offset, problem.message)
    }
    guard let root else { throw Self.failure(bytes, source, "", at: 0, "the document is empty") }
    self.bytes = bytes
    self.source = source
    self.root = root
  }

  /// The error for a problem at a field.
  ///
  /// - Parameters:
  ///   - field: The field path; empty for the document itself.
  ///   - offset: The byte offset the problem is at.
  ///   - reason: What is wrong.
  /// - Returns: The error, with the line and column of `offset`.
  package func failure(_ field: String, at offset: Int, _ reason: String) -> RemoteError {
    Self.failure(bytes, source, field, at: offset, reason)
  }

  private static func failure(
    _ bytes: [UInt8], _ source: String, _ field: String, at offset: Int, _ reason: String
  ) -> RemoteError {
    var locator = SourceLocator(bytes: bytes)
    let (line, column) = locator.location(of: offset)
    return .invalidPayload(source: source, field: field, line: line, column: column, reason: reason)
  }

  // MARK: - Values

  /// The members of an object, checked for duplicate names.
  package func members(_ node: JSONNode, _ path: String) throws(RemoteError) -> [JSONNode.Member] {
    guard let members = node.members else {
      throw failure(path, at: node.offset, "expected an object, found \(node.foundDescription)")
    }
    var seen: Set<String> = []
    for member in members where !seen.insert(member.key).inserted {
      throw failure(
        FieldPath.member(path, member.key), at: member.keyOffset,
        "\(QuotedText.quoted(member.key)) appears twice")
    }
    return members
  }

  /// A member that must be present.
  package func required(_ object: JSONNode, _ key: String, _ path: String) throws(RemoteError)
    -> JSONNode
  {
    guard let member = object.member(key) else {
      throw failure(FieldPath.member(path, key), at: object.offset, "the field is missing")
    }
    return member.value
  }

  /// A string.
  package func string(_ node: JSONNode, _ path: String) throws(RemoteError) -> String {
    guard let string = node.string else {
      throw failure(path, at: node.offset, "expected a string, found \(node.foundDescription)")
    }
    return string
  }

  /// A whole number within `minimum ... maximum`.
  package func int(
    _ node: JSONNode, _ path: String, minimum: Int = 0, maximum: Int = .max
  ) throws(RemoteError) -> Int {
    guard let value = node.int else {
      throw failure(
        path, at: node.offset, "expected a whole number, found \(node.foundDescription)")
    }
    guard value >= minimum else {
      throw failure(
        path, at: node.offset, "expected a number of at least \(minimum), found \(value)")
    }
    guard value <= maximum else {
      throw failure(
        path, at: node.offset, "expected a number of at most \(maximum), found \(value)")
    }
    return value
  }

  /// A language tag, canonicalized (`pt_BR` → `pt-BR`).
  package func language(_ text: String, _ path: String, at offset: Int) throws(RemoteError)
    -> String
  {
    guard let tag = LanguageTag(text), tag.language != "und" else {
      throw failure(path, at: offset, "\(QuotedText.quoted(text)) is not a language tag")
    }
    return tag.identifier
  }

  // MARK: - Header

  /// Checks the fields every document starts with — `formatVersion`, `kind`, `environment`,
  /// `appVersion` — and returns the environment the document is for.
  ///
  /// - Parameter kind: The kind expected: `manifest`, `snapshot` or `delta`.
  /// - Returns: The document's environment and app version.
  package func header(kind: String) throws(RemoteError) -> LocalizationEnvironment {
    _ = try members(root, "")
    let versionNode = try required(root, "formatVersion", "")
    let version = try int(versionNode, "formatVersion", minimum: 1)
    guard version <= Self.formatVersion else {
      throw failure(
        "formatVersion", at: versionNode.offset,
        "format version \(version) is newer than this client reads (\(Self.formatVersion)); "
          + "update the app or publish with an older tool")
    }
    let kindNode = try required(root, "kind", "")
    let found = try string(kindNode, "kind")
    guard found == kind else {
      throw failure(
        "kind", at: kindNode.offset, "expected a \(kind), found \(QuotedText.quoted(found))")
    }
    let nameNode = try required(root, "environment", "")
    let nameText = try string(nameNode, "environment")
    guard let name = EnvironmentName(rawValue: nameText) else {
      throw failure(
        "environment", at: nameNode.offset,
        "\(QuotedText.quoted(nameText)) is not an environment name (lowercase letters, digits, "
          + "- and _, starting with a letter)")
    }
    var appVersion: AppVersion?
    if let member = root.member("appVersion"), !member.value.isNull {
      let text = try string(member.value, "appVersion")
      do {
        appVersion = try AppVersion(parsing: text)
      } catch {
        throw failure("appVersion", at: member.value.offset, error.description)
      }
    }
    return LocalizationEnvironment(name: name, version: appVersion)
  }

  /// Checks that a document is for the environment and app version expected.
  ///
  /// - Throws: ``RemoteError/wrongTarget(expected:found:)`` naming both.
  package static func check(_ found: LocalizationEnvironment, expected: LocalizationEnvironment)
    throws(RemoteError)
  {
    guard found == expected else {
      throw .wrongTarget(expected: expected.description, found: found.description)
    }
  }

}
