import Foundation

/// The localization files of a bundle, listed once: `.lproj` folders and the tables in each, and
/// String Catalogs.
///
/// A bundle may also keep one table per language at its top, named by the language in capitals
/// (`EN.strings`, `ES.strings`, `PT-BR.strings`), as apps built with T21Environment do: such a
/// file is read as that language's `Localizable` table, under the same table of the language's
/// `.lproj` folder when it has one (which wins key by key).
package struct BundleListing: Sendable {
  /// The folder holding the bundle's localizations.
  let root: URL
  /// `.lproj` folders by canonical language (`Base` for `Base.lproj`).
  package let folders: [String: URL]
  /// The file names in each `.lproj` folder, by canonical language, and at the root under `""`.
  package let files: [String: Set<String>]
  /// String Catalogs by table name: at the top of the resources or in any `.lproj` folder.
  package let catalogs: [String: URL]
  /// Files at the top of the resources named by a language in capitals (`EN.strings`), by
  /// canonical language: that language's `Localizable` table.
  package let rootLanguageFiles: [String: [URL]]

  /// The table the top-level language files hold.
  package static let rootLanguageTable = "Localizable"

  init(bundle: Bundle) {
    let (root, contents) = Self.resourceRoot(of: bundle)
    self.init(root: root, contents: contents)
  }

  /// The listing of the localizations in `root`, a bundle's resources folder.
  package init(root: URL) {
    self.init(root: root, contents: Self.contents(of: root))
  }

  /// The listing of the localizations in `root`, whose names are `contents`.
  private init(root: URL, contents rootContents: [String]) {
    self.root = root
    var folders: [String: URL] = .init()
    var files: [String: Set<String>] = ["": Set(rootContents)]
    var catalogs: [String: URL] = .init()
    // Each kind of name is picked out before it is sorted: a main bundle's folder (an executable's,
    // on Linux) may hold hundreds of other files, and sorting them all, several times, took most
    // of a new process's listing.
    let rootNames = files["", default: []]
    for name in StableOrder.sorted(rootNames.filter { $0.hasSuffix(".xcstrings") }) {
      catalogs[String(name.dropLast(".xcstrings".count))] = root.appendingPathComponent(name)
    }
    for name in StableOrder.sorted(rootNames.filter { $0.hasSuffix(".lproj") }) {
      let folderName = String(name.dropLast(".lproj".count))
      let language =
        folderName == TableBuilder.baseLocalization
        ? folderName : LanguageNames.canonical(folderName)
      let folder = root.appendingPathComponent(name, isDirectory: true)
      let contents = Self.contents(of: folder)
      // Two folders may name one language (`iw.lproj` and `he.lproj`): the first by name is read,
      // unless it holds no raw table and this one does (a folder of a build's compiled tables or
      // markers beside the translators' folder).
      if let kept = files[language] {
        guard !kept.contains(where: Self.isRawTable), contents.contains(where: Self.isRawTable)
        else { continue }
      }
      folders[language] = folder
      files[language] = Set(contents)
      for file in StableOrder.sorted(contents.filter { $0.hasSuffix(".xcstrings") }) {
        let table = String(file.dropLast(".xcstrings".count))
        catalogs[table] = catalogs[table] ?? folder.appendingPathComponent(file)
      }
    }
    // `.strings` before `.stringsdict`, as in a folder.
    var rootLanguageFiles: [String: [URL]] = .init()
    for suffix in [".strings", ".stringsdict"] {
      for name in StableOrder.sorted(rootNames.filter { $0.hasSuffix(suffix) }) {
        guard let language = Self.rootLanguage(String(name.dropLast(suffix.count))) else {
          continue
        }
        rootLanguageFiles[language, default: []].append(root.appendingPathComponent(name))
      }
    }
    self.folders = folders
    self.files = files
    self.catalogs = catalogs
    self.rootLanguageFiles = rootLanguageFiles
  }

  /// Whether a file of a `.lproj` folder is a raw table (`.strings`, `.stringsdict`,
  /// `.xcstrings`), as opposed to a compiled one.
  static func isRawTable(_ fileName: String) -> Bool {
    fileName.hasSuffix(".strings") || fileName.hasSuffix(".stringsdict")
      || fileName.hasSuffix(".xcstrings")
  }

  /// The language a top-level file name stands for: a two-letter language CLDR knows in capitals,
  /// with an optional region or script (`-`, `_`, capitals and digits), such as `EN`, `CA`,
  /// `PT-BR`, `ZH_HANS`; `nil` for any other table name (`Localizable`, `FAQ`, `en`, `XX`).
  static func rootLanguage(_ name: String) -> String? {
    var letters = 0
    var inLanguage = true
    for byte in name.utf8 {
      switch byte {
      case 0x41...0x5A: if inLanguage { letters += 1 }
      case 0x2D, 0x5F: inLanguage = false
      case 0x30...0x39 where !inLanguage: continue
      default: return nil
      }
    }
    guard letters == 2, name.utf8.count <= 12, let tag = LanguageTag(name),
      LanguageInheritance.isKnown(tag.language)
    else { return nil }
    return tag.identifier
  }

  /// The `.strings` then `.stringsdict` files of a table in a language, in the order they apply
  /// (later files win). `Base` also reads tables at the top of the resources; a language's
  /// top-level file (`EN.strings`) comes first in its `Localizable` table.
  package func tableFiles(named name: String, language: String) -> [URL] {
    var places: [(files: Set<String>, folder: URL)] = []
    if language == TableBuilder.baseLocalization {
      places.append((files[""] ?? [], root))
    }
    if let folder = folders[language] {
      places.append((files[language] ?? [], folder))
    }
    var result: [URL] = []
    if name == Self.rootLanguageTable, let rootFiles = rootLanguageFiles[language] {
      result += rootFiles
    }
    for place in places {
      for fileName in ["\(name).strings", "\(name).stringsdict"]
      where place.files.contains(fileName) {
        result.append(place.folder.appendingPathComponent(fileName))
      }
    }
    return result
  }

  /// The compiled table (`.lexicontable`, written by `lexicon compile`) of a table in a language,
  /// or `nil` when the language's `.lproj` folder has none.
  func compiledTable(named name: String, language: String) -> URL? {
    let fileName = "\(name).\(CompiledTableFormat.fileExtension)"
    guard let folder = folders[language], files[language]?.contains(fileName) == true else {
      return nil
    }
    return folder.appendingPathComponent(fileName)
  }

  /// Whether any language's `.lproj` folder has a compiled table (or the build's raw-files
  /// marker) of a table: then the table's String Catalog was compiled, and a language with no
  /// compiled table is one the catalog does not have.
  func hasCompiledTable(named name: String) -> Bool {
    let fileName = "\(name).\(CompiledTableFormat.fileExtension)"
    return files.values.contains { $0.contains(fileName) }
  }

  /// The folder holding a bundle's localizations: its resources folder, or the bundle folder
  /// itself when only that has `.lproj` folders (flat bundles, such as SwiftPM resource bundles on
  /// Linux, whose `resourceURL` Foundation may point at a `Resources` subfolder), with the names
  /// it holds: the listing reads each folder once.
  static func resourceRoot(of bundle: Bundle) -> (root: URL, contents: [String]) {
    let candidates = [bundle.resourceURL, bundle.bundleURL].compactMap { $0?.standardizedFileURL }
    var listed: [(root: URL, contents: [String])] = []
    for url in candidates {
      // The same folder twice (resources at the bundle's root, as on Linux) is listed once.
      let contents = listed.first { $0.root == url }?.contents ?? contents(of: url)
      if contents.contains(where: { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }) {
        return (url, contents)
      }
      listed.append((url, contents))
    }
    if let first = listed.first { return first }
    return (bundle.bundleURL, contents(of: bundle.bundleURL))
  }

  private static func contents(of folder: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  }
}
