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
///   milliseconds at start-up).
///
/// It is a BSD `flock` on a file of its own: released by the kernel when its process dies, so a
/// process killed while writing never blocks the others. It is held for milliseconds and never
/// across a wait for the network, and taken with a bounded wait (``timeout``): iOS terminates a
/// suspended app that holds a lock on a file in a shared container, so no lock must outlive the
/// synchronous step that takes it.
///
/// ```swift
/// let lock = CacheLock(directory: cache.directory)
/// try lock.withExclusive { try cache.commit(index) }
/// ```
struct CacheLock: Sendable {
  /// The name of the lock file.
  static let name = "lock"
  /// The longest a process waits for the lock, in seconds.
  static let timeout: Double = 5

  /// The path of the lock file.
  let path: String

  /// The lock of the cache directory `directory`.
  init(directory: String) {
    path = directory + "/" + Self.name
  }

  /// Runs `body` holding the lock exclusively.
  ///
  /// - Throws: ``RemoteError/cacheWriteFailed(path:code:)`` when the lock file cannot be opened
  ///   or the lock is not free within ``timeout``; what `body` throws.
  func withExclusive<Result>(_ body: () throws(RemoteError) -> Result) throws(RemoteError)
    -> Result
  {
    let descriptor = try acquire(LOCK_EX)
    defer { release(descriptor) }
    return try body()
  }

  /// Runs `body` holding the lock shared; when the lock file cannot be opened (the directory
  /// does not exist yet, or is read-only) or stays taken past ``timeout``, runs it unlocked.
  func withShared<Result>(_ body: () throws(RemoteError) -> Result) throws(RemoteError) -> Result {
    let descriptor = try? acquire(LOCK_SH)
    defer { descriptor.map(release) }
    return try body()
  }

  /// Opens the lock file and takes the lock, polling without blocking up to ``timeout``.
  private func acquire(_ operation: Int32) throws(RemoteError) -> Int32 {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .cacheWriteFailed(path: path, code: errno) }
    var waited: Double = 0
    var pause: Double = 0.000_5
    while flock(descriptor, operation | LOCK_NB) != 0 {
      let code = errno
      guard code == EWOULDBLOCK || code == EINTR, waited < Self.timeout else {
        close(descriptor)
        throw .cacheWriteFailed(path: path, code: code)
      }
      usleep(useconds_t(pause * 1_000_000))
      waited += pause
      pause = min(pause * 2, 0.01)
    }
    return descriptor
  }

  /// Releases the lock and closes the file.
  private func release(_ descriptor: Int32) {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
