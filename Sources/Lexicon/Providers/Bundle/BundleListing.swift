import Foundation

/// The localization files of a bundle, listed once: `.lproj` folders and the tables in each, and
/// String Catalogs.
struct BundleListing: Sendable {
  /// The folder holding the bundle's localizations.
  let root: URL
  /// `.lproj` folders by canonical language (`Base` for `Base.lproj`).
  let folders: [String: URL]
  /// The file names in each `.lproj` folder, by canonical language, and at the root under `""`.
  let files: [String: Set<String>]
  /// String Catalogs by table name: at the top of the resources or in any `.lproj` folder.
  let catalogs: [String: URL]

  init(bundle: Bundle) {
    root = Self.resourceRoot(of: bundle)
    var folders: [String: URL] = [:]
    var files: [String: Set<String>] = ["": Set(Self.contents(of: root))]
    var catalogs: [String: URL] = [:]
    for name in files["", default: []].sorted() where name.hasSuffix(".xcstrings") {
      catalogs[String(name.dropLast(".xcstrings".count))] = root.appendingPathComponent(name)
    }
    for name in files["", default: []].sorted() where name.hasSuffix(".lproj") {
      let folderName = String(name.dropLast(".lproj".count))
      let language =
        folderName == TableBuilder.baseLocalization
        ? folderName : LanguageNames.canonical(folderName)
      guard folders[language] == nil else { continue }
      let folder = root.appendingPathComponent(name, isDirectory: true)
      folders[language] = folder
      let contents = Self.contents(of: folder)
      files[language] = Set(contents)
      for file in contents.sorted() where file.hasSuffix(".xcstrings") {
        let table = String(file.dropLast(".xcstrings".count))
        catalogs[table] = catalogs[table] ?? folder.appendingPathComponent(file)
      }
    }
    self.folders = folders
    self.files = files
    self.catalogs = catalogs
  }

  /// The `.strings` then `.stringsdict` files of a table in a language, in the order they apply
  /// (later files win). `Base` also reads tables at the top of the resources.
  func tableFiles(named name: String, language: String) -> [URL] {
    var places: [(files: Set<String>, folder: URL)] = []
    if language == TableBuilder.baseLocalization {
      places.append((files[""] ?? [], root))
    }
    if let folder = folders[language] {
      places.append((files[language] ?? [], folder))
    }
    var result: [URL] = []
    for place in places {
      for fileName in ["\(name).strings", "\(name).stringsdict"]
      where place.files.contains(fileName) {
        result.append(place.folder.appendingPathComponent(fileName))
      }
    }
    return result
  }

  /// The folder holding a bundle's localizations: its resources folder, or the bundle folder
  /// itself when only that has `.lproj` folders (flat bundles, such as SwiftPM resource bundles on
  /// Linux, whose `resourceURL` Foundation may point at a `Resources` subfolder).
  static func resourceRoot(of bundle: Bundle) -> URL {
    let candidates = [bundle.resourceURL, bundle.bundleURL].compactMap { $0?.standardizedFileURL }
    let withLocalizations = candidates.first { url in
      contents(of: url).contains { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }
    }
    return withLocalizations ?? candidates.first ?? bundle.bundleURL
  }

  private static func contents(of folder: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  }
}
