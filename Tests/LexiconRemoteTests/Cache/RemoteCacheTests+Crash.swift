import Foundation
import Lexicon
import LexiconRawFiles
import LexiconRemote
import Testing

@testable import LexiconRemote
@testable import lexicon_remote_crash_writer

extension RemoteCacheTests {
  /// Crash safety: a child process stores updates of three languages in a loop (deltas and
  /// whole content, applied or pending); it is killed with SIGKILL at a random instant, many
  /// times over the same cache. After each kill the next start must read a complete update —
  /// every language at one version, each exactly that version's content, never older than what
  /// an earlier start read — and report no damaged file.
  @Test(.timeLimit(.minutes(1)))
  func aKilledWriterLeavesACompleteUpdate() async throws {
    let executable = try #require(
      Self.crashWriter, "lexicon-remote-crash-writer is not built next to the tests")
    let directory = TemporaryDirectory("crash")
    defer { directory.remove() }
    let rounds = try await onOwnThread { () throws -> [KillRound] in
      var generator = SystemRandomNumberGenerator()
      var rounds: [KillRound] = []
      let started = Date()
      while rounds.count < 30, Date().timeIntervalSince(started) < 30 {
        let writer = try ChildProcess(
          executable,
          [directory.path, rounds.count.isMultiple(of: 3) ? "nextLaunch" : "immediately"])
        // Up to a second: in a full parallel test run a debug writer's first commit can take
        // longer than 0.4 s, and the kills must land at many points of its loop, not all before it.
        Thread.sleep(forTimeInterval: Double.random(in: 0.02...1.0, using: &generator))
        writer.kill()
        let outcome = writer.wait()
        rounds.append(
          KillRound(
            killed: outcome.killed, errors: outcome.errors,
            launch: CrashWriterCheck.launch(directory: directory.url)))
      }
      return rounds
    }
    var newest = 0
    var versionsSeen: Set<Int> = []
    for (number, round) in rounds.enumerated() {
      #expect(round.killed, "round \(number) exited on its own: \(round.errors)")
      switch round.launch {
      case .success(let version):
        #expect(version >= newest, "version went back from \(newest) to \(version)")
        newest = max(newest, version)
        versionsSeen.insert(version)
      case .failure(let failure):
        Issue.record("round \(number): \(failure)")
      }
    }
    #expect(try Self.checkCompleteUpdate(in: directory) == newest)
    #expect(rounds.count >= 20)
    // The kills landed at different points of the loop, not all before the first commit.
    #expect(versionsSeen.count >= 5)
  }

  /// What one round of kills left: whether every process was killed (not exited on its own),
  /// what they wrote to standard error, and what a launch on the cache then showed.
  struct KillRound: Sendable {
    var killed: Bool
    var errors: String
    var launch: Result<Int, CrashWriterCheck.CheckFailure>
    var readerLaunches = 0
  }

  /// Reads the cache as a new launch does and checks it holds one complete update; returns its
  /// version (0 for none yet).
  static func checkCompleteUpdate(in directory: TemporaryDirectory) throws -> Int {
    let cache = RemoteCache(root: directory.url, environment: CrashWriterContent.environment)
    let load = cache.load(build: CrashWriterContent.build)
    #expect(load.problems.isEmpty, "\(load.problems)")
    var newest = load.applied
    for (language, record) in load.pending {
      newest[language] = try cache.read(record)
    }
    for set in [load.applied, newest] where !set.isEmpty {
      let versions = Set(set.values.map(\.record.version))
      #expect(versions.count == 1, "languages at versions \(versions)")
      #expect(Set(set.keys) == Set(CrashWriterContent.languages))
    }
    guard let version = newest.values.first?.record.version else { return 0 }
    for (language, held) in newest {
      let expected = CrashWriterContent.snapshot(language, version: held.record.version)
      #expect(held.tables.mapValues(\.entries) == expected.tables, "\(language) v\(version)")
    }
    // A launch through the provider shows that update.
    var configuration = RemoteConfiguration(
      source: CrashWriterSource(), languages: CrashWriterContent.languages,
      environment: CrashWriterContent.environment, developmentLanguage: "en",
      cacheDirectory: directory.url)
    configuration.build = CrashWriterContent.build
    configuration.onCacheProblem = .ignore
    let provider = RemoteProvider(configuration: configuration)
    #expect(
      provider.status.appliedVersions
        == Dictionary(uniqueKeysWithValues: CrashWriterContent.languages.map { ($0, version) }))
    #expect(
      provider.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw))?["key.3"]
        == .text("ru n=\(CrashWriterContent.changed(3, at: version)) #3"))
    return version
  }

  /// The crash writer, built next to the test runner.
  static var crashWriter: URL? {
    let name = "lexicon-remote-crash-writer"
    var starts = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL,
    ]
    starts += Bundle.allBundles.map(\.bundleURL)
    for start in starts {
      var directory = start
      for _ in 0..<4 {
        let candidate = directory.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory = directory.deletingLastPathComponent()
      }
    }
    return nil
  }
}
