import LexiconTool
import Testing

@Suite struct PluralCommandTests {
  /// Runs `lexicon WORDS...` in-process: status, standard output, standard error.
  private func run(_ words: [String]) async -> (ExitCode, String, String) {
    let console = Console.capturing()
    let status = await Tool.run(words, console: console)
    return (status, console.standardOutput, console.standardError)
  }

  @Test func printsOneLinePerNumberAsWritten() async {
    let (status, output, errors) = await run(["plural", "en", "1", "1.0", "1.50", "2", "-1"])
    #expect(status == .success)
    #expect(output == "en\t1\tone\nen\t1.0\tother\nen\t1.50\tother\nen\t2\tother\nen\t-1\tone\n")
    #expect(errors == "")
  }

  @Test func russianCardinals() async {
    let (status, output, _) = await run(["plural", "ru", "1", "2", "5", "21", "1.5"])
    #expect(status == .success)
    #expect(output == "ru\t1\tone\nru\t2\tfew\nru\t5\tmany\nru\t21\tone\nru\t1.5\tother\n")
  }

  @Test func ordinalFlag() async {
    let (status, output, _) = await run(["plural", "--ordinal", "en-GB", "1", "2", "3", "4", "11"])
    #expect(status == .success)
    #expect(
      output == "en-GB\t1\tone\nen-GB\t2\ttwo\nen-GB\t3\tfew\nen-GB\t4\tother\nen-GB\t11\tother\n")
  }

  @Test func compactExponentsAndFallback() async {
    let (status, output, _) = await run(["plural", "fr_CA", "1c6", "1c3", "0"])
    #expect(status == .success)
    #expect(output == "fr_CA\t1c6\tmany\nfr_CA\t1c3\tother\nfr_CA\t0\tone\n")
  }

  /// A language CLDR has no rules for gets the root rules, with a note on standard error.
  @Test(arguments: [
    (["plural", "xx", "1"], "xx\t1\tother\n", "note: no CLDR plural rules for \"xx\""),
    (
      ["plural", "rus", "1", "2"], "rus\t1\tother\nrus\t2\tother\n",
      "note: no CLDR plural rules for \"rus\""
    ),
    (
      ["plural", "--ordinal", "xx-Latn", "1"], "xx-Latn\t1\tother\n",
      "note: no CLDR ordinal plural rules for \"xx-Latn\""
    ),
  ])
  func unknownLanguageIsOtherWithANote(words: [String], expected: String, note: String) async {
    let (status, output, errors) = await run(words)
    #expect(status == .success)
    #expect(output == expected)
    #expect(errors == note + "; using the root rules (every number is other)\n")
  }

  @Test(arguments: ["en", "und", "root", "ru_RU.UTF-8"])
  func knownLanguagesHaveNoNote(language: String) async {
    let (status, _, errors) = await run(["plural", language, "1"])
    #expect(status == .success)
    #expect(errors == "")
  }

  /// Bad values are reported, the good ones still printed, and the status is 1 (not 64: the
  /// command line itself was fine).
  @Test func printsTheValidNumbersAndReportsTheBadOnes() async {
    let (status, output, errors) = await run(["plural", "ru", "1", "2", "abc", "1,5", "5"])
    #expect(status == .findings)
    #expect(output == "ru\t1\tone\nru\t2\tfew\nru\t5\tmany\n")
    #expect(
      errors == """
        error: 'abc' is not a number (expected digits, like 3, -1.50 or 1c6)
        error: '1,5' is not a number: use a dot for the decimal separator, as in 1.5

        """)
  }

  @Test(arguments: [
    (
      ["plural", "en", "1,5"],
      "error: '1,5' is not a number: use a dot for the decimal separator, as in 1.5"
    ),
    (
      ["plural", "en", "1,000,000"],
      "error: '1,000,000' is not a number (expected digits, like 3, -1.50 or 1c6)"
    ),
    (
      ["plural", "b@d lang", "1"],
      "error: 'b@d lang' is not a language tag: invalid or misplaced subtag \"b\" in language tag"
    ),
    (
      ["plural", "Base", "1"],
      "error: 'Base' is not a language tag: \"Base\" names no language (Base.lproj holds "
        + "language-independent resources)"
    ),
  ])
  func badValuesExitWithOne(words: [String], message: String) async {
    let (status, output, errors) = await run(words)
    #expect(status == .findings)
    #expect(output == "")
    #expect(errors == message + "\n")
  }

  @Test(arguments: [
    (["plural", "en"], "error: missing NUMBER"),
    (["plural"], "error: missing LANGUAGE"),
    (["plural", "--cardinal", "en", "1"], "error: unknown option --cardinal"),
  ])
  func usageErrors(words: [String], message: String) async {
    let (status, output, errors) = await run(words)
    #expect(status == .usage)
    #expect(output == "")
    #expect(errors == message + "\nusage: lexicon plural LANGUAGE NUMBER... [--ordinal]\n")
  }

  @Test func isListedInHelp() async {
    let line = Tool.help.split(separator: "\n").first { $0.hasPrefix("  plural ") }
    #expect(line?.hasSuffix(" Print the CLDR plural category of numbers in a language.") == true)
  }
}
