import Foundation

/// Where a snapshot's reference file lives, and how it is read and written.
///
/// By default beside the test file: `__Snapshots__/<TestFile>/<testName>.txt`, where
/// `<TestFile>` is the test file's name without `.swift` and `<testName>` the test function's
/// name without its parameter list (`inbox()` → `inbox`), followed by `.<name>` when the
/// assertion is named. Characters other than letters, digits, `_`, `-` and `.` become `-`, so a
/// raw identifier such as `` `inbox in Russian`() `` gives `inbox-in-Russian.txt`.
struct SnapshotReference: Sendable, Hashable {
  /// The reference file.
  let url: URL

  /// The reference of one assertion.
  /// - Parameters:
  ///   - filePath: The test file's path (`#filePath`).
  ///   - testName: The test function (`#function`).
  ///   - name: The assertion's name, for a test with several snapshots.
  ///   - pathExtension: The file extension, without a dot.
  ///   - snapshotDirectory: A folder to hold the file instead of
  ///     `__Snapshots__/<TestFile>` beside the test file.
  init(
    filePath: String, testName: String, name: String?, pathExtension: String,
    snapshotDirectory: String?
  ) {
    let testFile = URL(fileURLWithPath: filePath)
    let directory =
      snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__", isDirectory: true)
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
    var fileName = Self.sanitized(Self.functionName(testName))
    if let name { fileName += "." + Self.sanitized(name) }
    url = directory.appendingPathComponent(fileName).appendingPathExtension(pathExtension)
  }

  /// The file's path.
  var path: String { url.path }

  /// The reference text with line endings normalized, or `nil` when there is no file.
  /// - Throws: ``SnapshotSetupError`` when the file exists but cannot be read as UTF-8.
  func read() throws(SnapshotSetupError) -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SnapshotSetupError(message: "cannot read the reference file \(path): \(error)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw SnapshotSetupError(message: "the reference file \(path) is not UTF-8 text")
    }
    return SnapshotText.normalized(text)
  }

  /// Writes `text` as the reference, creating the folders it needs.
  /// - Parameter text: Normalized snapshot text.
  /// - Throws: ``SnapshotSetupError`` naming the path when it cannot be written.
  func write(_ text: String) throws(SnapshotSetupError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw SnapshotSetupError(message: "cannot write the reference file \(path): \(error)")
    }
  }

  /// `inbox()` → `inbox`, `test(language:)` → `test`.
  private static func functionName(_ testName: String) -> String {
    String(testName.prefix { $0 != "(" })
  }

  /// Letters, digits, `_`, `-` and `.` are kept; every other character becomes `-`.
  private static func sanitized(_ name: String) -> String {
    let kept = name.unicodeScalars.map { scalar -> Character in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".": return Character(scalar)
      default: return "-"
      }
    }
    let text = String(kept)
    return text.isEmpty ? "snapshot" : text
  }
}
