import Lexicon

/// `lexicon version` (also `lexicon --version`): the tool's version and the CLDR version of the
/// data built into it.
///
/// ```
/// $ lexicon --version
/// lexicon 0.1.0 (CLDR 47)
/// ```
struct VersionCommand: Command {
  static let name = "version"
  static let abstract = "Print the tool's version and the CLDR version of its data."
  static let usage = "lexicon version"

  init(arguments: Arguments) throws(ToolError) {
    guard arguments.positional.isEmpty else { throw .usage("version takes no arguments") }
  }

  func run(console: Console) async throws(ToolError) -> ExitCode {
    console.print("lexicon \(Tool.version) (CLDR \(PluralRules.cldrVersion))")
    return .success
  }
}
