#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// Reads and writes cache files with POSIX calls, so that a write is atomic and durable.
///
/// ``write(_:to:)`` writes a temporary file beside the destination, flushes it to the disk
/// (`fsync`; `F_FULLFSYNC` on Apple platforms, where `fsync` does not flush the drive's cache),
/// renames it over the destination and flushes the directory, so after a crash or a power cut at
/// any instant the destination holds the old bytes or the new ones, never a mix, and once the
/// call returns the new bytes survive a power cut.
///
/// ```swift
/// try DurableFile.write(bytes, to: "/…/production/1-2-0/index.lxri")
/// let again = try DurableFile.read("/…/production/1-2-0/index.lxri")   // nil when absent
/// ```
enum DurableFile {
  /// The prefix of temporary files; a file with it is a write that never finished.
  static let temporaryPrefix = ".tmp-"

  /// Writes `bytes` to `path` atomically and durably (see the type's discussion).
  ///
  /// - Parameters:
  ///   - bytes: The new content.
  ///   - path: The destination.
  ///   - syncingDirectory: Whether to flush the directory afterwards; a caller writing several
  ///     files flushes it once after the last (``syncDirectory(_:)``).
  /// - Throws: ``RemoteError/cacheWriteFailed(path:code:)`` with the `errno` of the call that
  ///   failed; the destination then still holds what it held.
  static func write(_ bytes: [UInt8], to path: String, syncingDirectory: Bool = true)
    throws(RemoteError)
  {
    let (directory, name) = split(path)
    let temporary =
      directory + "/" + temporaryPrefix + name + "-\(getpid())-\(UInt32.random(in: .min ... .max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(temporary) }
    var written = 0
    let complete = bytes.withUnsafeBytes { buffer -> Bool in
      while written < buffer.count {
        let result = systemWrite(
          descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += result
      }
      return true
    }
    guard complete, flush(descriptor) else {
      let error = failure(temporary)
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0 else {
      let error = failure(temporary)
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let error = failure(path)
      unlink(temporary)
      throw error
    }
    if syncingDirectory { try syncDirectory(directory) }
  }

  /// Flushes a directory, so the names renamed or removed in it survive a power cut.
  ///
  /// - Throws: ``RemoteError/cacheWriteFailed(path:code:)``.
  static func syncDirectory(_ directory: String) throws(RemoteError) {
    let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(directory) }
    defer { close(descriptor) }
    // Some file systems cannot flush a directory (EINVAL); the rename is then as durable as they
    // make it.
    guard flush(descriptor) || errno == EINVAL else { throw failure(directory) }
  }

  /// The bytes of the file at `path`, or `nil` when there is none.
  ///
  /// - Throws: ``RemoteError/cacheCorrupted(path:reason:)`` when the file exists but cannot be
  ///   read.
  static func read(_ path: String) throws(RemoteError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw RemoteError.cacheCorrupted(path: path, reason: describe(errno))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw RemoteError.cacheCorrupted(path: path, reason: describe(errno))
    }
    let size = Int(status.st_size)
    // An empty file is `[]`: `Array(unsafeUninitializedCapacity: 0)` writes its count into the
    // standard library's one shared empty-array storage, a write concurrent readers race on.
    guard size > 0 else { return [] }
    var failed: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      count = 0
      while count < size {
        let result = systemRead(descriptor, buffer.baseAddress.map { $0 + count }, size - count)
        if result < 0, errno == EINTR { continue }
        guard result > 0 else {
          failed = result < 0 ? errno : 0
          break
        }
        count += result
      }
    }
    guard bytes.count == size else {
      let reason =
        failed != 0
        ? describe(failed) : "the file shrank to \(bytes.count) of \(size) bytes while read"
      throw RemoteError.cacheCorrupted(path: path, reason: reason)
    }
    return bytes
  }

  /// Removes a file; a file already gone is fine.
  static func remove(_ path: String) {
    unlink(path)
  }

  /// The directory and the name of a path.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    return (String(path[..<slash]), String(path[path.index(after: slash)...]))
  }

  /// Flushes a file or directory to the disk.
  private static func flush(_ descriptor: Int32) -> Bool {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
    #endif
    while fsync(descriptor) != 0 {
      if errno != EINTR { return false }
    }
    return true
  }

  /// The error for the failed call on `path`, from `errno`.
  private static func failure(_ path: String) -> RemoteError {
    .cacheWriteFailed(path: path, code: errno)
  }

  /// The system's message for an `errno` value.
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

// Inside `DurableFile`, `write` and `read` name its own static functions; these two name the C
// library's.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int)
  -> Int
{
  write(descriptor, buffer, count)
}

@inline(__always)
private func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}
