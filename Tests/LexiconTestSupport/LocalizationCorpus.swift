import Foundation

/// The shared corpus of real-world localization files (`../shared/corpus` next to the
/// repository). Tests that use it are skipped when it is absent, as in a fresh clone.
package enum LocalizationCorpus {
  /// The corpus folder: two levels up from this file is the repository root.
  package static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // LexiconTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .appendingPathComponent("../shared/corpus").standardizedFileURL

  /// Whether the corpus is present.
  package static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent("MANIFEST.tsv").path)
  }

  /// The folders of the three file formats. The corpus also holds Xcode localization catalogs
  /// (`xcloc/`), whose `Source Contents` copies of `.strings` files (some of them empty) are
  /// exchange data, not an app's resources: the format tests leave them out.
  package static let formatFolders = ["strings", "stringsdict", "xcstrings"]

  /// Every file with the extension in the format folders, sorted by path.
  package static func files(withExtension pathExtension: String) -> [URL] {
    formatFolders.flatMap { folder -> [URL] in
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      return enumerator?.compactMap { $0 as? URL }.filter { $0.pathExtension == pathExtension }
        ?? []
    }
    .sorted { $0.path < $1.path }
  }

  /// The Xcode localization catalogs (`<language>.xcloc` folders under `xcloc/`), sorted by
  /// path.
  package static var catalogs: [URL] {
    let enumerator = FileManager.default.enumerator(
      at: root.appendingPathComponent("xcloc"), includingPropertiesForKeys: nil)
    return (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "xcloc" }
      .sorted { $0.path < $1.path }
  }

  /// The path below the corpus root, for messages.
  package static func relativePath(_ url: URL) -> String {
    String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
  }
}
