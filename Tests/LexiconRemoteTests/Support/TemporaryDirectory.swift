import Foundation

/// A fresh folder under the system's temporary directory, for a test's real files. Remove it in
/// a `defer`.
struct TemporaryDirectory {
  let url: URL

  init(_ name: String = "lexicon-remote") {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var path: String { url.path }

  /// Every file under the folder (relative paths, sorted), for "nothing changed on disk" checks.
  func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: path)
    var found: [String] = []
    while let next = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path + "/" + next, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        found.append(next)
      }
    }
    return found.sorted()
  }

  /// The bytes of every file under the folder, by relative path.
  func contents() -> [String: Data] {
    var result: [String: Data] = [:]
    for file in files() {
      result[file] = FileManager.default.contents(atPath: path + "/" + file)
    }
    return result
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
