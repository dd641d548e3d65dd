import Testing

@testable import lexicon_benchmarks

@Suite struct OptionsTests {
  @Test func defaults() throws {
    let options = try Options.parse([])
    #expect(options == Options())
    #expect(options.selects("switch_ms_10k"))
  }

  @Test(arguments: [
    (["--json", "--smoke"], Options(json: true, smoke: true)),
    (["--corpus", "/c"], Options(corpusPath: "/c")),
    (["--corpus=/c", "--filter=lookup"], Options(corpusPath: "/c", filter: "lookup")),
    (["--keep-data"], Options(keepData: true)),
    (["--probes", "/p"], Options(probesPath: "/p")),
  ])
  func parses(arguments: [String], expected: Options) throws {
    #expect(try Options.parse(arguments) == expected)
  }

  @Test(arguments: [["--bogus"], ["--corpus"], ["--json=yes"]])
  func rejects(arguments: [String]) {
    #expect(throws: OptionsError.self) { try Options.parse(arguments) }
  }

  @Test func filterSelectsByName() throws {
    let options = try Options.parse(["--filter", "lookup"])
    #expect(options.selects("lookup_ratio_vs_dictionary"))
    #expect(!options.selects("switch_ms_10k"))
  }
}
