import Foundation
import Lexicon

/// `lexicon import xliff CATALOG [PATH...]`: the translations of an Xcode localization catalog
/// (`ru.xcloc`) or a bare `.xliff` file, checked against their source and written back into the
/// `.strings`, `.stringsdict` and `.xcstrings` files they came from.
///
/// ```
/// $ lexicon import xliff ru.xcloc Sources/App
/// Sources/App/Resources/ru.lproj/Localizable.strings: 42 values
/// Sources/App/Resources/ru.lproj/Localizable.stringsdict: 3 values
/// Sources/App/Settings.xcstrings: 17 values
/// import ru: 3 files written
/// $ lexicon import xliff de.xliff Sources/App
/// de.xliff:120:9: error: "welcome" in de: translation uses %d for argument 1 where the source has %@ [format-mismatch]
/// import de: 1 error; nothing was written (--partial writes the valid translations)
/// ```
///
/// Each `<file original="…">` is the source-language file at that path under the project's
/// folder (`--project-root`, the current folder by default), else the one found under the paths
/// given whose path ends the same way. Translations go into the language's `.lproj` file beside
/// the source — edited in place, comments, order and layout kept, or created — and into a
/// String Catalog itself, its `state`s updated. Before anything is written, every translation is
/// checked against its source (format specifiers, the plural forms the language's CLDR rules
/// need): an invalid one is reported at its `<target>` in the XLIFF file, and nothing is written
/// unless `--partial`, which writes the valid ones. A file whose content does not change is not
/// rewritten.
///
/// Exit status: 0 written, 1 a translation refused (with `--partial`, the rest written), 64 usage,
/// 66 a path or the catalog does not exist, 73 a file cannot be written.
struct ImportCommand: Command {
  static let name = "import"
  static let abstract = "Write the translations of an Xcode .xcloc or .xliff back into the files."
  static let usage =
    "lexicon import xliff CATALOG.xcloc|FILE.xliff [PATH...] [--language LANGUAGE] [--partial] "
    + "[--project-root DIR] [--development-language LANGUAGE] [--config FILE]"
  static let valueOptions: Set<String> = [
    "language", "project-root", "development-language", "config",
  ]
  static let flagNames: Set<String> = ["partial"]

  /// The catalog or XLIFF file.
  let input: String
  /// The resource paths.
  let paths: [String]
  /// The language, when given.
  let language: String?
  /// Whether refused translations are left out rather than refusing all.
  let isPartial: Bool
  /// The project's folder.
  let projectRoot: String
  /// The development language, when given.
  let developmentLanguage: String?
  /// The lint configuration given with `--config`.
  let configurationPath: String?

  init(arguments: Arguments) throws(ToolError) {
    guard arguments.positional.first == "xliff" else {
      throw .usage("import needs a format: xliff")
    }
    guard arguments.positional.count >= 2 else {
      throw .usage("import xliff needs a CATALOG.xcloc or FILE.xliff")
    }
    for option in ["language", "development-language"] {
      if let value = arguments.value(option), LanguageTag(value) == nil {
        throw .usage("'\(value)' is not a language tag")
      }
    }
    input = arguments.positional[1]
    projectRoot = arguments.value("project-root") ?? "."
    let paths = Array(arguments.positional.dropFirst(2))
    self.paths = paths.isEmpty ? [projectRoot] : paths
    language = arguments.value("language").flatMap { LanguageTag($0)?.identifier }
    isPartial = arguments.flag("partial")
    developmentLanguage = arguments.value("development-language")
    configurationPath = arguments.value("config")
  }

  func run(console: Console) async throws(ToolError) -> ExitCode {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
      throw ToolError("no such file or folder: '\(input)'", exitCode: .noInput)
    }
    var xliffURL = URL(fileURLWithPath: input)
    var catalogLanguage: String?
    if isFolder.boolValue {
      (xliffURL, catalogLanguage) = try XcodeLocalizationCatalog.read(xliffURL)
    }
    let printed =
      isFolder.boolValue
      ? (input as NSString).appendingPathComponent(
        "Localized Contents/\(xliffURL.lastPathComponent)")
      : input
    let bytes = [UInt8](try StringsExchange.read(xliffURL, printed: printed))
    let document: XLIFFDocument
    do {
      document = try XLIFFReader.read(bytes, path: printed)
    } catch {
      throw .diagnostic(error.description, exitCode: .findings)
    }
    guard
      let language = language
        ?? document.files.lazy.compactMap({ $0.targetLanguage }).first.flatMap({
          LanguageTag($0)?.identifier
        })
        ?? catalogLanguage.flatMap({ LanguageTag($0)?.identifier })
    else {
      throw .usage("'\(input)' names no target language; give --language LANGUAGE")
    }
    let configuration = try LintConfiguration.resolve(
      configurationPath, for: paths, console: console)
    let development = ParsedSource.canonical(
      developmentLanguage ?? configuration.developmentLanguage
        ?? document.files.first?.sourceLanguage ?? "en")
    let project = try XLIFFProject(
      paths: paths, root: URL(fileURLWithPath: projectRoot), developmentLanguage: development,
      excludedPaths: configuration.excludedPaths)
    let importer = XLIFFImport(
      document: document, bytes: bytes, path: printed, language: language, project: project)
    let outcome = try importer.plan(partial: isPartial)
    outcome.findings.map(\.description).forEach(console.printError)
    let errors = outcome.findings.count { $0.severity == .error }
    if errors > 0, !isPartial {
      console.printError(
        "import \(language): \(errors) error\(errors == 1 ? "" : "s"); nothing was written "
          + "(--partial writes the valid translations)")
      return .findings
    }
    for (url, data) in outcome.writes {
      try OutputFile.write(data, to: url)
    }
    let written = Set(outcome.writes.map(\.url))
    for (url, values) in outcome.counts {
      let shown = Self.shown(url)
      console.print(
        "\(shown): \(values) value\(values == 1 ? "" : "s")\(written.contains(url) ? "" : ", unchanged")"
      )
    }
    var summary =
      "import \(language): \(outcome.writes.count) file\(outcome.writes.count == 1 ? "" : "s") written"
    if outcome.refused > 0 {
      summary += "; \(outcome.refused) string\(outcome.refused == 1 ? "" : "s") refused"
    }
    console.print(summary)
    return errors > 0 ? .findings : .success
  }

  /// A path relative to the current folder when it is under it.
  static func shown(_ url: URL) -> String {
    let current = FileManager.default.currentDirectoryPath
    let path = url.standardizedFileURL.path
    return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
  }
}
