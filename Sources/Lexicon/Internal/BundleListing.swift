import Foundation

/// The localization folders and catalogs of a bundle, listed once.
struct BundleListing: Sendable {
  /// The bundle's resources folder.
  let root: URL
  /// `.lproj` folders by canonical language (`Base` for `Base.lproj`).
  let folders: [String: URL]

  init(root: URL) {
    self.root = root
    var folders: [String: URL] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".lproj") {
      let language = String(name.dropLast(".lproj".count))
      let canonical =
        language == TableBuilder.baseLocalization ? language : LanguageNames.canonical(language)
      folders[canonical] =
        folders[canonical] ?? root.appendingPathComponent(name, isDirectory: true)
    }
    self.folders = folders
  }

  /// The folder holding a bundle's localizations: its resources folder, or the bundle folder
  /// itself when only that has `.lproj` folders (flat bundles, such as SwiftPM resource bundles on
  /// Linux, whose `resourceURL` Foundation may point at a `Resources` subfolder).
  static func resourceRoot(of bundle: Bundle) -> URL {
    let candidates = [bundle.resourceURL, bundle.bundleURL].compactMap { $0?.standardizedFileURL }
    let withLocalizations = candidates.first { url in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.contains { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }
    }
    return withLocalizations ?? candidates.first ?? bundle.bundleURL
  }

  /// The `.strings` then `.stringsdict` files of a table in a language that exist, in the order
  /// they apply (later files win).
  func tableFiles(named name: String, language: String) -> [URL] {
    var directories: [URL] = []
    if language == TableBuilder.baseLocalization {
      directories.append(root)
    }
    if let folder = folders[language] {
      directories.append(folder)
    }
    var files: [URL] = []
    for directory in directories {
      for fileExtension in ["strings", "stringsdict"] {
        let url = directory.appendingPathComponent("\(name).\(fileExtension)")
        if FileManager.default.fileExists(atPath: url.path) {
          files.append(url)
        }
      }
    }
    return files
  }

  /// The String Catalog of a table: at the top of the resources, or in any `.lproj` folder.
  func catalog(named name: String) -> URL? {
    let fileName = "\(name).xcstrings"
    let candidates = [root] + folders.keys.sorted().compactMap { folders[$0] }
    return candidates.map { $0.appendingPathComponent(fileName) }.first {
      FileManager.default.fileExists(atPath: $0.path)
    }
  }
}
