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
  /// Every subcommand, in the order `lexicon help` lists them.
  public static let commands: [any Command.Type] = [
    DemoCommand.self, DumpCommand.self, PluralCommand.self, LintCommand.self,
    GenerateCommand.self, PseudoCommand.self,
  ]

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
    guard let name = words.first, !["help", "--help", "-h"].contains(name) else {
      console.print(help)
      return words.isEmpty ? .usage : .success
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      console.printError("error: unknown command '\(name)'\n\n\(help)")
      return .usage
    }
    do {
      let arguments = try Arguments(
        Array(words.dropFirst()), valueOptions: command.valueOptions,
        flagNames: command.flagNames.union(["help"]))
      if arguments.flag("help") {
        console.print("\(command.abstract)\n\nUsage: \(command.usage)")
        return .success
      }
      return try await command.init(arguments: arguments).run(console: console, runtime: runtime)
    } catch {
      console.printError("error: \(error.message)")
      if error.exitCode == .usage {
        console.printError("usage: \(command.usage)")
      }
      return error.exitCode
    }
  }

  /// The overview printed by `lexicon help`.
  public static var help: String {
    var width = 0
    for command in commands { width = max(width, command.name.count) }
    var lines: [String] = []
    for command in commands {
      let name = command.name
      lines.append(
        "  " + name + String(repeating: " ", count: width + 2 - name.count) + command.abstract)
    }
    return (["USAGE: lexicon <command> [options]", "", "COMMANDS:"] + lines).joined(separator: "\n")
  }
}
