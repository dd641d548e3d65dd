import Foundation
import Lexicon
import LexiconEnvironment
import LexiconReading
import LexiconRemote

extension FirebaseSource {
  /// The node a refresh reads — `production/1-2-0`, or with ``fallsBackToEarlierVersions`` the
  /// newest earlier version with content — and its `_version` marker; `nil` when nothing is
  /// published for the environment at or below the app's version.
  ///
  /// - Parameters:
  ///   - environment: The app's environment and version.
  ///   - session: The fetch's requests.
  /// - Returns: The node and its marker (`nil` when there is none or it is not read).
  func publication(for environment: LocalizationEnvironment, session: inout FirebaseSession)
    async throws(RemoteError) -> (path: RemotePath, marker: String?)?
  {
    let own = try Self.node(of: environment)
    var marker: String?
    if readsVersionNode {
      marker = try await self.marker(at: own, session: &session)
      if marker != nil { return (own, marker) }
    }
    guard fallsBackToEarlierVersions, let version = environment.version else {
      return (own, marker)
    }
    let candidates = try await versions(of: environment.name, session: &session).filter {
      $0 <= version && (version.isPrerelease || !$0.isPrerelease)
    }
    guard let best = candidates.max() else { return nil }
    if best.pathComponent == version.pathComponent { return (own, nil) }
    let path = try Self.node(of: LocalizationEnvironment(name: environment.name, version: best))
    return (path, readsVersionNode ? try await self.marker(at: path, session: &session) : nil)
  }

  /// The node of an environment and app version: `production/1-2-0`, or `development` for an
  /// environment without a version.
  static func node(of environment: LocalizationEnvironment) throws(RemoteError) -> RemotePath {
    do {
      guard environment.version != nil else {
        return try RemotePath(components: [environment.name.rawValue])
      }
      return try environment.path(components: [])
    } catch {
      throw .invalidPath(error)
    }
  }

  /// The `_version` node under `node` as the JSON text the database sent, or `nil` for `null`
  /// and for a marker that cannot serve: unreadable under the database's rules (`401`/`403`) or
  /// larger than a marker is (a hand-made object). Without a marker the tables' ETags decide.
  private func marker(at node: RemotePath, session: inout FirebaseSession)
    async throws(RemoteError) -> String?
  {
    let path = try node.appendingChecked("_version")
    let answer: FirebaseSession.Answer
    do {
      answer = try await session.get(
        path, asksForETag: false, refusalIsAbsence: true, maximumBytes: Self.maximumMarkerBytes)
    } catch {
      if case .tooLarge = error { return nil }
      throw error
    }
    guard case .body(let body, _) = answer else { return nil }
    let text = String(decoding: body, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    return text == "null" || text.isEmpty ? nil : text
  }

  /// The app versions that have content in an environment, from a shallow listing of its node
  /// (`production.json?shallow=true`); children that are not versions are skipped.
  private func versions(of name: EnvironmentName, session: inout FirebaseSession)
    async throws(RemoteError) -> [AppVersion]
  {
    let node = try Self.node(of: LocalizationEnvironment(name: name, version: nil))
    guard
      case .body(let body, _) = try await session.get(
        node, query: [("shallow", "true")], asksForETag: false,
        maximumBytes: Self.maximumListingBytes)
    else { return [] }
    let reader = try PayloadReader(bytes: Array(body), source: url(for: node).absoluteString)
    if reader.root.isNull { return [] }
    return try reader.members(reader.root, "").compactMap { try? AppVersion(pathComponent: $0.key) }
  }
}

extension RemotePath {
  /// The path with one more component, or `RemoteError/invalidPath(_:)`.
  fileprivate func appendingChecked(_ component: String) throws(RemoteError) -> RemotePath {
    do {
      return try appending(component)
    } catch {
      throw .invalidPath(error)
    }
  }
}
