import Foundation
import Lexicon
import Testing

@testable import LexiconRemote

/// Writes replace a file atomically and leave no temporary file; reads tell "absent" from
/// "unreadable"; failures are typed with the path and `errno`.
@Suite struct DurableFileTests {
  @Test func writesReplaceAtomicallyAndLeaveNoTemporaryFile() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/file.bin"
    #expect(try DurableFile.read(path) == nil)
    try DurableFile.write([1, 2, 3], to: path)
    #expect(try DurableFile.read(path) == [1, 2, 3])
    let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0) }
    try DurableFile.write(large, to: path)
    #expect(try DurableFile.read(path) == large)
    try DurableFile.write([], to: path)
    #expect(try DurableFile.read(path) == [])
    #expect(directory.files() == ["file.bin"])
  }

  /// Empty files read on several threads at once: each read is `[]`, and none writes shared
  /// storage (the thread sanitizer reported `Array(unsafeUninitializedCapacity: 0)` doing so).
  @Test func emptyFilesReadConcurrentlyAreEmpty() throws {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let paths = (0..<4).map { directory.path + "/empty-\($0).bin" }
    for path in paths { try DurableFile.write([], to: path) }
    let nonEmptyReads = LockedValue(0)
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      if (try? DurableFile.read(paths[index % paths.count])) != [] {
        nonEmptyReads.withLock { $0 += 1 }
      }
    }
    #expect(nonEmptyReads.withLock { $0 } == 0)
  }

  @Test func aWriteIntoAMissingFolderFailsWithItsPath() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/missing/file.bin"
    do {
      try DurableFile.write([1], to: path)
      Issue.record("the write succeeded")
    } catch {
      guard case .cacheWriteFailed(let failed, let code) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(failed.hasPrefix(directory.path + "/missing/.tmp-file.bin-"))
      #expect(code == ENOENT)
    }
  }

  @Test func readingAFolderIsReportedAsUnreadable() {
    let directory = TemporaryDirectory()
    defer { directory.remove() }
    #expect(throws: RemoteError.self) { try DurableFile.read(directory.path) }
  }
}
