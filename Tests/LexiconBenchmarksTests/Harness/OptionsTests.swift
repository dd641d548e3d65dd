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

  @Test func aFilterOfSeveralPartsSelectsWhatContainsAnyOfThem() throws {
    let options = try Options.parse(["--filter", "cold_first, remote_apply"])
    #expect(options.selects("cold_first_lookup_ms_10k"))
    #expect(options.selects("remote_apply_delta_ratio"))
    #expect(!options.selects("switch_ms_10k"))
    #expect(!options.selects("remote_cold_load_ms_10k"))
    // Empty parts select nothing; an empty filter selects everything.
    let commas = try Options.parse(["--filter", "lookup,,"])
    #expect(commas.selects("lookup_ratio_vs_dictionary"))
    #expect(!commas.selects("switch_ms_10k"))
    #expect(try Options.parse(["--filter", " "]).selects("switch_ms_10k"))
  }
}
