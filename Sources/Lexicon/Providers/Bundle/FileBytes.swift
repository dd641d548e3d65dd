import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a resource file whole, in memory that goes back to the system as soon as its reader is
/// done with it.
///
/// A bundle's table files are read once, scanned and dropped: what stays is the table made from
/// them. On Apple platforms Foundation maps such a file (`.mappedIfSafe`, on volumes it deems
/// safe), and dropping the `Data` unmaps it. Linux's Foundation reads it into the heap instead,
/// where a freed buffer of a few hundred kilobytes stays resident in the allocator (glibc raises
/// its mapping threshold after the first large free), costing the app about 16 bytes per loaded
/// key for nothing. With glibc a large file is read into private anonymous pages of its own, unmapped
/// when the `Data` is released. The file itself is never mapped: a file rewritten in place while
/// it is read (a deploy copying over a server's resources) gives damaged bytes, which the readers
/// report, never a `SIGBUS`.
enum FileBytes {
  /// The size from which a file gets pages of its own on Linux; smaller ones are read into the
  /// heap, where the allocator reuses them.
  static let ownPagesSize = 64 * 1024

  /// The bytes of the file at `url`.
  /// - Throws: Foundation's error for a file that cannot be read.
  static func contents(of url: URL) throws -> Data {
    #if canImport(Glibc)
      if let data = readIntoOwnPages(path: url.path) { return data }
    #endif
    // Apple platforms and other C libraries (and a glibc file that is small or could not be read
    // here, so that the error is Foundation's).
    return try Data(contentsOf: url, options: .mappedIfSafe)
  }

  /// A file larger than a reader accepts: it is not read.
  struct TooLarge: Error {
    /// The file's size in bytes.
    var size: Int
  }

  /// The bytes of the file at `url` in an array, for a reader that keeps them (a compiled table
  /// becomes the buffer of its texts): with glibc read straight into the array's storage; elsewhere
  /// copied from Foundation's `Data` (a mapping, on Apple platforms).
  /// - Throws: ``TooLarge`` for a file over `maximumSize` bytes, before reading it; Foundation's
  ///   error for a file that cannot be read.
  static func array(of url: URL, maximumSize: Int) throws -> [UInt8] {
    #if canImport(Glibc)
      if let bytes = try readIntoArray(path: url.path, maximumSize: maximumSize) { return bytes }
    #endif
    let data = try Data(contentsOf: url, options: .mappedIfSafe)
    guard data.count <= maximumSize else { throw TooLarge(size: data.count) }
    return [UInt8](data)
  }

  #if canImport(Glibc)
    /// The bytes of a regular file read into an array, or `nil` on any error (the caller then reads
    /// it with Foundation, whose error names the problem). A file that shrinks while read gives
    /// the bytes it still had, which the caller's checks refuse.
    /// - Throws: ``TooLarge`` for a file over `maximumSize` bytes.
    static func readIntoArray(path: String, maximumSize: Int) throws(TooLarge) -> [UInt8]? {
      try withRegularFile(at: path) { descriptor, size throws(TooLarge) -> [UInt8]? in
        guard size <= maximumSize else { throw TooLarge(size: size) }
        // Not through the initializer for no bytes: it would write the shared empty-array storage.
        guard size > 0 else { return [] }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
          guard let read = read(descriptor, into: buffer.baseAddress!, size: size) else {
            count = 0
            failed = true
            return
          }
          count = read
        }
        return failed ? nil : bytes
      }
    }

    /// The bytes of a file of at least ``ownPagesSize`` bytes read into anonymous pages, or `nil`
    /// for a smaller file or on any error (the caller then reads it with Foundation).
    static func readIntoOwnPages(path: String) -> Data? {
      withRegularFile(at: path) { descriptor, size -> Data? in
        guard size >= ownPagesSize else { return nil }
        guard
          let pages = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
          pages != MAP_FAILED
        else { return nil }
        guard let count = read(descriptor, into: pages, size: size) else {
          munmap(pages, size)
          return nil
        }
        return Data(
          bytesNoCopy: pages, count: count, deallocator: .custom { pages, _ in munmap(pages, size) }
        )
      }
    }

    /// `body` with the descriptor and size of the regular file at `path`, opened for reading and
    /// closed afterwards; `nil` when it cannot be opened or is not a regular file.
    private static func withRegularFile<Result, Failure: Error>(
      at path: String, _ body: (_ descriptor: Int32, _ size: Int) throws(Failure) -> Result?
    ) throws(Failure) -> Result? {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
      return try body(descriptor, Int(status.st_size))
    }

    /// Reads up to `size` bytes of `descriptor` into `buffer`: how many it read (fewer when the
    /// file shrank since it was measured; what was read is its content), or `nil` on an error.
    private static func read(
      _ descriptor: Int32, into buffer: UnsafeMutableRawPointer, size: Int
    ) -> Int? {
      var count = 0
      while count < size {
        let read = Glibc.read(descriptor, buffer + count, size - count)
        if read > 0 {
          count += read
        } else if read == 0 {
          break
        } else if errno != EINTR {
          return nil
        }
      }
      return count
    }
  #endif
}
