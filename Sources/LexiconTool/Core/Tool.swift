/// The `lexicon` command-line tool: picks a subcommand and funnels its outcome to an exit code.
///
/// `main.swift` is one line over this type, so every command runs in-process in tests:
///
/// ```swift
/// let console = Console.capturing()
/// let status = await Tool.run(["plural", "ru", "1", "2", "5"], console: console)
/// ```
///
/// Only `main.swift` passes ``LocalizationRuntime/shared``: the executable owns its process and
/// bootstraps `Localization.shared` as an app does; in-process runs never write global state.
public enum Tool {
  /// Every subcommand, in the order `lexicon help` lists them. `lexicon --help` lists whatever
  /// is here, so a new command only needs adding to this list.
  public static let commands: [any Command.Type] = [
    DemoCommand.self, DumpCommand.self, PluralCommand.self, LintCommand.self,
    GenerateCommand.self, PseudoCommand.self, ExportCommand.self, ImportCommand.self,
    PublishCommand.self, CompileCommand.self,
    VersionCommand.self, HelpCommand.self,
  ]

  /// The tool's version, printed by `lexicon version` and `lexicon --version`.
  public static let version = "0.1.0"

  /// Options that stand for a command: `--help` and `-h` for `help`, `--version` for `version`.
  static let commandOptions = ["--help": "help", "-h": "help", "--version": "version"]

  /// Runs the tool with the words after the program name.
  /// - Parameters:
  ///   - words: The command line without the program name.
  ///   - console: Where output and diagnostics go.
  ///   - runtime: The localization runtime commands resolve keys through:
  ///     ``LocalizationRuntime/isolated`` (the default) for in-process runs,
  ///     ``LocalizationRuntime/shared`` for the executable.
  /// - Returns: The status to exit with.
  public static func run(
    _ words: [String], console: Console, runtime: LocalizationRuntime = .isolated
  ) async -> ExitCode {
    guard let first = words.first else {
      console.print(help)
      return .usage
    }
    let name = commandOptions[first] ?? first
    guard let command = commands.first(where: { $0.name == name }) else {
      console.printError("error: unknown command '\(name)'\n\n\(help)")
      return .usage
    }
    do {
      let arguments = try Arguments(
        Array(words.dropFirst()), valueOptions: command.valueOptions,
        flagNames: command.flagNames.union(["help"]), aliases: command.aliases)
      if arguments.flag("help") {
        console.print(help(for: command))
        return .success
      }
      return try await command.init(arguments: arguments).run(console: console, runtime: runtime)
    } catch {
      console.printError(error.isDiagnostic ? error.message : "error: \(error.message)")
      if error.exitCode == .usage {
        console.printError("usage: \(command.usage)")
      }
      return error.exitCode
    }
  }

  /// How to use one command, printed by `lexicon help COMMAND` and `lexicon COMMAND --help`: its
  /// abstract, usage line, options (each with what it does and its default) and notes.
  static func help(for command: any Command.Type) -> String {
    var text = "\(command.abstract)\n\nUsage: \(command.usage)"
    let options = command.optionHelp
    if !options.isEmpty {
      var width = 0
      for option in options { width = max(width, option.synopsis.count) }
      text += "\n\nOPTIONS:"
      for option in options {
        let synopsis = option.synopsis
        text += "\n  " + synopsis + String(repeating: " ", count: width + 2 - synopsis.count)
        text += option.text
      }
    }
    if !command.discussion.isEmpty {
      text += "\n\n" + command.discussion
    }
    return text
  }

  /// The overview printed by `lexicon help`: every command of ``commands`` with its one-line
  /// abstract.
  public static var help: String {
    var width = 0
    for command in commands { width = max(width, command.name.count) }
    var lines: [String] = []
    for command in commands {
      let name = command.name
      lines.append(
        "  " + name + String(repeating: " ", count: width + 2 - name.count) + command.abstract)
    }
    let footer = [
      "",
      "'lexicon help COMMAND' shows how to use a command; 'lexicon --version' prints the version.",
    ]
    return (["USAGE: lexicon <command> [options]", "", "COMMANDS:"] + lines + footer)
      .joined(separator: "\n")
  }
}
