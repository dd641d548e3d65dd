import Foundation
import Testing

/// A real bundle folder with `.lproj` folders, written for one test.
enum BundleOnDisk {
  /// Writes `files` (relative path → contents) into a new `.bundle` folder under `directory`.
  static func make(in directory: TemporaryDirectory, _ files: [String: String]) throws -> Bundle {
    let root = directory.url.appendingPathComponent("App-\(UUID().uuidString).bundle")
    for (path, contents) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: url)
    }
    return try #require(Bundle(url: root))
  }
}
