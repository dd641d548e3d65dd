/// `lexicon help [COMMAND]` (also `lexicon --help`): every command with one line each, or how to
/// use one command.
///
/// The list is read from ``Tool/commands``, so a command added there is listed without more work.
struct HelpCommand: Command {
  static let name = "help"
  static let abstract = "List every command, or show how to use one."
  static let usage = "lexicon help [COMMAND]"

  /// The command to describe, or `nil` for the list.
  let command: (any Command.Type)?

  init(arguments: Arguments) throws(ToolError) {
    guard arguments.positional.count <= 1 else { throw .usage("help takes at most one command") }
    guard let name = arguments.positional.first else {
      command = nil
      return
    }
    guard let command = Tool.commands.first(where: { $0.name == name }) else {
      throw .usage("unknown command '\(name)'")
    }
    self.command = command
  }

  func run(console: Console) async throws(ToolError) -> ExitCode {
    console.print(command.map(Tool.help(for:)) ?? Tool.help)
    return .success
  }
}
