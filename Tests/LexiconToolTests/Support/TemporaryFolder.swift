import Foundation

/// A folder of real files for a test, removed when the value is released.
final class TemporaryFolder {
  /// The folder.
  let url: URL

  /// Creates a folder holding `files` (path relative to the folder → contents); intermediate
  /// folders are created.
  init(_ files: [String: String] = [:]) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("LexiconToolTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (path, contents) in files { try write(contents, to: path) }
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The folder's path.
  var path: String { url.path }

  /// The path of a file in the folder.
  func path(_ relative: String) -> String {
    url.appendingPathComponent(relative).path
  }

  /// Writes `contents` to a file of the folder.
  func write(_ contents: String, to relative: String) throws {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: file)
  }

  /// The contents of a file of the folder.
  func read(_ relative: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
  }
}
