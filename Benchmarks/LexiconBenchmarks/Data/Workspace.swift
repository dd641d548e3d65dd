import Foundation

/// The temporary folder of one run: the generated bundle and the fresh copies that cold-start and
/// switching benchmarks need. Removed when the run ends.
final class Workspace {
  /// The folder.
  let root: URL
  private var copies = 0

  /// Creates a new, empty folder under the system's temporary directory.
  init() throws {
    let name =
      "lexicon-benchmarks-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    root = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  /// A path inside the workspace.
  func url(_ name: String) -> URL {
    root.appendingPathComponent(name, isDirectory: true)
  }

  /// A copy of `bundle` at a path never used before in this process, so that Lexicon's
  /// process-wide table cache (keyed by path) has never seen it: its tables are read from disk on
  /// first use, exactly as on an app's first launch (except that the OS page cache is warm).
  func freshCopy(of bundle: URL) throws -> URL {
    copies += 1
    let copy = root.appendingPathComponent("copy-\(copies).bundle", isDirectory: true)
    try FileManager.default.copyItem(at: bundle, to: copy)
    return copy
  }

  /// Deletes a copy no longer needed.
  func discard(_ copy: URL) {
    try? FileManager.default.removeItem(at: copy)
  }

  /// Deletes the workspace.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
