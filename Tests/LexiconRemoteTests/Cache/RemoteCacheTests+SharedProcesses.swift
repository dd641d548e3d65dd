import Foundation
import Lexicon
import LexiconRawFiles
import Testing

@testable import LexiconRemote
@testable import lexicon_remote_crash_writer

extension RemoteCacheTests {
  /// One cache shared by an app and its extensions, with real processes: in each round two
  /// writer processes store updates into the same folder as fast as they can (one shows them at
  /// once, the other from its next launch, alternating), while a reader process launches a
  /// provider on it again and again, as a widget starting does; all three are killed with
  /// SIGKILL at random instants. After each round the folder holds one complete update, never
  /// older than the last round's; no reader ever saw a damaged file or a mix of two updates.
  @Test(.timeLimit(.minutes(2)))
  func twoWritersAndAReaderKilledAtRandomShareOneCache() async throws {
    let executable = try #require(
      Self.crashWriter, "lexicon-remote-crash-writer is not built next to the tests")
    let directory = TemporaryDirectory("shared")
    defer { directory.remove() }
    let rounds = try await onOwnThread { () throws -> [KillRound] in
      var generator = SystemRandomNumberGenerator()
      var rounds: [KillRound] = []
      let began = Date()
      while rounds.count < 24, Date().timeIntervalSince(began) < 60 {
        let policies =
          rounds.count.isMultiple(of: 2)
          ? ["immediately", "nextLaunch"] : ["nextLaunch", "immediately"]
        let writers = try policies.map { try ChildProcess(executable, [directory.path, $0]) }
        let reader = try ChildProcess(executable, [directory.path, "read"])
        // Each is killed at its own random instant, 50 ms to 1 s after the start: writers reach
        // compaction (files replaced and removed) while the reader launches, and a debug writer
        // in a full parallel test run may take longer than 0.4 s to its first commit.
        let started = Date()
        let schedule = (writers + [reader]).map { process in
          (process, Double.random(in: 0.05...1.0, using: &generator))
        }.sorted { $0.1 < $1.1 }
        for (process, instant) in schedule {
          let wait = instant - Date().timeIntervalSince(started)
          if wait > 0 { Thread.sleep(forTimeInterval: wait) }
          process.kill()
        }
        let outcomes = (writers + [reader]).map { $0.wait() }
        rounds.append(
          KillRound(
            killed: outcomes.allSatisfy(\.killed),
            errors: outcomes.map(\.errors).joined(),
            launch: CrashWriterCheck.launch(directory: directory.url),
            readerLaunches: reader.outputCount))
      }
      return rounds
    }
    var newest = 0
    var versions: Set<Int> = []
    for (number, round) in rounds.enumerated() {
      #expect(round.killed, "round \(number): a process exited on its own: \(round.errors)")
      switch round.launch {
      case .success(let version):
        #expect(version >= newest, "version went back from \(newest) to \(version)")
        newest = max(newest, version)
        versions.insert(version)
      case .failure(let failure):
        Issue.record("round \(number): \(failure)")
      }
    }
    #expect(try Self.checkCompleteUpdate(in: directory) == newest)
    let readerLaunches = rounds.reduce(0) { $0 + $1.readerLaunches }
    #expect(rounds.count >= 20)
    #expect(versions.count >= 5, "the kills landed at different points: \(versions.sorted())")
    #expect(readerLaunches >= rounds.count, "the readers launched \(readerLaunches) times")
    print(
      "shared cache: \(rounds.count) rounds, \(rounds.count * 3) processes killed, versions up to "
        + "\(newest), \(readerLaunches) reader launches, nothing damaged or mixed")
  }

  /// Two providers on one folder, as an app and its widget: the widget started after the app
  /// applied an update shows it; one already running takes it on its next refresh from the
  /// files the app wrote, without downloading it again (the source is asked with the version
  /// held, and answers "not modified").
  @Test func anExtensionTakesTheAppsUpdateWithoutDownloadingIt() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    let widget = fixture.provider(policy: .immediately)
    let app = fixture.provider(policy: .immediately)
    fixture.server.publish("ru", RemoteProviderTests.russian)
    #expect(try await app.refresh() == .applied(["ru": 1]))

    let startedAfter = fixture.provider(policy: .immediately)
    #expect(startedAfter.status.appliedVersions == ["ru": 1])
    #expect(Self.russianTitle(startedAfter) == "Войти")

    let requests = fixture.server.requests.count
    #expect(try await widget.refresh() == .applied(["ru": 1]))
    #expect(fixture.server.requests.count == requests + 1)
    #expect(fixture.server.requests.last?.held["ru"]?.version == 1)
    #expect(Self.russianTitle(widget) == "Войти")
    #expect(widget.status.appliedVersions == ["ru": 1])
    #expect(fixture.cacheProblems.all.isEmpty)

    // A widget that shows updates from its next launch lists it as waiting.
    let later = fixture.provider(policy: .manual)
    fixture.server.publish("ru", ["title": "Вход"])
    #expect(try await app.refresh() == .applied(["ru": 2]))
    #expect(try await later.refresh() == .pending(["ru": 2]))
    #expect(later.status.appliedVersions == ["ru": 1])
    #expect(later.status.pendingVersions == ["ru": 2])
    #expect(try await later.applyPendingUpdates() == ["ru": 2])
    #expect(Self.russianTitle(later) == "Вход")
  }

  /// The Russian `title` a provider serves.
  static func russianTitle(_ provider: RemoteProvider) -> String? {
    provider.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw))?["title"]?
      .rawText
  }

  /// Two processes refreshing at once store one complete update: the second to commit finds
  /// the first's update on disk, keeps it, and drops its own copy of the same change.
  @Test func twoRefreshesAtOnceStoreOneCompleteUpdate() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    let first = fixture.provider(policy: .immediately)
    let second = fixture.provider(policy: .nextLaunch)
    fixture.server.publish("ru", RemoteProviderTests.russian)
    fixture.server.publish("en", ["title": "Log in"])
    fixture.server.state.withLock { $0.holding = true }
    async let one = first.refresh()
    async let two = second.refresh()
    while fixture.server.requests.count < 2 { try await Task.sleep(nanoseconds: 1_000_000) }
    fixture.server.state.withLock { $0.holding = false }
    let outcomes = try await [one, two]
    #expect(outcomes.contains(.applied(["en": 1, "ru": 1])))
    #expect(outcomes.contains(.pending(["en": 1, "ru": 1])))
    let files = fixture.directory.files().filter { $0.hasSuffix(".lxrc") }
    #expect(files.count == 2, "one file per language: \(files)")
    let launch = fixture.provider(policy: .nextLaunch)
    #expect(launch.status.appliedVersions == ["en": 1, "ru": 1])
    #expect(fixture.cacheProblems.all.isEmpty)
  }
}
