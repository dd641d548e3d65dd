import Foundation
import Lexicon
import LexiconEnvironment
import LexiconRemote

/// `lexicon export firebase|static|xliff`: the app's `.strings`, `.stringsdict` and `.xcstrings`
/// files, every language, as over-the-air content for one environment and app version — or, with
/// `xliff`, as Xcode localization catalogs for translators.
///
/// ```
/// $ lexicon export firebase --environment production --app-version 1.2.0 Sources/App/Resources -o labels.json
/// production 1.2.0: 3 languages, 3 tables, 87 values → labels.json (_version 3f9a1c07d2e4b5a6)
/// $ lexicon export static --environment production --app-version 1.2.0 Sources/App/Resources -o public/
/// production 1.2.0 → public/production/1-2-0
///   ar  version 1  new (1,204 bytes)
///   ru  version 3  new (1,911 bytes), deltas from 1, 2
///   en  version 2  unchanged
/// ```
///
/// - `firebase` writes the JSON to import at the Realtime Database's root (`FirebaseExport`):
///   keys encoded with `FirebaseKey`, plurals as objects of categories, and a `_version` marker
///   that changes exactly when the content does.
/// - `static` writes the static-hosting layout (`StaticExport`): a full snapshot per language
///   and content version, deltas from the versions already in the output folder, and
///   `manifest.json` with sizes and SHA-256. Re-running with no change writes nothing. With
///   `--stamp FILE` (`Sources/App/Resources/lexicon-content.json`) it also records, for the
///   build, each language's content version and the digest of its content (`ContentStamp`): a
///   fresh install then asks only for the difference from what it shipped with.
/// - `--experiments FILE` (both) adds copy experiments (`ExperimentsFile`): each variant's value
///   is checked as devices check it, and written with its key in each language's content.
///
/// - `xliff` writes `OUTPUT/<language>.xcloc` for each `--language`, as `xcodebuild
///   -exportLocalizations` does (`XLIFFExport`): `contents.json`, `Localized Contents/<language>.xliff`
///   (XLIFF 1.2, Xcode's ids, order and layout) and `Source Contents/`. `lexicon import xliff`
///   takes them back.
///
/// Before writing over-the-air content, every translation is checked against the development language — format
/// specifiers by position and kind, plural forms the language's CLDR rules need, syntax — and
/// any error refuses the export (`path:line:column: error: …`, exit 1): a bad translation never
/// reaches devices. The development language and excluded paths of `.lexicon-lint.json` apply.
///
/// Exit status: 0 written (or unchanged), 1 errors in the files (nothing written), 64 usage,
/// 66 a path does not exist or holds no localization file, 73 a file cannot be written.
struct ExportCommand: Command {
  static let name = "export"
  static let abstract =
    "Write the files as over-the-air content (Firebase, static host) or Xcode .xcloc catalogs."
  static let usage =
    "lexicon export firebase|static --environment NAME [--app-version VERSION] PATH... "
    + "(-o|--output) FILE|DIR [--development-language LANGUAGE] [--config FILE] "
    + "[--stamp FILE (static)] [--experiments FILE]\n"
    + "       lexicon export xliff --language LANGUAGE... PATH... (-o|--output) DIR "
    + "[--project-root DIR] [--project NAME] [--development-language LANGUAGE] [--config FILE]"
  static let valueOptions: Set<String> = [
    "environment", "app-version", "output", "development-language", "config", "language",
    "project-root", "project", "stamp", "experiments",
  ]
  static let aliases = ["-o": "output"]

  /// Where the content goes.
  enum Target: String, Sendable {
    /// The Realtime Database's import JSON.
    case firebase
    /// The static-hosting layout.
    case `static`
    /// Xcode localization catalogs.
    case xliff
  }

  /// Where the content goes.
  let target: Target
  /// The environment and app version (`firebase`, `static`).
  let environment: LocalizationEnvironment
  /// The languages of the catalogs (`xliff`, canonical).
  let languages: [String]
  /// The project's folder (`xliff`): `original` paths are relative to it.
  let projectRoot: String
  /// The project's name in `contents.json` (`xliff`), when given.
  let projectName: String?
  /// The resource paths.
  let paths: [String]
  /// The file (`firebase`) or folder (`static`) written.
  let output: String
  /// The language translations are checked against, when given.
  let developmentLanguage: String?
  /// The lint configuration given with `--config`.
  let configurationPath: String?
  /// Where `static` writes the stamp of the content versions, when given.
  let stampPath: String?
  /// The copy experiments exported with the content, when given.
  let experimentsPath: String?

  init(arguments: Arguments) throws(ToolError) {
    guard let first = arguments.positional.first, let target = Target(rawValue: first) else {
      throw .usage("export needs a target: firebase, static or xliff")
    }
    self.target = target
    guard let output = arguments.value("output"), !output.isEmpty else {
      throw .usage(
        target == .xliff
          ? "export xliff needs -o DIR" : "export needs -o FILE (firebase) or -o DIR (static)")
    }
    self.output = output
    let paths = Array(arguments.positional.dropFirst())
    guard !paths.isEmpty else { throw .usage("export needs at least one PATH of resources") }
    self.paths = paths
    if let language = arguments.value("development-language"), LanguageTag(language) == nil {
      throw .usage("'\(language)' is not a language tag")
    }
    self.developmentLanguage = arguments.value("development-language")
    self.configurationPath = arguments.value("config")
    self.stampPath = arguments.value("stamp")
    self.experimentsPath = arguments.value("experiments")
    if stampPath != nil, target != .static {
      throw .usage("--stamp records the content versions of a static export: use it with static")
    }
    projectRoot = arguments.value("project-root") ?? "."
    projectName = arguments.value("project")
    guard target != .xliff else {
      var languages: [String] = []
      for name in arguments.options["language"] ?? [] {
        guard let tag = LanguageTag(name), tag.language != "und" else {
          throw .usage("'\(name)' is not a language tag")
        }
        if !languages.contains(tag.identifier) { languages.append(tag.identifier) }
      }
      guard !languages.isEmpty else {
        throw .usage("export xliff needs --language LANGUAGE (once per catalog)")
      }
      self.languages = languages
      self.environment = .default
      return
    }
    languages = []
    guard let name = arguments.value("environment") else {
      throw .usage("export needs --environment NAME (development, staging, production, …)")
    }
    guard let environmentName = EnvironmentName(rawValue: name) else {
      throw .usage(
        "'\(name)' is not an environment name (lowercase letters, digits, - and _, starting "
          + "with a letter)")
    }
    var version: AppVersion?
    if let text = arguments.value("app-version") {
      do {
        version = try AppVersion(parsing: text)
      } catch {
        throw .usage(error.description)
      }
    }
    self.environment = LocalizationEnvironment(name: environmentName, version: version)
  }

  func run(console: Console) async throws(ToolError) -> ExitCode {
    let configuration = try LintConfiguration.resolve(
      configurationPath, for: paths, console: console)
    if target == .xliff {
      try writeCatalogs(configuration: configuration, console: console)
      return .success
    }
    var (content, findings) = try ExportContent.read(
      paths, developmentLanguage: developmentLanguage ?? configuration.developmentLanguage,
      excludedPaths: configuration.excludedPaths)
    if let experimentsPath {
      let file = try ExperimentsFile.read(experimentsPath)
      findings += file.check(
        content,
        developmentLanguage: LanguageTag(
          developmentLanguage ?? configuration.developmentLanguage ?? "en")?.identifier ?? "en")
      content.experimentsFile = file
    }
    var problems = findings.sorted()
    let firebase = FirebaseExport(environment: environment, content: content)
    if target == .firebase { problems = (problems + firebase.problems).sorted() }
    problems.map(\.description).forEach(console.printError)
    let errors = problems.count { $0.severity == .error }
    guard errors == 0 else {
      console.printError(
        "export: \(errors) error\(errors == 1 ? "" : "s"); nothing was written, so no bad "
          + "translation reaches devices")
      return .findings
    }
    guard !content.languages.isEmpty else {
      throw ToolError(
        "no values to export under \(paths.joined(separator: ", "))", exitCode: .noInput)
    }
    switch target {
    case .firebase:
      try writeFirebase(firebase, console: console)
    case .static:
      try writeStatic(
        content, developmentLanguage: developmentLanguage ?? configuration.developmentLanguage,
        console: console)
    case .xliff:
      break
    }
    return .success
  }

  /// `xliff`: one catalog per language.
  private func writeCatalogs(configuration: LintConfiguration, console: Console) throws(ToolError) {
    let root = URL(fileURLWithPath: projectRoot)
    let development = ParsedSource.canonical(
      developmentLanguage ?? configuration.developmentLanguage ?? "en")
    let project = try XLIFFProject(
      paths: paths, root: root, developmentLanguage: development,
      excludedPaths: configuration.excludedPaths)
    guard !project.files.isEmpty else {
      throw ToolError(
        "no \(development) source files under \(paths.joined(separator: ", ")) (set "
          + "--development-language if the app is written in another language)",
        exitCode: .noInput)
    }
    let export = XLIFFExport(project: project)
    let sources = try export.sources()
    let name = projectName ?? XLIFFExport.projectName(of: root)
    for language in languages {
      let (document, units, translated) = try export.document(language: language)
      let files = XcodeLocalizationCatalog.files(
        document, language: language, developmentRegion: development, project: name,
        sources: sources)
      let folder = URL(fileURLWithPath: output).appendingPathComponent("\(language).xcloc")
      let changed = try XLIFFExport.write(files, to: folder)
      console.print(
        "\((output as NSString).appendingPathComponent("\(language).xcloc")): "
          + "\(Self.count(document.files.count, "file")), \(Self.count(units, "unit")), "
          + "\(translated) translated\(changed ? "" : ", unchanged")")
    }
  }

  private func writeFirebase(_ export: FirebaseExport, console: Console) throws(ToolError) {
    let document = Data(export.document)
    let url = URL(fileURLWithPath: output)
    let unchanged = FileManager.default.contents(atPath: url.path) == document
    if !unchanged {
      do {
        try document.write(to: url, options: .atomic)
      } catch {
        throw ToolError(
          "cannot write '\(output)': \(error.localizedDescription)", exitCode: .cannotCreate)
      }
    }
    let content = export.content
    let tables = Set(content.languages.values.flatMap(\.keys)).count
    console.print(
      "\(environment): \(Self.count(content.languages.count, "language")), "
        + "\(Self.count(tables, "table")), \(Self.count(content.valueCount, "value")) → \(output) "
        + "(_version \(export.marker))\(unchanged ? ", unchanged" : "")")
  }

  private func writeStatic(
    _ content: ExportContent, developmentLanguage: String?, console: Console
  ) throws(ToolError) {
    let export = StaticExport(
      environment: environment, content: content, root: URL(fileURLWithPath: output))
    let (files, outcomes) = try export.plan()
    try export.write(files)
    if let stampPath {
      let stamp = ContentStamp(
        environment: environment,
        developmentLanguage: LanguageTag(developmentLanguage ?? "en")?.identifier ?? "en",
        content: content,
        versions: Dictionary(uniqueKeysWithValues: outcomes.map { ($0.language, $0.version) }))
      let document = stamp.document
      if FileManager.default.contents(atPath: stampPath) != document {
        try OutputFile.write(document, to: URL(fileURLWithPath: stampPath))
      }
    }
    var shown = (output as NSString).appendingPathComponent(environment.name.rawValue)
    if let version = environment.version {
      shown = (shown as NSString).appendingPathComponent(version.pathComponent)
    }
    console.print("\(environment) → \(shown)")
    let width = outcomes.map(\.language.count).max() ?? 0
    for outcome in outcomes {
      var line =
        "  " + outcome.language.padding(toLength: width, withPad: " ", startingAt: 0)
        + "  version \(outcome.version)  "
      line += outcome.isNew ? "new (\(outcome.bytes) bytes)" : "unchanged"
      if outcome.isNew, !outcome.deltaBases.isEmpty {
        line += ", deltas from " + outcome.deltaBases.map(String.init).joined(separator: ", ")
      }
      console.print(line)
    }
    console.print(
      files.contains { $0.0 == "manifest.json" }
        ? "  manifest.json written" : "  manifest.json unchanged")
    if let stampPath {
      console.print("  content versions recorded in \(stampPath)")
    }
  }

  /// `3 languages`, `1 table`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
