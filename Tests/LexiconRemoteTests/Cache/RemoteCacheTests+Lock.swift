import Foundation
import Lexicon
import Testing

@testable import LexiconRemote

extension RemoteCacheTests {
  /// The lock of the fixture's cache folder.
  static func lockPath(_ fixture: RemoteFixture) -> String {
    RemoteCache(root: fixture.directory.url, environment: RemoteFixture.environment).lock.path
  }

  /// A provider of the fixture that waits `timeout` seconds for the cache's lock.
  static func provider(
    _ fixture: RemoteFixture, policy: RemoteUpdatePolicy = .immediately, timeout: Double
  ) -> RemoteProvider {
    var configuration = fixture.configuration(policy: policy)
    configuration.cacheLockTimeout = timeout
    return RemoteProvider(configuration: configuration)
  }

  /// A launch facing a lock another process holds past the wait reads nothing — not even what
  /// looks complete — and reports `cacheLocked`: here the holder is half-way through an update
  /// (a file the record lists is away), which a read without the lock would report as damaged.
  /// The files stay; once the holder is done, the next refresh takes them from disk without
  /// downloading them.
  @Test func aLaunchFacingAHeldLockReadsNothingAndReportsIt() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", RemoteProviderTests.russian)
    #expect(try await fixture.provider(policy: .immediately).refresh() == .applied(["ru": 1]))
    let lockPath = Self.lockPath(fixture)
    let folder = (lockPath as NSString).deletingLastPathComponent
    let content = try #require(fixture.directory.files().first { $0.hasSuffix(".lxrc") })
    let path = fixture.directory.path + "/" + content
    let held = try #require(HeldFileLock(path: lockPath))
    try FileManager.default.moveItem(atPath: path, toPath: folder + "/away")
    let before = fixture.directory.contents()

    let launched = Self.provider(fixture, timeout: 0.2)
    #expect(fixture.cacheProblems.all == [.cacheLocked(path: lockPath)])
    #expect(launched.status.lastError == .cacheLocked(path: lockPath))
    #expect(launched.status.appliedVersions == [:])
    #expect(Self.russianTitle(launched) == nil, "the bundle's text shows")
    #expect(fixture.directory.contents() == before, "nothing on disk changed")

    try FileManager.default.moveItem(atPath: folder + "/away", toPath: path)
    held.release()
    let requests = fixture.server.requests.count
    #expect(try await launched.refresh() == .applied(["ru": 1]))
    #expect(fixture.server.requests.count == requests + 1)
    #expect(fixture.server.requests.last?.held["ru"]?.version == 1, "taken from disk")
    #expect(Self.russianTitle(launched) == "Войти")
    #expect(fixture.cacheProblems.all == [.cacheLocked(path: lockPath)])
  }

  /// A refresh or an apply facing a lock held past the wait throws `cacheLocked`, asks the
  /// source nothing and stores nothing; what the provider shows stays.
  @Test func aRefreshFacingAHeldLockIsSkippedAndReported() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", RemoteProviderTests.russian)
    let remote = Self.provider(fixture, timeout: 0.2)
    #expect(try await remote.refresh() == .applied(["ru": 1]))
    fixture.server.publish("ru", ["title": "Вход"])
    let lockPath = Self.lockPath(fixture)
    let held = try #require(HeldFileLock(path: lockPath))
    let before = fixture.directory.contents()
    let requests = fixture.server.requests.count

    await #expect(throws: RemoteError.cacheLocked(path: lockPath)) { try await remote.refresh() }
    await #expect(throws: RemoteError.cacheLocked(path: lockPath)) {
      try await remote.applyPendingUpdates()
    }
    #expect(remote.status.lastError == .cacheLocked(path: lockPath))
    #expect(fixture.server.requests.count == requests)
    #expect(fixture.directory.contents() == before)
    #expect(Self.russianTitle(remote) == "Войти")

    held.release()
    #expect(try await remote.refresh() == .applied(["ru": 2]))
    #expect(Self.russianTitle(remote) == "Вход")
    #expect(remote.status.lastError == nil)
  }

  /// Refreshes waiting for a lock another process holds hold no thread of the concurrency pool:
  /// with many more providers waiting than the pool has threads, other tasks still run; each
  /// refresh goes on once the lock is released, never before. (A wait that blocked its thread
  /// would stall the pool — this test's own sleep included — until the waits gave up.)
  @Test(.timeLimit(.minutes(1)))
  func refreshesWaitingForALockHoldNoThread() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", RemoteProviderTests.russian)
    _ = try await fixture.provider().refresh()
    let providers = (0..<12).map { _ in Self.provider(fixture, timeout: 30) }
    let held = try #require(HeldFileLock(path: Self.lockPath(fixture)))
    let released = LockedValue(false)
    let refreshes = providers.map { provider in
      Task { () async throws -> (RemoteRefreshOutcome, Bool) in
        let outcome = try await provider.refresh()
        return (outcome, released.withLock { $0 })
      }
    }
    try await Task.sleep(nanoseconds: 200_000_000)
    let probes = await withTaskGroup(of: Int.self) { group in
      for number in 0..<500 { group.addTask { number } }
      return await group.reduce(0) { count, _ in count + 1 }
    }
    #expect(probes == 500)
    #expect(providers.allSatisfy { $0.status.isRefreshing })
    released.withLock { $0 = true }
    held.release()
    for refresh in refreshes {
      let (outcome, afterRelease) = try await refresh.value
      #expect(afterRelease, "a refresh went on while another process held the lock")
      #expect(outcome == .notModified || outcome == .applied(["ru": 1]))
    }
    #expect(fixture.cacheProblems.all.isEmpty)
  }

  /// A caller cancelled before its refresh joins starts nothing: the source is not asked, and
  /// the next call refreshes as usual.
  @Test func aCallCancelledBeforeItJoinsStartsNothing() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", RemoteProviderTests.russian)
    let remote = fixture.provider(policy: .immediately)
    let cancelled = await Task { () async -> RemoteError? in
      withUnsafeCurrentTask { $0?.cancel() }
      do throws(RemoteError) {
        _ = try await remote.refresh()
        return nil
      } catch {
        return error
      }
    }.value
    #expect(cancelled == .cancelled)
    #expect(fixture.server.requests.isEmpty)
    #expect(await remote.engine.updater.waiting == 0)
    #expect(remote.status.isRefreshing == false)
    #expect(try await remote.refresh() == .applied(["ru": 1]))
  }
}

extension RemoteCacheTests {
  /// A launch that shows the pending update from now on reads it in the same hold of the shared
  /// lock as the record that lists it. Here another process commits the instant the launch lets
  /// go of the lock, replacing ru with a whole update and removing every file the old record
  /// listed: the launch shows the update it read, complete, and reports nothing. (A pending
  /// update read after the hold was gone: "the file is missing", reported as damage.)
  @Test func aLaunchReadsThePendingUpdateInTheSameHoldAsTheRecord() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    let index = try await Self.storeAppliedAndPendingRussian(fixture)
    let cache = Self.cache(fixture)
    let otherProcess = Self.otherProcessCommitting("Вход 3", version: 3, over: index, in: cache)

    let launched = CacheLock.$afterSharedHold.withValue(otherProcess.commit) {
      fixture.provider(policy: .nextLaunch, languages: ["ru"])
    }
    #expect(otherProcess.commits.withLock { $0 } == 1)
    #expect(fixture.cacheProblems.all.isEmpty)
    #expect(launched.status.appliedVersions == ["ru": 2])
    #expect(launched.status.lastError == nil)
    #expect(Self.russianTitle(launched) == "Вход")
    for name in index.fileNames {
      #expect(!FileManager.default.fileExists(atPath: cache.path(of: name)), "\(name) removed")
    }
    let next = fixture.provider(policy: .nextLaunch, languages: ["ru"])
    #expect(next.status.appliedVersions == ["ru": 3])
    #expect(Self.russianTitle(next) == "Вход 3")
    #expect(fixture.cacheProblems.all.isEmpty)
  }

  /// A refresh reads what it builds on in one hold of the shared lock and reads the record again
  /// under the exclusive lock to store. Here another process commits update 3 while the refresh
  /// asks the source, removing the files of updates 1 and 2: the refresh builds on none of them,
  /// takes update 3 from the other process's file, and reports nothing.
  @Test func aRefreshBuildsOnNothingItReadAfterItsSharedHold() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    let index = try await Self.storeAppliedAndPendingRussian(fixture)
    let cache = Self.cache(fixture)
    let running = fixture.provider(policy: .manual, languages: ["ru"])
    fixture.server.publish("ru", ["title": "Вход 3"])
    let otherProcess = Self.otherProcessCommitting("Вход 3", version: 3, over: index, in: cache)

    let outcome = try await CacheLock.$afterSharedHold.withValue(otherProcess.commit) {
      try await running.refresh()
    }
    #expect(otherProcess.commits.withLock { $0 } == 1)
    #expect(outcome == .pending(["ru": 3]))
    #expect(try await running.applyPendingUpdates() == ["ru": 3])
    #expect(Self.russianTitle(running) == "Вход 3")
    #expect(fixture.cacheProblems.all.isEmpty)
    #expect(running.status.lastError == nil)
  }

  /// Stores ru 1 as applied, then ru 2 as pending (the whole content of 1 and a delta file);
  /// returns the commit record.
  static func storeAppliedAndPendingRussian(_ fixture: RemoteFixture) async throws -> CacheIndex {
    fixture.server.publish("ru", ["title": "Войти"])
    try await fixture.provider(policy: .immediately, languages: ["ru"]).refresh()
    fixture.server.publish("ru", ["title": "Вход"])
    let outcome = try await fixture.provider(policy: .manual, languages: ["ru"]).refresh()
    #expect(outcome == .pending(["ru": 2]))
    let index = try #require(Self.cache(fixture).load(build: "100").index)
    #expect(index.applied["ru"]?.version == 1)
    #expect(index.pending["ru"]?.version == 2)
    return index
  }

  /// Another process, as ``CacheLock/afterSharedHold`` runs it: the first time it runs, it
  /// commits whole content `version` of ru (`title` only) as applied over `index`, nothing
  /// pending, under the exclusive lock; the commit removes every file of ru `index` listed.
  static func otherProcessCommitting(
    _ title: String, version: Int, over index: CacheIndex, in cache: RemoteCache
  ) -> (commit: @Sendable () -> Void, commits: LockedValue<Int>) {
    let commits = LockedValue(0)
    let commit: @Sendable () -> Void = {
      let first = commits.withLock { count in
        count += 1
        return count == 1
      }
      guard first else { return }
      do throws(RemoteError) {
        try cache.exclusively { () throws(RemoteError) in
          let file = try cache.write(
            LanguageChange(
              language: "ru", version: version, set: ["Screen": ["title": .text(title)]]))
          var next = index
          next.applied["ru"] = CacheLanguageRecord(
            language: "ru", version: version, keyCount: 1, byteCount: file.size, files: [file])
          next.pending["ru"] = nil
          try cache.commit(next)
        }
      } catch {
        Issue.record("the other process could not commit: \(error)")
      }
    }
    return (commit, commits)
  }
}
