import Foundation
import Lexicon

/// `lexicon dump FILE...`: prints what Lexicon reads from localization files, as JSON.
///
/// Each `.strings` or `.stringsdict` file becomes an object of its keys (sorted). A plain entry
/// is a string; a plural entry is always the full object, whatever its shape, so every plural
/// reads the same way:
///
/// ```json
/// { "format": "%#@files@", "variables": { "files": {
///     "formatSpecifier": "d", "variants": { "one": "%d file", "other": "%d files" } } } }
/// ```
///
/// (`argumentNumber` appears only when the file gives one, as String Catalog substitutions do.)
/// A String Catalog becomes `{ "sourceLanguage": …, "version": …, "languages": { "de": {…} } }`.
/// With one file the output is that file's object; with several, an object keyed by path.
///
/// Diagnostics go to standard error as `path:line:column: severity: message`. What could be
/// read is printed even when a file has errors, so the output shows what an app would get;
/// the exit status is 1 when any file has errors, 66 when a file cannot be read (the others are
/// still dumped), 0 otherwise (warnings alone do not fail).
public struct DumpCommand: Command {
  /// `dump`.
  public static let name = "dump"
  /// What the command does.
  public static let abstract =
    "Print the parsed contents of .strings, .stringsdict and .xcstrings files as JSON"
  /// How to call it.
  public static let usage = "lexicon dump FILE..."

  /// The files to dump, in the order given.
  public let paths: [String]

  /// Binds the file arguments; each must name a `.strings`, `.stringsdict` or `.xcstrings` file.
  /// - Throws: ``ToolError`` with ``ExitCode/usage`` when no file is given or one has another
  ///   extension.
  public init(arguments: Arguments) throws(ToolError) {
    guard !arguments.positional.isEmpty else { throw .usage("dump needs at least one file") }
    for path in arguments.positional
    where LocalizationFileKind(pathExtension: (path as NSString).pathExtension) == nil {
      throw .usage("cannot dump '\(path)': expected a .strings, .stringsdict or .xcstrings file")
    }
    paths = arguments.positional
  }

  /// Reads, parses and prints every file.
  /// - Returns: ``ExitCode/noInput`` when a file could not be read, ``ExitCode/findings`` when a
  ///   file has errors, else ``ExitCode/success``.
  public func run(console: Console) async throws(ToolError) -> ExitCode {
    var dumped: [String: JSONOutput] = [:]
    var unreadable = false
    var hasErrors = false
    for path in paths {
      let kind = LocalizationFileKind(pathExtension: (path as NSString).pathExtension) ?? .strings
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        console.printError("error: cannot read '\(path)': \(error.localizedDescription)")
        unreadable = true
        continue
      }
      let file = LocalizationFile.parse(data, kind: kind, path: path)
      for diagnostic in file.diagnostics { console.printError(diagnostic.description) }
      hasErrors = hasErrors || file.hasErrors
      dumped[path] = Self.output(for: file)
    }
    if paths.count == 1 {
      if let only = dumped.values.first { console.print(only.rendered) }
    } else {
      console.print(JSONOutput.object(dumped).rendered)
    }
    if unreadable { return .noInput }
    return hasErrors ? .findings : .success
  }

  /// The JSON shape of a parsed file.
  static func output(for file: LocalizationFile) -> JSONOutput {
    switch file {
    case .table(let parsed):
      return output(for: parsed.table)
    case .catalog(let catalog):
      return .object([
        "sourceLanguage": .string(catalog.sourceLanguage),
        "version": .string(catalog.version),
        "languages": .object(catalog.tables.mapValues(output(for:))),
      ])
    }
  }

  private static func output(for table: StringTable) -> JSONOutput {
    .object(table.entries.mapValues(output(for:)))
  }

  private static func output(for value: LocalizedValue) -> JSONOutput {
    switch value {
    case .text(let text):
      return .string(text)
    case .plural(let plural):
      return .object([
        "format": .string(plural.format),
        "variables": .object(plural.variables.mapValues(output(for:))),
      ])
    }
  }

  private static func output(for variable: PluralVariable) -> JSONOutput {
    var members: [String: JSONOutput] = [
      "formatSpecifier": .string(variable.formatSpecifier),
      "variants": .object(
        Dictionary(
          uniqueKeysWithValues: variable.variants.map { ($0.key.rawValue, .string($0.value)) })),
    ]
    if let argument = variable.argumentNumber { members["argumentNumber"] = .number(argument) }
    return .object(members)
  }
}
