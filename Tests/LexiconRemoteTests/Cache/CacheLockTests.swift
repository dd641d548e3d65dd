import Foundation
import Lexicon
import Testing

@testable import LexiconRemote

/// The cache's file lock: a reader never reads while another holder has the lock exclusively,
/// a wait ends when the holder releases it or past the timeout, and an `async` wait sleeps —
/// holding no thread of the concurrency pool — and stops when its task is cancelled.
@Suite struct CacheLockTests {
  /// A lock in a fresh folder, waited for up to `timeout` seconds.
  static func lock(_ directory: TemporaryDirectory, timeout: Double) -> CacheLock {
    CacheLock(directory: directory.path, timeout: timeout)
  }

  /// Past the timeout a shared reader throws `cacheLocked` and does not run: it never reads
  /// without the lock. Once the holder releases it, the reader runs.
  @Test func aReaderFacingAHeldExclusiveLockDoesNotRunUnlocked() async throws {
    let directory = TemporaryDirectory("lock")
    defer { directory.remove() }
    let lock = Self.lock(directory, timeout: 0.2)
    let held = try #require(HeldFileLock(path: lock.path))
    let ran = LockedValue(0)
    #expect(throws: RemoteError.cacheLocked(path: lock.path)) {
      try lock.withShared { () throws(RemoteError) in ran.withLock { $0 += 1 } }
    }
    await #expect(throws: RemoteError.cacheLocked(path: lock.path)) {
      try await lock.withShared { () throws(RemoteError) in ran.withLock { $0 += 1 } }
    }
    await #expect(throws: RemoteError.cacheLocked(path: lock.path)) {
      try await lock.withExclusive { () throws(RemoteError) in ran.withLock { $0 += 1 } }
    }
    #expect(ran.withLock { $0 } == 0)
    held.release()
    try Self.readBlocking(lock) { ran.withLock { $0 += 1 } }
    try await lock.withShared { () throws(RemoteError) in ran.withLock { $0 += 1 } }
    #expect(ran.withLock { $0 } == 2)
  }

  /// The blocking form, as the provider's synchronous start-up calls it.
  static func readBlocking(_ lock: CacheLock, _ body: () -> Void) throws(RemoteError) {
    try lock.withShared { () throws(RemoteError) in body() }
  }

  /// Readers share the lock with each other; a writer waits for them, and takes it once they
  /// are done.
  @Test func readersShareAndAWriterWaitsForThem() async throws {
    let directory = TemporaryDirectory("lock")
    defer { directory.remove() }
    let lock = Self.lock(directory, timeout: 30)
    let reader = try #require(HeldFileLock(path: lock.path, exclusive: false))
    let read = try await lock.withShared { () throws(RemoteError) in "read" }
    #expect(read == "read")
    let released = LockedValue(false)
    async let written = lock.withExclusive { () throws(RemoteError) in released.withLock { $0 } }
    try await Task.sleep(nanoseconds: 50_000_000)
    released.withLock { $0 = true }
    reader.release()
    #expect(try await written, "the writer ran while a reader held the lock")
  }

  /// Cancelling the task stops its wait at once with `cancelled`; the body never runs.
  @Test(.timeLimit(.minutes(1)))
  func cancellingAWaitStopsIt() async throws {
    try await Self.withHeldLock(timeout: 600) { lock, _ in try await Self.cancelWait(lock) }
  }

  /// Runs `body` with the lock of a fresh folder, waited for up to `timeout` seconds, that
  /// another holder has taken exclusively (released at the end, if `body` did not).
  static func withHeldLock(
    timeout: Double, _ body: (CacheLock, HeldFileLock) async throws -> Void
  ) async throws {
    let directory = TemporaryDirectory("lock")
    defer { directory.remove() }
    let lock = Self.lock(directory, timeout: timeout)
    let held = try #require(HeldFileLock(path: lock.path))
    try await body(lock, held)
    held.release()
  }

  /// Starts a wait for `lock`, held by another holder, and cancels it.
  static func cancelWait(_ lock: CacheLock) async throws {
    let ran = LockedValue(false)
    let waiting = Task { () async -> RemoteError? in
      do throws(RemoteError) {
        try await lock.withExclusive { () throws(RemoteError) in ran.withLock { $0 = true } }
        return nil
      } catch {
        return error
      }
    }
    try await Task.sleep(nanoseconds: 50_000_000)
    waiting.cancel()
    #expect(await waiting.value == .cancelled)
    #expect(ran.withLock { $0 } == false)
  }

  /// Many tasks waiting for a lock another holder keeps hold no thread: far more waiters than
  /// the pool has threads, and every other task still runs meanwhile. With a wait that blocked
  /// its thread, the probes below would not run until the waits gave up.
  @Test(.timeLimit(.minutes(1)))
  func waitingTasksHoldNoThread() async throws {
    try await Self.withHeldLock(timeout: 30) { lock, held in
      try await Self.probeWhileWaiting(lock, held)
    }
  }

  /// Starts many waits for `lock`, runs other tasks meanwhile, then releases `held`.
  static func probeWhileWaiting(_ lock: CacheLock, _ held: HeldFileLock) async throws {
    let released = LockedValue(false)
    let waiters = (0..<32).map { _ in
      Task { () async throws -> Bool in
        try await lock.withShared { () throws(RemoteError) in released.withLock { $0 } }
      }
    }
    try await Task.sleep(nanoseconds: 100_000_000)
    let probes = await withTaskGroup(of: Int.self) { group in
      for number in 0..<200 { group.addTask { number } }
      return await group.reduce(0) { count, _ in count + 1 }
    }
    #expect(probes == 200)
    released.withLock { $0 = true }
    held.release()
    for waiter in waiters {
      #expect(try await waiter.value, "a waiter read before the holder released the lock")
    }
  }

  /// Without a folder there is nothing to read: the reader runs, and no folder is made.
  @Test func aMissingFolderHasNothingToLock() throws {
    let directory = TemporaryDirectory("lock")
    defer { directory.remove() }
    let lock = CacheLock(directory: directory.path + "/missing", timeout: 0.2)
    #expect(try lock.withShared { () throws(RemoteError) in 7 } == 7)
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/missing"))
  }
}
