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
  static let usage = "lexicon compile RESOURCES... [--output DIR]"
  static let valueOptions: Set<String> = ["output"]
  static let aliases = ["-o": "output"]
  static let optionHelp = [
    OptionHelp(
      "output", value: "DIR", default: "each RESOURCES folder",
      "Write <language>.lproj/<Table>.lexicontable files under DIR (folders are created);"
        + " compiled tables already there that no table produced are removed.")
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

  init(arguments: Arguments) throws(ToolError) {
    guard !arguments.positional.isEmpty else {
      throw .usage("compile needs at least one RESOURCES folder")
    }
    self.folders = arguments.positional
    self.output = arguments.value("output")
  }

  func run(console: Console) async throws(ToolError) -> ExitCode {
    try Self.compile(folders, output: output, console: console)
  }

  /// Compiles the tables of each resources folder into `output` (into each folder when `nil`),
  /// printing each file written and the problems of the raw files: the command's work, for the
  /// benchmarks that compile a bundle too.
  /// - Returns: ``ExitCode/success``, or ``ExitCode/findings`` when a raw file has errors.
  package static func compile(
    _ folders: [String], output: String?, console: Console
  ) throws(ToolError) -> ExitCode {
    var hasErrors = false
    // Destination folder → the files written there, to remove stale ones afterwards.
    var written: [String: Set<String>] = [:]
    var sources: [String: String] = [:]
    for folder in folders {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw ToolError("'\(folder)' is not a folder", exitCode: .noInput)
      }
      var diagnostics: [Diagnostic] = []
      let tables = RawBundleTable.all(
        in: URL(fileURLWithPath: folder, isDirectory: true), diagnostics: &diagnostics)
      for diagnostic in diagnostics {
        console.printError(diagnostic.description)
        if diagnostic.severity == .error { hasErrors = true }
      }
      guard !tables.isEmpty else {
        throw ToolError(
          "no .strings, .stringsdict or .xcstrings table under '\(folder)'", exitCode: .noInput)
      }
      let destination = output ?? folder
      for table in tables {
        guard !table.variesByDevice else {
          console.printError(
            "note: table \(table.name) in \(table.language) under '\(folder)' has device variants;"
              + " the app reads it from the raw files, picking the variant of its device")
          continue
        }
        let path = "\(table.folder)/\(table.name).lexicontable"
        if let other = sources[(destination as NSString).appendingPathComponent(path)] {
          throw ToolError(
            "both '\(other)' and '\(folder)' hold table \(table.name) in \(table.language)",
            exitCode: .usage)
        }
        sources[(destination as NSString).appendingPathComponent(path)] = folder
        guard let data = CompiledTableWriter.data(for: table.table) else {
          throw ToolError(
            "table \(table.name) in \(table.language) under '\(folder)' is too large to compile",
            exitCode: .findings)
        }
        let url = URL(fileURLWithPath: destination).appendingPathComponent(path)
        try write(data, to: url)
        written[destination, default: []].insert(path)
        console.print((destination as NSString).appendingPathComponent(path))
      }
    }
    for (destination, paths) in written {
      try removeStale(in: destination, keeping: paths)
    }
    return hasErrors ? .findings : .success
  }

  /// Writes `data` to `url` atomically, unless the file already holds exactly these bytes (so
  /// builds stay incremental).
  private static func write(_ data: Data, to url: URL) throws(ToolError) {
    if let existing = try? Data(contentsOf: url), existing == data { return }
    try OutputFile.write(data, to: url)
  }

  /// Removes the compiled tables in the `.lproj` folders of `destination` that are not in `paths`.
  private static func removeStale(in destination: String, keeping paths: Set<String>)
    throws(ToolError)
  {
    let manager = FileManager.default
    let folders = (try? manager.contentsOfDirectory(atPath: destination)) ?? []
    for folder in folders where folder.hasSuffix(".lproj") {
      let files = (try? manager.contentsOfDirectory(atPath: "\(destination)/\(folder)")) ?? []
      for file in files
      where file.hasSuffix(".lexicontable") && !paths.contains("\(folder)/\(file)") {
        do {
          try manager.removeItem(atPath: "\(destination)/\(folder)/\(file)")
        } catch {
          throw ToolError(
            "cannot remove the stale '\(destination)/\(folder)/\(file)': "
              + error.localizedDescription, exitCode: .cannotCreate)
        }
      }
    }
  }
}
