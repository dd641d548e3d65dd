import Foundation
import Lexicon
import LexiconEnvironment
import LexiconFormats
import LexiconReading
import LexiconRemote

/// One environment and app version of a `lexicon export firebase` file, as `lexicon publish
/// firebase` writes it: the node (`production/1-2-0`) and everything under it — each
/// language's tables and `_version`.
///
/// ```swift
/// let publications = try FirebasePublication.read(Array(data), path: "labels.json")
/// publications[0].path.description   // "production/1-2-0"
/// ```
struct FirebasePublication: Sendable {
  /// The node.
  var path: RemotePath
  /// What the node holds.
  var node: JSONValue
  /// The `_version` marker.
  var marker: String
  /// The languages, sorted.
  var languages: [String]

  /// The environment and version the node is for, as people write them: `production 1.2.0`.
  var title: String {
    let components = path.components
    guard components.count == 2, let version = try? AppVersion(pathComponent: components[1])
    else { return components.joined(separator: " ") }
    return "\(components[0]) \(version)"
  }

  /// Every publication of an export file: each node holding `_version`, one or two levels down
  /// (`development`, `production/1-2-0`).
  ///
  /// - Parameters:
  ///   - bytes: The file.
  ///   - path: Its path, for errors.
  /// - Returns: The publications, sorted by path.
  /// - Throws: ``ToolError`` with ``ExitCode/findings`` naming the line and column when the file
  ///   is not JSON or holds no publication.
  static func read(_ bytes: [UInt8], path: String) throws(ToolError) -> [FirebasePublication] {
    let lines = SourceLines(bytes)
    func failure(_ message: String, at offset: Int) -> ToolError {
      let (line, column) = lines.location(of: offset)
      return .diagnostic("\(path):\(line):\(column): error: \(message)", exitCode: .findings)
    }
    let (root, problems) = JSONReader.read(bytes)
    if let problem = problems.first { throw failure(problem.message, at: problem.offset) }
    guard let root, let environments = root.members else {
      throw failure("expected the object `lexicon export firebase` writes", at: root?.offset ?? 0)
    }
    var publications: [FirebasePublication] = []
    func add(_ node: JSONNode, _ components: [String]) throws(ToolError) {
      guard let value = JSONValue(node), case .object(let members) = value,
        let marker = node.member("_version")?.value.string
      else { throw failure("`_version` must be a string beside the languages", at: node.offset) }
      let remotePath: RemotePath
      do {
        remotePath = try RemotePath(components: components)
      } catch {
        throw failure(error.description, at: node.offset)
      }
      publications.append(
        FirebasePublication(
          path: remotePath, node: value, marker: marker,
          languages: members.keys.filter { $0 != "_version" }.sorted()))
    }
    for environment in environments {
      guard EnvironmentName(rawValue: environment.key) != nil,
        let children = environment.value.members
      else {
        throw failure(
          "\(QuotedText.quoted(environment.key)) is not an environment of an export",
          at: environment.keyOffset)
      }
      if environment.value.member("_version") != nil {
        try add(environment.value, [environment.key])
        continue
      }
      for version in children {
        guard (try? AppVersion(pathComponent: version.key)) != nil,
          version.value.member("_version") != nil
        else {
          throw failure(
            "\(QuotedText.quoted(version.key)) is not an app version holding `_version`",
            at: version.keyOffset)
        }
        try add(version.value, [environment.key, version.key])
      }
    }
    guard !publications.isEmpty else {
      throw failure("the file holds no environment to publish", at: root.offset)
    }
    return publications.sorted { $0.path.description < $1.path.description }
  }
}
