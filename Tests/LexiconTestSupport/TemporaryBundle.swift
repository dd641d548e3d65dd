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
    let (bundle, root) = try make(files, name: name)
    defer { try? FileManager.default.removeItem(at: root) }
    return try body(bundle, root)
  }

  /// The asynchronous form of ``with(_:name:_:)``, run on the caller's actor.
  public static func with<Result>(
    _ files: [String: String], name: String = "Module.bundle",
    isolation: isolated (any Actor)? = #isolation,
    _ body: (Bundle, URL) async throws -> Result
  ) async throws -> Result {
    let (bundle, root) = try make(files, name: name)
    defer { try? FileManager.default.removeItem(at: root) }
    return try await body(bundle, root)
  }

  /// Writes the bundle into a new temporary folder; the caller removes the folder.
  private static func make(_ files: [String: String], name: String) throws -> (Bundle, URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("lexicon-\(UUID().uuidString)")
    let folder = root.appendingPathComponent(name)
    do {
      try write(files, into: folder)
      guard let bundle = Bundle(url: folder) else { throw CocoaError(.fileReadUnknown) }
      return (bundle, root)
    } catch {
      try? FileManager.default.removeItem(at: root)
      throw error
    }
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
