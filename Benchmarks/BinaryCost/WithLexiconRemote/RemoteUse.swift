import Foundation
import Lexicon
import LexiconRemote

/// The over-the-air part of `binary-cost-remote`: every entry point of `LexiconRemote` an app
/// calls, used the way an app uses it, so the probe links what an app links: a `RemoteProvider`
/// over a real cache folder, refreshed with `.immediately`, and a `StaticHostingSource` with its
/// HTTP transport built (never asked: only linking counts, and the probe never touches the
/// network).
enum RemoteUse {
  /// A source that answers every request with one snapshot: `title` is `Inbox` in English.
  struct FixedSource: RemoteSource {
    func fetch(_ request: RemoteRequest) async throws(RemoteError) -> RemoteResponse {
      let snapshot = RemoteSnapshot(
        language: "en", version: 1, tables: ["Localizable": ["title": .text("Inbox")]])
      let state = RemoteContentState(version: snapshot.version)
      return RemoteResponse(
        languages: Dictionary(
          uniqueKeysWithValues: request.languages.map { ($0, .full(snapshot, state)) }))
    }
  }

  /// What went wrong, printed by `main.swift`.
  struct ProbeFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// A provider serving the remote content of the production environment of version 1.2.0,
  /// refreshed once from ``FixedSource`` into a temporary cache folder.
  ///
  /// - Throws: `RemotePathError`, `RemoteError` or ``ProbeFailure`` when a step goes wrong.
  static func provider() async throws -> any StringProvider {
    let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))
    let path = try environment.path(language: "en", table: "Localizable")
    guard path.description == "production/1-2-0/en/Localizable" else {
      throw ProbeFailure(description: "unexpected remote path \(path)")
    }
    // What a static-hosting app holds; built so the module's HTTP code is linked.
    let hosted = StaticHostingSource(baseURL: URL(string: "https://cdn.example.com/strings")!)
    guard hosted.manifestURL(for: environment).path.hasSuffix("manifest.json") else {
      throw ProbeFailure(description: "unexpected manifest URL")
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("binary-cost-remote-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let remote = RemoteProvider(
      configuration: RemoteConfiguration(
        source: FixedSource(), languages: ["en"], environment: environment,
        developmentLanguage: "en", policy: .immediately, cacheDirectory: folder))
    _ = try await remote.refresh()
    return remote
  }
}
