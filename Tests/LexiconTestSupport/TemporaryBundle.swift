import Foundation

/// A real bundle on disk for one test: files written under a new temporary folder, removed when
/// the test's body returns.
public enum TemporaryBundle {
  /// Writes `files` (path → text) into `name` inside a new temporary folder, runs `body` with
  /// the bundle and the folder that holds it, and removes the folder.
  ///
  /// - Parameters:
  ///   - files: The bundle's files, by path inside the bundle (`en.lproj/Login.strings`).
  ///   - name: The bundle folder's name.
  ///   - body: The test, given the bundle and the temporary folder around it.
  public static func with<Result>(
    _ files: [String: String], name: String = "Module.bundle",
    _ body: (Bundle, URL) throws -> Result
  ) throws -> Result {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("lexicon-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent(name)
    try write(files, into: folder)
    guard let bundle = Bundle(url: folder) else { throw CocoaError(.fileReadUnknown) }
    return try body(bundle, root)
  }

  /// Writes `files` (path → text) under `folder`, creating folders as needed.
  public static func write(_ files: [String: String], into folder: URL) throws {
    for (path, text) in files {
      let file = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }
}
