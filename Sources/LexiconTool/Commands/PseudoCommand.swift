import Foundation
import Lexicon
import LexiconPseudo

/// `lexicon pseudo PATH...`: the pseudo-localized text of the development-language tables under
/// the paths, as JSON or as `.lproj` files.
///
/// The app itself needs no pseudo files: `Localization.shared.setLanguage("en-XA")` derives the
/// text at run time (`PseudoLocale`). The command shows what that text is, and writes it for
/// tools that read files: previews of code that does not use Lexicon, screenshots pipelines,
/// translation tools.
///
/// ```
/// $ lexicon pseudo --locale en-XA Sources/App/Resources
/// { "Login": { "title": "[Šîĝñ îñ one]", "welcome": "[Ŵéļçöɱé ƀåçķ, %@! one two]" } }
/// $ lexicon pseudo --locale ar-XB --output Build/Pseudo Sources/App/Resources
/// ```
///
/// With `--output DIR` it writes `DIR/<locale>.lproj/<Table>.strings` (plain entries) and
/// `<Table>.stringsdict` (plural entries) and prints the files written. Specifiers, plural
/// variables and markup are kept exactly, so `lexicon lint` finds no format mismatch between the
/// pseudo files and their source. Exit status: 0 done, 1 errors in the tables, 64 usage, 66 a
/// path does not exist or has no development-language table, 73 a file cannot be written.
struct PseudoCommand: Command {
  static let name = "pseudo"
  static let abstract = "Print or write the en-XA or ar-XB pseudo-localized text of tables."
  static let usage =
    "lexicon pseudo PATH... [--locale en-XA|ar-XB] [--output DIR] "
    + "[--development-language LANGUAGE]"
  static let valueOptions: Set<String> = ["locale", "output", "development-language"]

  /// The paths to read.
  let paths: [String]
  /// The pseudo-language.
  let locale: PseudoLocale
  /// The folder to write `.lproj` files into, or `nil` to print JSON.
  let output: String?
  /// The language of `.lproj` tables.
  let developmentLanguage: String

  init(arguments: Arguments) throws(ToolError) {
    guard !arguments.positional.isEmpty else { throw .usage("pseudo needs at least one PATH") }
    let name = arguments.value("locale") ?? PseudoLocale.accented.language
    guard let locale = PseudoLocale(language: name) else {
      let known = PseudoLocale.allCases.map(\.language).joined(separator: " or ")
      throw .usage("unknown pseudo-language '\(name)': expected \(known)")
    }
    let language = arguments.value("development-language") ?? "en"
    guard LanguageTag(language) != nil else { throw .usage("'\(language)' is not a language tag") }
    self.paths = arguments.positional
    self.locale = locale
    self.output = arguments.value("output")
    self.developmentLanguage = language
  }

  func run(console: Console) async throws(ToolError) -> ExitCode {
    let sources = try LintSource.find(in: paths, configuration: LintConfiguration())
    let tables = try GeneratorTable.tables(
      in: sources, developmentLanguage: ParsedSource.canonical(developmentLanguage)
    ) { diagnostic in console.printError(diagnostic.description) }
    guard !tables.isEmpty else {
      throw ToolError(
        "no \(developmentLanguage) or Base table, and no String Catalog, under "
          + paths.joined(separator: ", "), exitCode: .noInput)
    }
    let pseudo = tables.map { table in
      (table.name, locale.localize(StringTable(table.values)))
    }
    guard let output else {
      var byTable: [String: JSONOutput] = [:]
      for (name, table) in pseudo {
        byTable[name] = DumpCommand.output(for: table)
      }
      console.print(JSONOutput.object(byTable).rendered)
      return .success
    }
    let folder = URL(fileURLWithPath: output).appendingPathComponent("\(locale.language).lproj")
    for (name, table) in pseudo {
      var files: [(String, String)] = []
      if !table.texts.isEmpty {
        files.append(("\(name).strings", PseudoFileWriter.strings(table.texts)))
      }
      if !table.plurals.isEmpty {
        files.append(("\(name).stringsdict", PseudoFileWriter.stringsDict(table.plurals)))
      }
      for (fileName, contents) in files {
        let url = folder.appendingPathComponent(fileName)
        do {
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          try Data(contents.utf8).write(to: url, options: .atomic)
        } catch {
          throw ToolError(
            "cannot write '\(url.path)': \(error.localizedDescription)",
            exitCode: ExitCode(rawValue: 73))
        }
        console.print(
          (output as NSString).appendingPathComponent("\(locale.language).lproj/\(fileName)"))
      }
    }
    return .success
  }
}
