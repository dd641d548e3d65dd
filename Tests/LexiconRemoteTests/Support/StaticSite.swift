import Foundation
import Lexicon
import LexiconEnvironment
import LexiconPublishing
import LexiconTestServer

@testable import LexiconRemote

/// A static-hosting publication for tests, built the way the export tool lays it out: one
/// snapshot file per language and version (`ru/7.json`), deltas to the current version
/// (`ru/6-7.json`), and a manifest listing each file's exact size and SHA-256. It is served on a
/// ``TestHTTPServer`` with validators, like a CDN.
///
/// ```swift
/// var site = StaticSite()
/// site.publish(ru6, ru7, en3)
/// site.publishDelta(from: ru6, to: ru7)
/// site.serve(on: server)
/// let source = site.source(on: server, waits: RecordedWaits())
/// ```
struct StaticSite {
  /// The environment everything is published for: production 1.2.0.
  static let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))

  /// The folder the environment folders are under, on the server.
  var base = "/app"
  var environment = Self.environment
  /// The files by path below the manifest's folder (`ru/7.json`).
  var files: [String: Data] = [:]
  /// The snapshot files of each language's current version.
  var current: [String: (version: Int, file: String)] = [:]
  /// The delta files to each language's current version, by base version.
  var deltas: [String: [Int: String]] = [:]

  /// The folder of the manifest on the server: `/app/production/1-2-0`.
  var folder: String {
    var path = base + "/" + environment.name.rawValue
    if let version = environment.version { path += "/" + version.pathComponent }
    return path
  }

  /// Publishes snapshots; the highest version of each language becomes its current one.
  mutating func publish(_ snapshots: RemoteSnapshot...) {
    for snapshot in snapshots {
      let file = "\(snapshot.language)/\(snapshot.version).json"
      files[file] = snapshot.jsonData(environment: environment)
      if snapshot.version >= current[snapshot.language]?.version ?? .min {
        current[snapshot.language] = (snapshot.version, file)
        deltas[snapshot.language] = [:]
      }
    }
  }

  /// Publishes the delta that turns `old` into `new` (the current version of its language).
  mutating func publishDelta(from old: RemoteSnapshot, to new: RemoteSnapshot) {
    publishDelta(Self.delta(from: old, to: new))
  }

  /// Publishes a delta file as given, listed from its base version.
  mutating func publishDelta(_ delta: RemoteDelta, listedFrom base: Int? = nil) {
    let file = "\(delta.language)/\(delta.baseVersion)-\(delta.version).json"
    files[file] = delta.jsonData(environment: environment)
    deltas[delta.language, default: [:]][base ?? delta.baseVersion] = file
  }

  /// The changes from one snapshot to another, as the export tool computes them.
  static func delta(from old: RemoteSnapshot, to new: RemoteSnapshot) -> RemoteDelta {
    var set: [String: [String: LocalizedValue]] = [:]
    var removed: [String: [String]] = [:]
    for (table, values) in new.tables {
      for (key, value) in values where old.tables[table]?[key] != value {
        set[table, default: [:]][key] = value
      }
    }
    for (table, values) in old.tables {
      for key in values.keys where new.tables[table]?[key] == nil {
        removed[table, default: []].append(key)
      }
    }
    return RemoteDelta(
      language: new.language, baseVersion: old.version, version: new.version, set: set,
      removed: removed)
  }

  /// The manifest of what is published.
  var manifest: RemoteManifest {
    var languages: [String: RemoteManifest.Language] = [:]
    for (language, entry) in current {
      let list = (deltas[language] ?? [:]).map { base, file in
        RemoteManifest.Delta(baseVersion: base, file: reference(file))
      }
      languages[language] = RemoteManifest.Language(
        version: entry.version, snapshot: reference(entry.file), deltas: list)
    }
    return RemoteManifest(environment: environment, languages: languages)
  }

  /// The manifest's bytes.
  var manifestData: Data { manifest.jsonData() }

  /// The `ETag` the manifest is served with: a digest of its bytes, as CDNs do.
  var manifestETag: String { "\"\(SHA256.hash(manifestData).description.prefix(16))\"" }

  /// A file reference with the file's real size and digest.
  func reference(_ file: String) -> RemoteManifest.File {
    let data = files[file] ?? Data()
    return RemoteManifest.File(url: file, bytes: data.count, sha256: SHA256.hash(data).description)
  }

  /// The manifest's path on the server.
  var manifestPath: String { folder + "/manifest.json" }

  /// The path of a published file on the server.
  func path(_ file: String) -> String { folder + "/" + file }

  /// Routes the manifest (conditionally, with an `ETag` and `Last-Modified`) and every file.
  func serve(on server: TestHTTPServer) {
    server.serve(
      manifestPath, manifestData, etag: manifestETag,
      lastModified: "Sun, 06 Nov 1994 08:49:37 GMT")
    for (file, data) in files {
      server.route(path(file)) { _ in .ok(data) }
    }
  }

  /// A source reading this site on the server, with the test clock and small limits.
  func source(
    on server: TestHTTPServer, waits: RecordedWaits = RecordedWaits(), timeout: TimeInterval = 30,
    attempts: Int = 3
  ) -> StaticHostingSource {
    let base = server.url(base)
    return StaticHostingSource(
      baseURL: base, transport: waits.transport(timeout: timeout, attempts: attempts))
  }
}
