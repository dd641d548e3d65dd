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
}
