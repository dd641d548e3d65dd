import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The file lock of a cache directory (`<directory>/lock`), so that processes sharing the cache —
/// an app and its extensions through an app group — never see each other's writes half done.
///
/// - **Writers** hold it exclusively while they read the commit record again, write content
///   files, replace the record and remove the files it no longer lists: two processes that
///   refresh at once store one complete update after the other, and a file a reader is about to
///   read is never removed under it.
/// - **Readers** hold it shared while they read the record and the files it lists (a few
///   milliseconds at start-up). A reader never reads without it: when the lock stays taken past
///   ``timeout`` the step is skipped and ``RemoteError/cacheLocked(path:)`` thrown, so the caller
///   reports it and tries again later; nothing is read, written or removed then.
///
/// It is a BSD `flock` on a file of its own: released by the kernel when its process dies, so a
/// process killed while writing never blocks the others. It is held for milliseconds and never
/// across a wait for the network, and taken with a bounded wait (``timeout``): iOS terminates a
/// suspended app that holds a lock on a file in a shared container, so no lock must outlive the
/// synchronous step that takes it.
///
/// The lock is tried without blocking, again and again with short pauses in between. The
/// synchronous forms pause the calling thread: they serve the provider's synchronous start-up
/// only. From Swift concurrency use the `async` forms, which pause with `Task.sleep` — a task
/// waiting for another process never holds a thread of the cooperative pool — and stop with
/// ``RemoteError/cancelled`` when their task is cancelled. Their `body` runs synchronously, on
/// the caller's actor, once the lock is held.
///
/// ```swift
/// let lock = CacheLock(directory: cache.directory)
/// try lock.withExclusive { try cache.commit(index) }          // start-up
/// try await lock.withShared { try stored.sync(from: cache) }  // an actor's refresh
/// ```
struct CacheLock: Sendable {
  /// The name of the lock file.
  static let name = "lock"
  /// The longest a process waits for the lock by default, in seconds.
  static let timeout: Double = 5

  /// The path of the lock file.
  let path: String
  /// The longest a process waits for the lock, in seconds.
  let timeout: Double

  /// Runs right after the calling task ends a shared hold of a lock, with itself unset: a test
  /// puts another process's commit here, at the instant a reader lets go of the lock, to check
  /// that the reader read everything it needs while it held it. `nil` outside tests.
  @TaskLocal static var afterSharedHold: (@Sendable () -> Void)?

  /// The lock of the cache directory `directory`, waited for up to `timeout` seconds.
  init(directory: String, timeout: Double = Self.timeout) {
    path = directory + "/" + Self.name
    self.timeout = timeout
  }

  // MARK: - Blocking (start-up)

  /// Runs `body` holding the lock exclusively, pausing the calling thread while another
  /// process holds it.
  ///
  /// - Throws: ``RemoteError/cacheWriteFailed(path:code:)`` when the lock file cannot be opened;
  ///   ``RemoteError/cacheLocked(path:)`` when the lock is not free within ``timeout``; what
  ///   `body` throws.
  func withExclusive<Result>(_ body: () throws(RemoteError) -> Result) throws(RemoteError)
    -> Result
  {
    let descriptor = try open()
    defer { close(descriptor) }
    var wait = Wait(timeout: timeout, path: path)
    while try !Self.take(descriptor, LOCK_EX, path: path) {
      usleep(useconds_t(try wait.nextPause() * 1_000_000))
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// Runs `body` holding the lock shared, pausing the calling thread while another process
  /// holds it exclusively. Only when there is no lock file and none can be made — the directory
  /// does not exist yet, so there is nothing to read — does `body` run without the lock.
  ///
  /// - Throws: ``RemoteError/cacheLocked(path:)`` when the lock is not free within ``timeout``
  ///   (`body` does not run); ``RemoteError/cacheWriteFailed(path:code:)`` when the lock file
  ///   cannot be opened; what `body` throws.
  func withShared<Result>(_ body: () throws(RemoteError) -> Result) throws(RemoteError) -> Result {
    guard let descriptor = try openForReading() else { return try body() }
    defer { close(descriptor) }
    var wait = Wait(timeout: timeout, path: path)
    while try !Self.take(descriptor, LOCK_SH, path: path) {
      usleep(useconds_t(try wait.nextPause() * 1_000_000))
    }
    defer {
      flock(descriptor, LOCK_UN)
      Self.sharedHoldEnded()
    }
    return try body()
  }

  // MARK: - Suspending (Swift concurrency)

  /// Runs `body` holding the lock exclusively; while another process holds it, the task
  /// sleeps (no thread is held) and tries again.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, on which `body` runs.
  ///   - body: The work done holding the lock, synchronously.
  /// - Throws: ``RemoteError/cancelled`` when the task is cancelled while it waits;
  ///   ``RemoteError/cacheLocked(path:)`` when the lock is not free within ``timeout``;
  ///   ``RemoteError/cacheWriteFailed(path:code:)`` when the lock file cannot be opened; what
  ///   `body` throws.
  func withExclusive<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () throws(RemoteError) -> Result
  ) async throws(RemoteError) -> Result {
    let descriptor = try open()
    defer { close(descriptor) }
    try await take(descriptor, LOCK_EX, isolation: isolation)
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// Runs `body` holding the lock shared; while another process holds it exclusively, the task
  /// sleeps (no thread is held) and tries again. Only when there is no lock file and none can
  /// be made (the directory does not exist yet) does `body` run without the lock.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, on which `body` runs.
  ///   - body: The work done holding the lock, synchronously.
  /// - Throws: ``RemoteError/cancelled`` when the task is cancelled while it waits;
  ///   ``RemoteError/cacheLocked(path:)`` when the lock is not free within ``timeout`` (`body`
  ///   does not run); ``RemoteError/cacheWriteFailed(path:code:)`` when the lock file cannot be
  ///   opened; what `body` throws.
  func withShared<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () throws(RemoteError) -> Result
  ) async throws(RemoteError) -> Result {
    guard let descriptor = try openForReading() else { return try body() }
    defer { close(descriptor) }
    try await take(descriptor, LOCK_SH, isolation: isolation)
    defer {
      flock(descriptor, LOCK_UN)
      Self.sharedHoldEnded()
    }
    return try body()
  }

  /// Takes the lock on `descriptor`, sleeping between tries; on the caller's actor, so a lock
  /// free at the first try costs no hop.
  private func take(
    _ descriptor: Int32, _ operation: Int32, isolation: isolated (any Actor)?
  ) async throws(RemoteError) {
    var wait = Wait(timeout: timeout, path: path)
    while try !Self.take(descriptor, operation, path: path) {
      let pause = try wait.nextPause()
      do {
        try await Task.sleep(nanoseconds: UInt64(pause * 1_000_000_000))
      } catch {
        throw .cancelled
      }
    }
  }

  /// Runs ``afterSharedHold``, if set, with itself unset (its own reads do not run it again).
  private static func sharedHoldEnded() {
    guard let hook = afterSharedHold else { return }
    $afterSharedHold.withValue(nil) { hook() }
  }

  // MARK: - The file

  /// Opens (and creates) the lock file.
  private func open() throws(RemoteError) -> Int32 {
    let descriptor = openFile(O_RDWR | O_CREAT | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cacheWriteFailed(path: path, code: errno) }
    return descriptor
  }

  /// Opens the lock file to read under it: created when missing, opened read-only when this
  /// process may not write it; `nil` when the directory does not exist.
  private func openForReading() throws(RemoteError) -> Int32? {
    var descriptor = openFile(O_RDWR | O_CREAT | O_CLOEXEC)
    if descriptor < 0, errno != ENOENT {
      descriptor = openFile(O_RDONLY | O_CLOEXEC)
    }
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .cacheWriteFailed(path: path, code: errno)
    }
    return descriptor
  }

  /// `open(2)` on the lock file.
  private func openFile(_ flags: Int32) -> Int32 {
    #if canImport(Darwin)
      Darwin.open(path, flags, 0o644)
    #elseif canImport(Glibc)
      Glibc.open(path, flags, 0o644)
    #elseif canImport(Musl)
      Musl.open(path, flags, 0o644)
    #else
      Android.open(path, flags, 0o644)
    #endif
  }

  /// Tries to take the lock without blocking: `true` when taken, `false` when another holder
  /// has it (or a signal interrupted the try).
  ///
  /// - Throws: ``RemoteError/cacheWriteFailed(path:code:)`` for any other failure.
  private static func take(_ descriptor: Int32, _ operation: Int32, path: String)
    throws(RemoteError) -> Bool
  {
    if flock(descriptor, operation | LOCK_NB) == 0 { return true }
    let code = errno
    guard code == EWOULDBLOCK || code == EINTR else {
      throw .cacheWriteFailed(path: path, code: code)
    }
    return false
  }

  /// The pauses between tries: from half a millisecond, doubling up to ten, until ``timeout``
  /// has passed since the first try.
  private struct Wait {
    let deadline: TimeInterval
    let path: String
    var pause: Double = 0.000_5

    init(timeout: Double, path: String) {
      deadline = ProcessInfo.processInfo.systemUptime + timeout
      self.path = path
    }

    /// The next pause, in seconds.
    ///
    /// - Throws: ``RemoteError/cacheLocked(path:)`` once the deadline has passed.
    mutating func nextPause() throws(RemoteError) -> Double {
      let left = deadline - ProcessInfo.processInfo.systemUptime
      guard left > 0 else { throw .cacheLocked(path: path) }
      defer { pause = min(pause * 2, 0.01) }
      return min(pause, left)
    }
  }
}
