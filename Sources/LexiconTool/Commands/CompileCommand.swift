import Foundation
import Lexicon

/// `lexicon compile RESOURCES... [--output DIR]`: writes each table of each language as a compiled
/// table (`<language>.lproj/<Table>.lexicontable`), which the app's `BundleProvider` reads in
/// place of the raw files without parsing them.
///
/// ```
/// $ lexicon compile Sources/App/Resources --output Build/CompiledTables
/// Build/CompiledTables/en.lproj/Localizable.lexicontable
/// Build/CompiledTables/fr.lproj/Localizable.lexicontable
/// ```
///
/// Each RESOURCES folder is read as the runtime reads a bundle's resources: its `.lproj` folders,
/// String Catalogs at the top or in a folder, and top-level language files (`EN.strings`); a
/// table in a language is what the runtime would build from them (the catalog's strings, then
/// `.strings`, then `.stringsdict`). The compiled file goes in the language's folder under the
/// folder's own name (`pt_BR.lproj`), so copying the output into the bundle keeps the `.lproj`
/// layout. A table with device variants that read differently on some device (String Catalog
/// `device` variations, `NSStringDeviceSpecificRuleType`) is not compiled, since the app picks
/// the variant of the device it runs on: it reads that table from the raw files, and a note says
/// so. Compiled tables in the output that no table produced any more are removed. Without
/// `--output`, each folder's tables are written into it.
///
/// Exit status: 0 compiled, 1 a raw file has errors (its readable entries are compiled, as the
/// runtime would serve them, and the diagnostics printed), 64 usage, 66 a folder does not exist
/// or holds no table, 73 a file cannot be written.
struct CompileCommand: Command {
  static let name = "compile"
  static let abstract = "Compile localization tables into files the app reads without parsing."
  static let usage = "lexicon compile RESOURCES... [--output DIR] [--quiet]"
  static let valueOptions: Set<String> = ["output", "expect"]
  static let flagNames: Set<String> = ["quiet"]
  static let aliases = ["-o": "output", "-q": "quiet"]
  static let optionHelp = [
    OptionHelp(
      "output", value: "DIR", default: "each RESOURCES folder",
      "Write <language>.lproj/<Table>.lexicontable files under DIR (folders are created);"
        + " compiled tables already there that no table produced are removed."),
    OptionHelp(
      "expect", value: "PATH", default: "none",
      "A file under DIR the build declared before the tables were read"
        + " (<language>.lproj/<Table>.lexicontable; repeatable). One that no table produces is"
        + " written as a marker telling the app to read that table from the raw files. Needs"
        + " --output. The build-tool plugin passes these."),
    OptionHelp(
      "quiet",
      "Print only problems, not each file written (what the build-tool plugin asks for)."),
  ]
  static let discussion = """
    RESOURCES is a folder holding .lproj folders and String Catalogs, as a bundle's resources
    do. Each table in each language is written as the app's BundleProvider would read it from
    the raw files; the app reads the compiled file instead and falls back to the raw files when
    it is damaged. Run the command on every build (a compiled table is never checked against
    the raw files at run time), and ship the raw files too: translators, the App Store and apps
    without compiled tables read them.
    """

  /// The resources folders to read.
  let folders: [String]
  /// The folder to write into, or `nil` to write into each resources folder.
  let output: String?
  /// The files under ``output`` the build declared (`--expect`).
  let expected: [String]
  /// Whether only problems are printed (`--quiet`).
  let isQuiet: Bool

  init(arguments: Arguments) throws(ToolError) {
    guard !arguments.positional.isEmpty else {
      throw .usage("compile needs at least one RESOURCES folder")
    }
    self.folders = arguments.positional
    self.output = arguments.value("output")
    self.expected = arguments.options["expect"] ?? []
    self.isQuiet = arguments.flag("quiet")
    if !expected.isEmpty, output == nil { throw .usage("--expect needs --output") }
    for path in expected {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, parts[0].hasSuffix(".lproj"), parts[0].count > 6,
        parts[1].hasSuffix(".lexicontable"), !parts.contains("..")
      else {
        throw .usage("--expect \(path): expected <language>.lproj/<Table>.lexicontable")
      }
    }
  }

  func run(console: Console) async throws(ToolError) -> ExitCode {
    try TableCompiler.compile(
      folders, output: output, expected: expected, listsFiles: !isQuiet, console: console)
  }
}
