import Foundation

/// A folder in memory-backed storage (`/dev/shm` on Linux), where flushing files to the disk
/// costs nothing: for measuring what the over-the-air engine does apart from the drive's flush
/// latency. `nil` where there is no such storage.
struct MemoryFolder {
  let url: URL

  init?() {
    #if os(Linux)
      let base = URL(fileURLWithPath: "/dev/shm")
      guard FileManager.default.isWritableFile(atPath: base.path) else { return nil }
      url = base.appendingPathComponent(
        "lexicon-benchmarks-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: .min ... .max))"
      )
      guard
        (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true))
          != nil
      else { return nil }
    #else
      return nil
    #endif
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
