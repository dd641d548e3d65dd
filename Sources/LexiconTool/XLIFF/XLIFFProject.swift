import Foundation
import Lexicon
import LexiconFormats

/// The source-language localization files of a project, as an XLIFF exchange sees them: each
/// with the path Xcode writes as its `original` (relative to the project's folder).
///
/// The files are those `lexicon lint` finds under the paths given (excluded paths left out):
/// every `.strings` and `.stringsdict` file of the development language's `.lproj` folders (or
/// of `Base.lproj` when a table has no development-language file), and every String Catalog.
///
/// ```swift
/// let project = try XLIFFProject(paths: ["App"], root: cwd, developmentLanguage: "en")
/// project.files.map(\.original)   // ["App/Resources/en.lproj/Localizable.strings", "App/Settings.xcstrings"]
/// ```
struct XLIFFProject {
  /// A source file and its `original` path.
  struct File {
    /// The exchange of the file.
    var exchange: any XLIFFExchangeFile
    /// Its path relative to the project, as `<file original="…">` writes it.
    var original: String
  }

  /// The files, sorted by original path as ``XcodeOrder`` sorts them.
  let files: [File]
  /// The development language.
  let developmentLanguage: String

  /// Finds and reads the source files under `paths`.
  /// - Parameters:
  ///   - paths: Files and folders, as given on the command line.
  ///   - root: The project's folder; `original` paths are relative to it.
  ///   - developmentLanguage: The language of the `.lproj` source files (canonical).
  ///   - excludedPaths: Paths left out, as in `.lexicon-lint.json`.
  /// - Throws: ``ToolError`` when a path does not exist or a source file cannot be read.
  init(paths: [String], root: URL, developmentLanguage: String, excludedPaths: [String] = [])
    throws(ToolError)
  {
    var configuration = LintConfiguration()
    configuration.excludedPaths = excludedPaths
    let sources = try LintSource.find(in: paths, configuration: configuration)
    var tables: [String: [LintSource]] = [:]
    var catalogs: [LintSource] = []
    for source in sources {
      if source.kind == .stringCatalog {
        catalogs.append(source)
      } else if let folder = source.folderLanguage {
        let language = ParsedSource.canonical(folder)
        guard language == developmentLanguage || folder == LintTable.base else { continue }
        tables[source.root + "/" + source.url.lastPathComponent, default: []].append(source)
      }
    }
    var files: [File] = []
    let rootPath = root.standardizedFileURL.path
    for (_, candidates) in tables {
      // The development language's file, else Base's.
      let chosen =
        candidates.first { $0.folderLanguage.map(ParsedSource.canonical) == developmentLanguage }
        ?? candidates[0]
      let exchange: any XLIFFExchangeFile =
        chosen.kind == .strings
        ? try StringsExchange(chosen, language: developmentLanguage)
        : try StringsDictExchange(chosen, language: developmentLanguage)
      files.append(File(exchange: exchange, original: Self.original(chosen, root: rootPath)))
    }
    for catalog in catalogs {
      files.append(
        File(
          exchange: try CatalogExchange(catalog), original: Self.original(catalog, root: rootPath)))
    }
    self.files = files.sorted { XcodeOrder.filePrecedes($0.original, $1.original) }
    self.developmentLanguage = developmentLanguage
  }

  /// The path of a file relative to the project's folder, else as found from the path given
  /// on the command line (without `./` or `../`).
  static func original(_ source: LintSource, root: String) -> String {
    let path = source.url.standardizedFileURL.path
    if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
    return source.path.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(
      separator: "/")
  }

  /// The file whose `original` is `original`: the same path, else the file whose path ends with
  /// the most of its components (at least its name and, for an `.lproj` file, its folder, of any
  /// spelling of the language); `nil` when none or several match equally.
  func file(original: String) -> (file: File?, ambiguous: [File]) {
    if let exact = files.first(where: { $0.original == original }) { return (exact, []) }
    let wanted = original.split(separator: "/").map(String.init)
    var best: [File] = []
    var bestLength = 0
    for file in files {
      let components = file.original.split(separator: "/").map(String.init)
      var length = 0
      while length < min(wanted.count, components.count) {
        let lhs = wanted[wanted.count - 1 - length]
        let rhs = components[components.count - 1 - length]
        let same =
          lhs == rhs
          || (lhs.hasSuffix(".lproj") && rhs.hasSuffix(".lproj")
            && ParsedSource.canonical(String(lhs.dropLast(6)))
              == ParsedSource.canonical(String(rhs.dropLast(6))))
        guard same else { break }
        length += 1
      }
      let needed = wanted.count >= 2 && wanted[wanted.count - 2].hasSuffix(".lproj") ? 2 : 1
      guard length >= needed else { continue }
      if length > bestLength {
        best = [file]
        bestLength = length
      } else if length == bestLength {
        best.append(file)
      }
    }
    return best.count == 1 ? (best[0], []) : (nil, best)
  }
}
