import Foundation
import Lexicon
import LexiconRemote

/// What a launch reading the crash writers' cache must see: one complete update — every
/// language at one version, each exactly that version's content — and no damaged file. Used by
/// the reader processes (`read` mode) and by the tests after each kill.
enum CrashWriterCheck {
  /// A launch of a provider on `directory` as an app or an extension does (pending content
  /// shown from this launch on); the version it shows (0 for none), or what is wrong.
  static func launch(directory: URL) -> Result<Int, CheckFailure> {
    let problems = LockedValue<[RemoteError]>([])
    var configuration = RemoteConfiguration(
      source: CrashWriterSource(), languages: CrashWriterContent.languages,
      environment: CrashWriterContent.environment, developmentLanguage: "en",
      policy: .nextLaunch, cacheDirectory: directory)
    configuration.build = CrashWriterContent.build
    configuration.reference = nil
    configuration.onCacheProblem = EventHandler { error in problems.withLock { $0.append(error) } }
    let provider = RemoteProvider(configuration: configuration)
    let reported = problems.withLock { $0 }
    guard reported.isEmpty else { return .failure(CheckFailure("damaged: \(reported)")) }
    let versions = provider.status.appliedVersions
    guard !versions.isEmpty else { return .success(0) }
    guard Set(versions.keys) == Set(CrashWriterContent.languages),
      let version = versions.values.first, versions.values.allSatisfy({ $0 == version })
    else { return .failure(CheckFailure("languages at different versions: \(versions)")) }
    for language in CrashWriterContent.languages {
      let expected = CrashWriterContent.snapshot(language, version: version)
      for name in ["Screen", "Other"] {
        let table = provider.table(for: TableRequest(language: language, table: name))
        guard (table?.entries ?? [:]) == (expected.tables[name] ?? [:]) else {
          return .failure(CheckFailure("\(language) \(name) is not version \(version)'s content"))
        }
      }
    }
    return .success(version)
  }

  /// Why a launch saw something else than one complete update.
  struct CheckFailure: Error, Sendable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
      self.description = description
    }
  }
}
