import Foundation
import Lexicon
import LexiconEnvironment
import LexiconPublishing
import LexiconRemote

/// The static-hosting layout `lexicon export static` writes under its output folder, in the
/// formats `StaticHostingSource` reads (`OverTheAirFormats.md`):
///
/// ```
/// public/production/1-2-0/manifest.json   sizes and SHA-256 of every file listed
/// public/production/1-2-0/ru/3.json       the full snapshot of ru at content version 3
/// public/production/1-2-0/ru/1-3.json     the delta from version 1 to 3
/// public/production/1-2-0/ru/2-3.json     the delta from version 2 to 3
/// ```
///
/// Versions come from the folder itself: a language's current version is its highest
/// `<version>.json`. When the content read from the app's files equals that snapshot, nothing
/// about the language changes — an export with no change writes no file and the manifest keeps
/// its bytes. Otherwise the next version is written whole, with a delta from every earlier
/// snapshot found beside it (listed when smaller than the snapshot: a client holding an older
/// version downloads only what changed), and the manifest is rewritten last, so a client that
/// reads it finds every file it names. Earlier files are never changed or removed: a device that
/// read the previous manifest may still be downloading them.
struct StaticExport: Sendable {
  /// What happened to one language.
  struct LanguageOutcome: Sendable, Hashable {
    /// The language.
    var language: String
    /// Its content version now.
    var version: Int
    /// Whether a new version was written.
    var isNew: Bool
    /// The versions a delta to ``version`` is listed from.
    var deltaBases: [Int]
    /// The size of the full snapshot, in bytes.
    var bytes: Int
  }

  /// The environment and app version.
  var environment: LocalizationEnvironment
  /// What is exported.
  var content: ExportContent
  /// The output folder the environment folders are under.
  var root: URL

  /// The folder of the environment and version: `<root>/production/1-2-0`.
  var folder: URL {
    var folder = root.appendingPathComponent(environment.name.rawValue)
    if let version = environment.version {
      folder = folder.appendingPathComponent(version.pathComponent)
    }
    return folder
  }

  /// The files to write (path below ``folder`` → bytes; only new or changed ones) and what
  /// happens to each language.
  ///
  /// - Throws: ``ToolError`` naming the file, line and column when a snapshot in the folder
  ///   cannot be read or is for another environment or language.
  func plan() throws(ToolError) -> (files: [(String, Data)], outcomes: [LanguageOutcome]) {
    var files: [(String, Data)] = []
    var outcomes: [LanguageOutcome] = []
    var manifest = RemoteManifest(environment: environment, languages: [:])
    for language in content.languageTags {
      let tables = content.tables(of: language)
      let experiments = content.experiments(of: language)
      let found = versions(of: language)
      var earlier: [Int: RemoteSnapshot] = [:]
      for version in found { earlier[version] = try read(language, version) }
      if let current = found.last, earlier[current]?.tables == tables,
        earlier[current]?.experiments == experiments
      {
        let deltas = found.dropLast().filter { base in
          FileManager.default.fileExists(atPath: file("\(language)/\(base)-\(current).json").path)
        }
        let entry = try RemoteManifest.Language(
          version: current, snapshot: reference("\(language)/\(current).json"),
          deltas: deltas.map { base throws(ToolError) in
            RemoteManifest.Delta(
              baseVersion: base, file: try reference("\(language)/\(base)-\(current).json"))
          })
        manifest.languages[language] = entry
        outcomes.append(
          LanguageOutcome(
            language: language, version: current, isNew: false, deltaBases: deltas,
            bytes: entry.snapshot.bytes))
        continue
      }
      let version = (found.last ?? 0) + 1
      let snapshot = RemoteSnapshot(
        language: language, version: version, tables: tables, experiments: experiments)
      let data = snapshot.jsonData(environment: environment)
      let name = "\(language)/\(version).json"
      files.append((name, data))
      var entry = RemoteManifest.Language(version: version, snapshot: Self.reference(name, data))
      for base in found {
        guard let old = earlier[base] else { continue }
        let delta = RemoteDelta(from: old, to: snapshot).jsonData(environment: environment)
        guard delta.count < data.count else { continue }
        let deltaName = "\(language)/\(base)-\(version).json"
        files.append((deltaName, delta))
        entry.deltas.append(
          RemoteManifest.Delta(baseVersion: base, file: Self.reference(deltaName, delta)))
      }
      manifest.languages[language] = entry
      outcomes.append(
        LanguageOutcome(
          language: language, version: version, isNew: true,
          deltaBases: entry.deltas.map(\.baseVersion), bytes: data.count))
    }
    let manifestData = manifest.jsonData()
    if FileManager.default.contents(atPath: file("manifest.json").path) != manifestData {
      files.append(("manifest.json", manifestData))
    }
    return (files, outcomes)
  }

  /// Writes the files of a plan, in order (the manifest last).
  ///
  /// - Throws: ``ToolError`` with ``ExitCode/cannotCreate`` when a file cannot be written.
  func write(_ files: [(String, Data)]) throws(ToolError) {
    for (name, data) in files {
      try OutputFile.write(data, to: file(name))
    }
  }

  /// The URL of a file below ``folder``.
  func file(_ name: String) -> URL {
    folder.appendingPathComponent(name)
  }

  /// The versions of the snapshots of `language` in the folder (`ru/7.json`), ascending.
  private func versions(of language: String) -> [Int] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: file(language).path)) ?? []
    return names.compactMap { name -> Int? in
      guard name.hasSuffix(".json"), let version = Int(name.dropLast(5)), version > 0,
        String(version) + ".json" == name
      else { return nil }
      return version
    }.sorted()
  }

  /// Reads a snapshot of the folder, checked to be of this environment, language and version.
  private func read(_ language: String, _ version: Int) throws(ToolError) -> RemoteSnapshot {
    let url = file("\(language)/\(version).json")
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ToolError(
        "cannot read '\(url.path)': \(error.localizedDescription)", exitCode: .noInput)
    }
    let snapshot: RemoteSnapshot
    do {
      snapshot = try RemoteSnapshot(jsonData: data, source: url.path, environment: environment)
    } catch {
      throw .diagnostic(Self.diagnostic(error, path: url.path), exitCode: .findings)
    }
    guard snapshot.language == language, snapshot.version == version else {
      throw .diagnostic(
        "\(url.path):1:1: error: the file holds \(snapshot.language) version "
          + "\(snapshot.version), not \(language) version \(version)",
        exitCode: .findings)
    }
    return snapshot
  }

  /// A reference to a file of the folder as it is on disk.
  private func reference(_ name: String) throws(ToolError) -> RemoteManifest.File {
    guard let data = FileManager.default.contents(atPath: file(name).path) else {
      throw ToolError("cannot read '\(file(name).path)'", exitCode: .noInput)
    }
    return Self.reference(name, data)
  }

  /// A reference with the file's size and digest.
  private static func reference(_ name: String, _ data: Data) -> RemoteManifest.File {
    RemoteManifest.File(url: name, bytes: data.count, sha256: SHA256.hash(data).description)
  }

  /// A payload error in the compiler's form.
  static func diagnostic(_ error: RemoteError, path: String) -> String {
    switch error {
    case .invalidPayload(_, let field, let line, let column, let reason):
      let place = field.isEmpty ? "" : "\(field): "
      return "\(path):\(line ?? 1):\(column ?? 1): error: \(place)\(reason)"
    case .wrongTarget(let expected, let found):
      return "\(path):1:1: error: the file is for \(found), not \(expected)"
    default:
      return "\(path):1:1: error: \(error)"
    }
  }
}
