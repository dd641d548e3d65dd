import Lexicon
import LexiconTool
import Testing

/// The tool's entry: `--help` and `--version`, and the list of commands read from the registry.
@Suite struct ToolTests {
  private func run(_ words: [String]) async -> (ExitCode, String, String) {
    let console = Console.capturing()
    let status = await Tool.run(words, console: console)
    return (status, console.standardOutput, console.standardError)
  }

  @Test(arguments: [["--version"], ["version"]])
  func printsTheVersion(words: [String]) async {
    let (status, output, errors) = await run(words)
    #expect(status == .success)
    #expect(output == "lexicon \(Tool.version) (CLDR \(PluralRules.cldrVersion))\n")
    #expect(errors == "")
  }

  /// `--help` lists every registered command, one line each, with its one-line abstract — so a
  /// command added to `Tool.commands` appears without more work.
  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func helpListsEveryCommandOnOneLine(words: [String]) async {
    let (status, output, errors) = await run(words)
    #expect(status == .success)
    #expect(errors == "")
    let lines = output.split(separator: "\n").map(String.init)
    for command in Tool.commands {
      #expect(!command.abstract.contains("\n"))
      let listed = lines.filter { $0.hasPrefix("  \(command.name) ") }
      #expect(listed.count == 1, "\(command.name)")
      #expect(listed.first?.hasSuffix(command.abstract) == true)
    }
    #expect(
      Set(Tool.commands.map { $0.name }).isSuperset(of: [
        "demo", "dump", "plural", "version", "help",
      ]))
  }

  @Test func helpForOneCommand() async {
    let (status, output, _) = await run(["help", "plural"])
    #expect(status == .success)
    #expect(
      output
        == "Print the CLDR plural category of numbers in a language.\n\n"
        + "Usage: lexicon plural LANGUAGE NUMBER... [--ordinal]\n")
    let (flagStatus, flagOutput, _) = await run(["plural", "--help"])
    #expect(flagStatus == .success)
    #expect(flagOutput == output)
  }

  /// `lexicon help generate` lists every option with what it does and its default, and says that
  /// keys another target uses must be public.
  @Test func helpForGenerateDescribesEveryOptionAndItsDefault() async throws {
    let (status, output, _) = await run(["help", "generate"])
    #expect(status == .success)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let options = try #require(lines.firstIndex(of: "OPTIONS:"))
    let expected = [
      ("--output FILE", "(default: standard output)"),
      ("--access internal|public", "(default: internal)"),
      ("--bundle module|main", "(default: module)"),
      ("--development-language LANGUAGE", "(default: en)"),
      ("--split-by-prefix", "table."),
    ]
    var columns: Set<Int> = []
    for (offset, (synopsis, ending)) in expected.enumerated() {
      let line = lines[options + 1 + offset]
      #expect(line.hasPrefix("  \(synopsis)  "), "\(line)")
      #expect(line.hasSuffix(ending), "\(line)")
      let spaces = line.dropFirst(2 + synopsis.count).prefix { $0 == " " }.count
      columns.insert(2 + synopsis.count + spaces)
    }
    // The descriptions start in one column.
    #expect(columns.count == 1)
    #expect(lines[options + 1 + expected.count] == "")
    #expect(output.contains("--access public"))
    #expect(output.contains("{ \"access\": \"public\" }"))
    #expect(output.contains("key811c9dc5 for the empty key"))
  }

  /// A command that describes its options describes all of them, and nothing else.
  @Test func optionHelpCoversEveryOptionOfItsCommand() {
    for command in Tool.commands where !command.optionHelp.isEmpty {
      let described = command.optionHelp.map(\.name)
      #expect(Set(described).count == described.count, "\(command.name)")
      #expect(
        Set(described) == command.valueOptions.union(command.flagNames), "\(command.name)")
      for option in command.optionHelp {
        #expect((option.value == nil) == command.flagNames.contains(option.name))
      }
    }
  }

  @Test func noCommandPrintsTheListAsAUsageError() async {
    let (status, output, _) = await run([])
    #expect(status == .usage)
    #expect(output.contains("COMMANDS:"))
  }

  @Test(arguments: [["translate"], ["help", "translate"], ["version", "extra"]])
  func unknownCommandsAreUsageErrors(words: [String]) async {
    let (status, _, errors) = await run(words)
    #expect(status == .usage)
    #expect(errors.hasPrefix("error: "))
  }
}
