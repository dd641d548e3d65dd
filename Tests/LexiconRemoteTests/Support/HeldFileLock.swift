import Foundation
import Lexicon

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A `flock` taken on a file of its own open file description, as another process sharing the
/// cache holds it: `flock` locks belong to the open file, so the code under test, which opens
/// the file again, waits for it exactly as it waits for another process.
///
/// ```swift
/// let held = try #require(HeldFileLock(path: cache.lock.path))
/// defer { held.release() }
/// ```
final class HeldFileLock: Sendable {
  /// The open lock file; `nil` once released.
  private let descriptor: LockedValue<Int32?>

  /// Takes the lock on `path` (created when missing) exclusively, or shared; `nil` when the
  /// file cannot be opened or the lock is taken already.
  init?(path: String, exclusive: Bool = true) {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    guard flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    self.descriptor = LockedValue(descriptor)
  }

  /// Releases the lock and closes the file; later calls do nothing.
  func release() {
    descriptor.withLock { descriptor in
      guard let open = descriptor else { return }
      flock(open, LOCK_UN)
      close(open)
      descriptor = nil
    }
  }
}
