import Foundation
import Lexicon

/// `lexicon generate PATH...`: writes typed key enums for the tables under the paths.
///
/// Reads each table's development-language files (`en.lproj/*.strings` and `*.stringsdict`,
/// with `Base.lproj`; a String Catalog's source language) and writes one
/// `enum <Table>Strings: String, IndexedLocalizable, CaseIterable` per table — or per key prefix
/// with `--split-by-prefix` — whose cases are the keys without arguments, each carrying its
/// position. A key with arguments becomes a noncopyable `LocalizableFormat` member called with
/// them, typed by their specifiers, and its key a case of the nested `Templates` enum, so it
/// cannot be shown without its arguments:
///
/// ```
/// $ lexicon generate Sources/Inbox/Resources --output Sources/Inbox/InboxStrings.swift
/// ```
/// ```swift
/// "\(InboxStrings.title)"           // a case
/// InboxStrings.unread(messages: 5)   // "5 unread messages"; unread("five") does not compile
/// "\(InboxStrings.unread)"          // does not compile
/// ```
///
/// The output is sorted and laid out as `swift format` lays it out, the same bytes on every run;
/// with `--output` the file is written only when its contents change, so builds stay
/// incremental. Warnings of the files read go to standard error; a file with errors generates
/// nothing and exits 1. Exit status: 0 generated, 1 errors in the tables, 64 usage, 66 a path
/// does not exist or has no development-language table.
struct GenerateCommand: Command {
  static let name = "generate"
  static let abstract = "Generate typed Swift key enums from localization tables."
  static let usage =
    "lexicon generate PATH... [--output FILE] [--access internal|public] "
    + "[--bundle module|main] [--development-language LANGUAGE] [--split-by-prefix]"
  static let valueOptions: Set<String> = ["output", "access", "bundle", "development-language"]
  static let flagNames: Set<String> = ["split-by-prefix"]
  static let optionHelp = [
    OptionHelp(
      "output", value: "FILE", default: "standard output",
      "Write the code to FILE (its folders are created), only when its contents change."),
    OptionHelp(
      "access", value: "internal|public", default: "internal",
      "The access level of the generated types and their members."),
    OptionHelp(
      "bundle", value: "module|main", default: "module",
      "The bundle the keys read: Bundle.module (a SwiftPM target's own resources) or"
        + " Bundle.main (an app's resources)."),
    OptionHelp(
      "development-language", value: "LANGUAGE", default: "en",
      "The language whose .lproj files are read (Base.lproj too); a String Catalog uses its own"
        + " sourceLanguage."),
    OptionHelp(
      "split-by-prefix",
      "One enum per key prefix (login.title, login.welcome: LoginStrings) instead of one per"
        + " table."),
  ]
  static let discussion = """
    Keys are internal by default: when another target uses a module's keys (a feature module's
    keys read by the app), generate them with --access public — with LexiconGeneratorPlugin, put
    { "access": "public" } in the target's lexicon-generate.json.

    Names: a table Inbox gives enum InboxStrings; a key without arguments is a case, named from
    the key (settings.signOut: signOut; a key with no letters or digits: key<FNV-1a hash of the
    key>, key811c9dc5 for the empty key). A key with arguments is a member called with them,
    named from the key and typed by the specifiers of its development-language text (%lld: Int,
    %lu: UInt, %f: Double, %@: String); argument labels come from an "Arguments:" comment, or
    the words around each specifier (%lld photos: photos(count:)).
    """

  /// The paths to read.
  let paths: [String]
  /// The file to write, or `nil` for standard output.
  let output: String?
  /// How the code is generated.
  let options: KeyGenerator.Options

  init(arguments: Arguments) throws(ToolError) {
    guard !arguments.positional.isEmpty else { throw .usage("generate needs at least one PATH") }
    var options = KeyGenerator.Options()
    switch arguments.value("access") ?? "internal" {
    case "internal": options.isPublic = false
    case "public": options.isPublic = true
    case let other: throw .usage("unknown access '\(other)': expected internal or public")
    }
    let bundle = arguments.value("bundle") ?? "module"
    guard let choice = KeyGenerator.Options.BundleChoice(rawValue: bundle) else {
      throw .usage("unknown bundle '\(bundle)': expected module or main")
    }
    options.bundle = choice
    if let language = arguments.value("development-language") {
      guard LanguageTag(language) != nil else {
        throw .usage("'\(language)' is not a language tag")
      }
      options.developmentLanguage = language
    }
    options.splitsByPrefix = arguments.flag("split-by-prefix")
    self.paths = arguments.positional
    self.output = arguments.value("output")
    self.options = options
  }

  func run(console: Console) async throws(ToolError) -> ExitCode {
    let source = try KeyGenerator(options: options).generate(from: paths) { diagnostic in
      console.printError(diagnostic.description)
    }
    guard let output else {
      console.print(String(source.dropLast()))
      return .success
    }
    let url = URL(fileURLWithPath: output)
    if (try? Data(contentsOf: url)) == Data(source.utf8) { return .success }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(source.utf8).write(to: url, options: .atomic)
    } catch {
      throw ToolError(
        "cannot write '\(output)': \(error.localizedDescription)", exitCode: ExitCode(rawValue: 73))
    }
    return .success
  }
}
