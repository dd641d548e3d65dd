import Foundation
import Lexicon
import LexiconRawFiles
import LexiconRemote
import Testing

@testable import LexiconRemote

/// The cache on real files: what a launch reads back, and what it does with damaged files —
/// report them, show the bundle's text, and leave every byte on disk as it was.
@Suite struct RemoteCacheTests {
  /// Applies ru and en through a provider, so the cache holds two languages.
  static func applyTwoLanguages(_ fixture: RemoteFixture) async throws {
    fixture.server.publish("ru", ["title": "Войти", "welcome": "Привет, %@!"])
    fixture.server.publish("en", ["title": "Log in"])
    try await fixture.provider(policy: .immediately).refresh()
  }

  static func cache(_ fixture: RemoteFixture) -> RemoteCache {
    RemoteCache(root: fixture.directory.url, environment: RemoteFixture.environment)
  }

  @Test func aLaunchReadsBackTheAppliedContent() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    try await Self.applyTwoLanguages(fixture)
    let load = Self.cache(fixture).load(build: "100")
    #expect(load.problems.isEmpty)
    #expect(load.applied.mapValues(\.record.version) == ["ru": 1, "en": 1])
    #expect(
      load.applied["ru"]?.tables["Screen"]
        == StringTable(["title": .text("Войти"), "welcome": .text("Привет, %@!")]))
    let contentFiles = fixture.directory.files().filter { $0.hasSuffix(".lxrc") }
    #expect(contentFiles.count == 2)
  }

  /// A way a content file can be damaged on disk.
  enum Damage: CaseIterable, Sendable {
    case truncated, flippedByte, emptied, deleted, swappedForAnotherValidFile
  }

  /// Whatever happens to one language's file, the launch ignores the whole applied content
  /// (never a mix of languages from two states), reports the file, shows the bundle's text,
  /// and changes nothing on disk.
  @Test(arguments: Damage.allCases)
  func aDamagedContentFileIsReportedAndIgnored(damage: Damage) async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    try await Self.applyTwoLanguages(fixture)
    let cache = Self.cache(fixture)
    let index = try #require(cache.load(build: "100").index)
    let record = try #require(index.applied["ru"]?.files.first)
    let path = cache.path(of: record.name)
    let other = try #require(index.applied["en"]?.files.first)
    var bytes = try #require(FileManager.default.contents(atPath: path))
    switch damage {
    case .truncated: bytes = bytes.prefix(bytes.count / 2)
    case .flippedByte: bytes[bytes.count / 2] ^= 0x01
    case .emptied: bytes = Data()
    case .deleted: try FileManager.default.removeItem(atPath: path)
    case .swappedForAnotherValidFile:
      bytes = try #require(FileManager.default.contents(atPath: cache.path(of: other.name)))
    }
    if damage != .deleted { try bytes.write(to: URL(fileURLWithPath: path)) }
    let before = fixture.directory.contents()

    let (runtime, relaunched) = RemoteFixture.runtime {
      fixture.provider(policy: .immediately, runtime: $0)
    }
    #expect(RemoteFixture.text(.title, in: runtime) == "Войти (бандл)")
    runtime.setLanguage("en")
    #expect(RemoteFixture.text(.title, in: runtime) == "Sign in")
    #expect(relaunched.status.appliedVersions == [:])
    let problems = fixture.cacheProblems.all
    #expect(problems.count == 1)
    guard case .cacheCorrupted(let reported, _)? = problems.first else {
      Issue.record("expected a damaged file, got \(problems)")
      return
    }
    #expect(reported == path)
    #expect(relaunched.status.lastError == problems.first)
    #expect(fixture.directory.contents() == before)

    // The next good update replaces the damaged content (and its files): nothing being held,
    // every language is fetched whole again.
    fixture.server.publish("ru", ["title": "Вход"])
    try await relaunched.refresh()
    let repaired = Self.cache(fixture).load(build: "100")
    #expect(repaired.problems.isEmpty)
    #expect(repaired.applied["ru"]?.tables["Screen"] == StringTable(["title": .text("Вход")]))
    #expect(repaired.applied["en"]?.record.version == 1)
    #expect(!fixture.directory.files().contains { $0.hasSuffix(record.name) })
  }

  /// A damaged pending update is reported when it is needed — applying it, or a refresh building
  /// on it — and forgotten; what is shown stays, and a refresh fetches from the applied content.
  @Test func aDamagedPendingUpdateIsReportedAndForgotten() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", ["title": "Войти"])
    try await fixture.provider(policy: .immediately, languages: ["ru"]).refresh()
    fixture.server.publish("ru", ["title": "Вход"])
    try await fixture.provider(policy: .manual, languages: ["ru"]).refresh()
    let cache = Self.cache(fixture)
    let pending = try #require(cache.load(build: "100").index?.pending["ru"]?.files.last)
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: cache.path(of: pending.name)))

    let (runtime, relaunched) = RemoteFixture.runtime {
      fixture.provider(policy: .manual, runtime: $0)
    }
    #expect(relaunched.status.pendingVersions == ["ru": 2])
    await #expect(throws: RemoteError.self) { try await relaunched.applyPendingUpdates() }
    #expect(RemoteFixture.text(.title, in: runtime) == "Войти")
    #expect(relaunched.status.pendingVersions == [:])
    guard case .cacheCorrupted(let path, _)? = fixture.cacheProblems.all.last else {
      Issue.record("expected a damaged file, got \(fixture.cacheProblems.all)")
      return
    }
    #expect(path == cache.path(of: pending.name))
    fixture.server.publish("ru", ["title": "Вход 3"])
    #expect(try await relaunched.refresh() == .pending(["ru": 3]))
    #expect(fixture.server.requests.last?.held["ru"]?.version == 1)
    #expect(try await relaunched.applyPendingUpdates() == ["ru": 3])
    #expect(RemoteFixture.text(.title, in: runtime) == "Вход 3")
  }

  @Test func aDamagedCommitRecordIsReportedAndIgnored() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    try await Self.applyTwoLanguages(fixture)
    let cache = Self.cache(fixture)
    var bytes = try #require(FileManager.default.contents(atPath: cache.indexPath))
    bytes[bytes.count - 12] ^= 0x40
    try bytes.write(to: URL(fileURLWithPath: cache.indexPath))
    let before = fixture.directory.contents()
    let relaunched = fixture.provider()
    #expect(
      relaunched.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw)) == nil)
    guard case .cacheCorrupted(let path, let reason)? = fixture.cacheProblems.all.first else {
      Issue.record("expected a damaged record, got \(fixture.cacheProblems.all)")
      return
    }
    #expect(path == cache.indexPath)
    #expect(reason.contains("checksum"))
    #expect(fixture.directory.contents() == before)
  }

  /// Deltas are stored as delta files after the whole content; a launch reads them flat. Once
  /// the deltas outgrow a quarter of the base, the next update writes whole content again.
  @Test func deltasAreStoredAsFilesAndConsolidated() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    var texts = Dictionary(uniqueKeysWithValues: (0..<200).map { ("key.\($0)", "Текст \($0)") })
    fixture.server.publish("ru", texts)
    let remote = fixture.provider(policy: .immediately, languages: ["ru"])
    try await remote.refresh()
    var fileCounts: [Int] = []
    for round in 1...12 {
      texts["key.\(round)"] = "Исправлено \(round)"
      texts["new.\(round)"] = "Новое \(round)"
      fixture.server.publish("ru", texts)
      try await remote.refresh()
      let load = Self.cache(fixture).load(build: "100")
      #expect(load.problems.isEmpty)
      let expected = StringTable(texts: texts)
      #expect(load.applied["ru"]?.tables["Screen"] == expected)
      #expect(
        remote.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw))
          == expected)
      fileCounts.append(load.index?.applied["ru"]?.files.count ?? 0)
    }
    #expect(fileCounts.contains { $0 > 1 })
    #expect(fileCounts.max() ?? 0 <= 8)
    #expect(fileCounts.contains(1))
    let names = fixture.directory.files().filter { $0.hasSuffix(".lxrc") }
    #expect(names.count == fileCounts.last)
  }

  @Test func unlistedAndTemporaryFilesAreRemovedAtTheNextCommit() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    try await Self.applyTwoLanguages(fixture)
    let cache = Self.cache(fixture)
    let stray = cache.path(of: "ru.9.0000000000000000.lxrc")
    let temporary = cache.path(of: ".tmp-index.lxri-1-2")
    let foreign = cache.path(of: "notes.txt")
    for path in [stray, temporary, foreign] {
      #expect(FileManager.default.createFile(atPath: path, contents: Data([1, 2, 3])))
    }
    fixture.server.publish("ru", ["title": "Вход"])
    try await fixture.provider(policy: .immediately).refresh()
    #expect(!FileManager.default.fileExists(atPath: stray))
    #expect(!FileManager.default.fileExists(atPath: temporary))
    #expect(FileManager.default.fileExists(atPath: foreign))
  }
}
