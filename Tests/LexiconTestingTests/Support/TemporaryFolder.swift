import Foundation

/// A new, empty folder under the system's temporary directory, deleted with everything in it
/// when the value is released: reference files of the assertion's own tests live here, never
/// in the repository.
final class TemporaryFolder: Sendable {
  /// The folder's path.
  let path: String

  /// Creates the folder.
  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("LexiconTestingTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside the folder.
  func file(_ name: String) -> String {
    (path as NSString).appendingPathComponent(name)
  }

  /// The text of `name` inside the folder, or `nil` when there is no such file.
  func read(_ name: String) -> String? {
    try? String(contentsOfFile: file(name), encoding: .utf8)
  }

  /// Writes `text` to `name` inside the folder, creating the folders it needs.
  func write(_ text: String, to name: String) throws {
    let url = URL(fileURLWithPath: file(name))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}
