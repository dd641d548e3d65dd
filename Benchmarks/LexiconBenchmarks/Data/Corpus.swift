import Foundation

/// The real-world corpus of localization files (`../shared/corpus` beside the repository), when it
/// is present.
struct Corpus {
  /// The corpus folder.
  let root: URL

  /// The corpus at `path`, or else the default location: `../shared/corpus` relative to the package
  /// root, found from this source file's path, then from the current directory. `nil` when absent.
  static func locate(path: String?) -> Corpus? {
    var candidates: [URL] = []
    if let path {
      candidates.append(URL(fileURLWithPath: path, isDirectory: true))
    } else {
      // Benchmarks/LexiconBenchmarks/Data/Corpus.swift → the package root.
      let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      candidates.append(packageRoot.appendingPathComponent("../shared/corpus").standardizedFileURL)
      let current = URL(
        fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      candidates.append(current.appendingPathComponent("../shared/corpus").standardizedFileURL)
    }
    var isDirectory: ObjCBool = false
    for candidate in candidates
    where FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
    {
      return Corpus(root: candidate)
    }
    return nil
  }

  /// The largest file with the extension (such as `strings`), by size; ties go to the first path in
  /// sorted order, so the choice is stable.
  func largestFile(withExtension fileExtension: String) -> (url: URL, size: Int)? {
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
    else { return nil }
    var best: (url: URL, size: Int)?
    for case let url as URL in enumerator where url.pathExtension == fileExtension {
      guard let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
        values.isRegularFile == true, let size = values.fileSize
      else { continue }
      if let current = best,
        size < current.size || (size == current.size && url.path >= current.url.path)
      {
        continue
      }
      best = (url, size)
    }
    return best
  }
}
