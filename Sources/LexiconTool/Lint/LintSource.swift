import Foundation
import Lexicon
import LexiconFormats

/// A localization file `lexicon lint` found: where it is, its kind, and the table and language
/// it holds.
///
/// A file in an `.lproj` folder holds the table named like the file in the folder's language
/// (`Base` included); its table group is the folder holding the `.lproj` folders. A String
/// Catalog holds every language of its table; its group is its own folder.
struct LintSource: Sendable, Hashable {
  /// The path printed in findings: the path given on the command line, then the path below it.
  var path: String
  /// The file.
  var url: URL
  /// Its kind.
  var kind: LocalizationFileKind
  /// The table: the file name without its extension.
  var table: String
  /// The language of its `.lproj` folder as written (`en`, `pt_BR`, `Base`), or `nil`.
  var folderLanguage: String?
  /// The folder that groups the files of one table (absolute).
  var root: String

  /// Describes the file at `url`, printed as `path`.
  init?(url: URL, path: String) {
    guard let kind = LocalizationFileKind(pathExtension: url.pathExtension) else { return nil }
    self.path = path
    self.url = url
    self.kind = kind
    self.table = url.deletingPathExtension().lastPathComponent
    let folder = url.deletingLastPathComponent()
    if kind != .stringCatalog, folder.pathExtension.lowercased() == "lproj" {
      folderLanguage = folder.deletingPathExtension().lastPathComponent
      root = folder.deletingLastPathComponent().path
    } else {
      folderLanguage = nil
      root = folder.path
    }
  }

  /// Every localization file under `paths` (files, `.lproj` folders, resource folders or whole
  /// packages), sorted by path, each once. Hidden folders and `.build` are not searched, nor the
  /// configuration's excluded paths.
  /// - Parameters:
  ///   - paths: The paths given on the command line.
  ///   - configuration: Which paths to leave out.
  /// - Returns: The files found.
  /// - Throws: ``ToolError`` with ``ExitCode/noInput`` for a path that does not exist or a folder
  ///   without localization files, ``ExitCode/usage`` for a file of another kind.
  static func find(in paths: [String], configuration: LintConfiguration) throws(ToolError)
    -> [LintSource]
  {
    var sources: [LintSource] = []
    var seen: Set<String> = []
    func add(_ url: URL, printedAs path: String) {
      let absolute = url.standardizedFileURL
      guard !configuration.excludes(absolute.path), seen.insert(absolute.path).inserted,
        let source = LintSource(url: absolute, path: path)
      else { return }
      sources.append(source)
    }
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ToolError("no such file or folder: '\(path)'", exitCode: .noInput)
      }
      let url = URL(fileURLWithPath: path)
      guard isFolder.boolValue else {
        guard LocalizationFileKind(pathExtension: url.pathExtension) != nil else {
          throw .usage(
            "cannot lint '\(path)': expected a .strings, .stringsdict or .xcstrings file")
        }
        add(url, printedAs: path)
        continue
      }
      let found = files(under: path)
      for relative in found {
        let printed = path == "." ? relative : (path as NSString).appendingPathComponent(relative)
        add(url.appendingPathComponent(relative), printedAs: printed)
      }
      if found.isEmpty {
        throw ToolError(
          "no .strings, .stringsdict or .xcstrings file under '\(path)'", exitCode: .noInput)
      }
    }
    return sources.sorted { $0.path < $1.path }
  }

  /// The localization files below `folder`, as paths relative to it, skipping hidden folders
  /// and build products.
  private static func files(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") || name == "DerivedData" {
        enumerator.skipDescendants()
        continue
      }
      if LocalizationFileKind(pathExtension: (name as NSString).pathExtension) != nil {
        files.append(relative)
      }
    }
    return files
  }
}
