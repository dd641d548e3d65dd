import Foundation
import Lexicon
import LexiconFormats

/// `lexicon dump FILE...`: prints what Lexicon reads from localization files, as JSON.
///
/// The output has one shape for one file or many: an array with one object per file, in the
/// order given, each with the file's `path` and `format` (`strings`, `stringsdict` or
/// `xcstrings`):
///
/// ```json
/// [
///   { "entries": { "title": "Войти" }, "format": "strings", "path": "ru.lproj/Login.strings" },
///   { "format": "xcstrings", "languages": { "de": { … } }, "path": "Settings.xcstrings",
///     "sourceLanguage": "en", "version": "1.0" }
/// ]
/// ```
///
/// A `.strings` or `.stringsdict` file has `entries`: its keys (sorted). A plain entry is a
/// string. A plural entry with one variable (nearly all of them) is an object of category →
/// the whole text in that category: the variant put in place of `%#@files@`, with a String
/// Catalog's `%arg` written as the argument's specifier (`%1$lld` when it has a number):
///
/// ```json
/// "files.found": { "one": "Found %d file", "other": "Found %d files" }
/// ```
///
/// A plural entry with several variables cannot be flattened (its texts are a product of the
/// variables' variants), so it is the full object; `argumentNumber` appears only when the file
/// gives one, as String Catalog substitutions do:
///
/// ```json
/// { "format": "%#@files@ in %#@folders@", "variables": {
///     "files": { "formatSpecifier": "d", "variants": { "one": "%d file", "other": "%d files" } },
///     "folders": { "formatSpecifier": "d", "variants": { … } } } }
/// ```
///
/// A String Catalog has `sourceLanguage`, `version` and `languages`: each language's entries.
///
/// Diagnostics go to standard error as `path:line:column: severity: message`. A file with errors
/// or that cannot be read is left out of the array — standard output never holds a partial
/// reading of a file — and when no file could be dumped, nothing is printed at all. The exit
/// status is 1 when any file has errors, 66 when a file cannot be read (the others are still
/// dumped; 66 wins over 1), 0 otherwise (warnings alone do not fail).
public struct DumpCommand: Command {
  /// `dump`.
  public static let name = "dump"
  /// What the command does.
  public static let abstract =
    "Print the parsed contents of .strings, .stringsdict and .xcstrings files as JSON."
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
    var dumped: [JSONOutput] = []
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
      guard !file.hasErrors else {
        hasErrors = true
        continue
      }
      dumped.append(Self.output(for: file, path: path, kind: kind))
    }
    if !dumped.isEmpty {
      console.print(JSONOutput.array(dumped).rendered)
    }
    if unreadable { return .noInput }
    return hasErrors ? .findings : .success
  }

  /// The JSON object of a parsed file: its path and format, then its entries (a table) or its
  /// languages (a String Catalog).
  static func output(for file: LocalizationFile, path: String, kind: LocalizationFileKind)
    -> JSONOutput
  {
    var members: [String: JSONOutput] = ["path": .string(path), "format": .string(kind.rawValue)]
    switch file {
    case .table(let parsed):
      members["entries"] = output(for: parsed.table)
    case .catalog(let catalog):
      members["sourceLanguage"] = .string(catalog.sourceLanguage)
      members["version"] = .string(catalog.version)
      members["languages"] = .object(catalog.tables.mapValues(output(for:)))
    }
    return .object(members)
  }

  /// The entries of a table, as `dump` and `pseudo` print them.
  static func output(for table: StringTable) -> JSONOutput {
    .object(table.entries.mapValues(output(for:)))
  }

  private static func output(for value: LocalizedValue) -> JSONOutput {
    switch value {
    case .text(let text):
      return .string(text)
    case .plural(let plural):
      if plural.variables.count == 1, let (name, variable) = plural.variables.first {
        return .object(
          Dictionary(
            uniqueKeysWithValues: variable.variants.map { category, variant in
              (category.rawValue, .string(text(plural.format, variable: name, variant, variable)))
            }))
      }
      return .object([
        "format": .string(plural.format),
        "variables": .object(plural.variables.mapValues(output(for:))),
      ])
    }
  }

  /// `format` with the placeholder of `name` (`%#@name@` or `%2$#@name@`) replaced by a variant,
  /// in which a String Catalog's `%arg` becomes the variable's own specifier: how `dump` prints
  /// one category of a plural entry.
  ///
  /// - Parameters:
  ///   - format: The entry's format, such as `Found %#@files@`.
  ///   - name: The variable's name, `files`.
  ///   - variant: The variant's text, such as `%d file` or `%arg file`.
  ///   - variable: The variable, for its specifier and argument number.
  /// - Returns: The whole text in that category, such as `Found %d file`.
  public static func text(
    _ format: String, variable name: String, _ variant: String, _ variable: PluralVariable
  ) -> String {
    let position = variable.argumentNumber.map { "\($0)$" } ?? ""
    let specifier =
      variable.formatSpecifier.hasPrefix("%")
      ? variable.formatSpecifier : "%" + position + variable.formatSpecifier
    let expanded = variant.replacingOccurrences(of: "%arg", with: specifier)
    var result = ""
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let afterPercent = rest[rest.index(after: percent)...]
      let digits = afterPercent.prefix { $0.isASCII && $0.isNumber }
      var tail = afterPercent.dropFirst(digits.count)
      if !digits.isEmpty {
        guard tail.first == "$" else {
          result += "%"
          rest = afterPercent
          continue
        }
        tail = tail.dropFirst()
      }
      let placeholder = "#@\(name)@"
      if tail.hasPrefix(placeholder) {
        result += expanded
        rest = tail.dropFirst(placeholder.count)
      } else if afterPercent.first == "%" {
        result += "%%"
        rest = afterPercent.dropFirst()
      } else {
        result += "%"
        rest = afterPercent
      }
    }
    return result + rest
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
