import LexiconTool
import Testing

@Suite struct ArgumentsTests {
  @Test func splitsOptionsFlagsAndPositionals() throws {
    let arguments = try Arguments(
      ["--ordinal", "--format=json", "a", "--out", "x", "--", "--b"],
      valueOptions: ["format", "out"], flagNames: ["ordinal"])
    #expect(arguments.flag("ordinal"))
    #expect(arguments.value("format") == "json")
    #expect(arguments.value("out") == "x")
    #expect(arguments.positional == ["a", "--b"])
  }

  @Test(arguments: [["--nope"], ["--out"], ["--ordinal=1"]])
  func rejectsBadOptions(words: [String]) {
    #expect(throws: ToolError.self) {
      try Arguments(words, valueOptions: ["out"], flagNames: ["ordinal"])
    }
  }

  @Test func shortAliasesStandForTheirOption() throws {
    let arguments = try Arguments(
      ["-o", "public", "a", "-q", "--", "-o"], valueOptions: ["output"], flagNames: ["quiet"],
      aliases: ["-o": "output", "-q": "quiet"])
    #expect(arguments.value("output") == "public")
    #expect(arguments.flag("quiet"))
    #expect(arguments.positional == ["a", "-o"])
    #expect(throws: ToolError.usage("--output needs a value")) {
      try Arguments(["-o"], valueOptions: ["output"], aliases: ["-o": "output"])
    }
  }
}
