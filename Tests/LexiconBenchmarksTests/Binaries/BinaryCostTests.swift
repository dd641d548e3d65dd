import Testing

@testable import lexicon_benchmarks

@Suite struct BinaryCostTests {
  static let foundation = ProbeSize(builtBytes: 44_920, strippedBytes: 20_552)
  static let lexicon = ProbeSize(builtBytes: 5_660_992, strippedBytes: 1_413_136)
  static let missing = ProbeProblem.missing(probe: "binary-cost-foundation", path: "/x")
  static let wrong = ProbeProblem.wrongOutput(probe: "binary-cost-lexicon", output: "key\n")

  @Test(
    arguments: [
      (Result.success(foundation), Result.success(lexicon), MetricOutcome.measured(1_392_584)),
      (.success(foundation), .success(foundation), .measured(0)),
      (.failure(missing), .success(lexicon), .invalid(missing.description)),
      (.success(foundation), .failure(wrong), .invalid(wrong.description)),
      (.failure(missing), .failure(wrong), .invalid(missing.description)),
      (
        .success(foundation), .failure(.stripUnavailable), .skipped("no strip tool on this machine")
      ),
      (
        .success(lexicon), .success(foundation),
        .invalid("binary-cost-lexicon (20552 B) is smaller than binary-cost-foundation (1413136 B)")
      ),
    ] as [(Result<ProbeSize, ProbeProblem>, Result<ProbeSize, ProbeProblem>, MetricOutcome)])
  func costIsTheDifferenceOfStrippedSizes(
    baseline: Result<ProbeSize, ProbeProblem>, probe: Result<ProbeSize, ProbeProblem>,
    expected: MetricOutcome
  ) {
    let cost = BinaryCost(sizes: ["binary-cost-foundation": baseline, "binary-cost-lexicon": probe])
    let result = cost.result(.binaryCostBytes, of: .withLexicon, over: .foundationOnly)
    #expect(result.outcome == expected)
  }

  @Test func rawFiguresNameBothProbesStrippedAndAsBuilt() throws {
    let cost = BinaryCost(sizes: [
      "binary-cost-foundation": .success(Self.foundation),
      "binary-cost-lexicon": .success(Self.lexicon),
    ])
    let result = cost.result(.binaryCostBytes, of: .withLexicon, over: .foundationOnly)
    #expect(
      result.raw.map(\.name) == [
        "with_lexicon_bytes", "foundation_only_bytes", "with_lexicon_unstripped_bytes",
        "foundation_only_unstripped_bytes",
      ])
    #expect(result.raw.map(\.value) == [1_413_136, 20_552, 5_660_992, 44_920])
    #expect(result.status == "fail")
  }

  @Test func aProbeThatWasNeverMeasuredMakesTheMetricInvalid() {
    let cost = BinaryCost(sizes: ["binary-cost-lexicon": .success(Self.lexicon)])
    let result = cost.result(.binaryCostRemoteBytes, of: .withLexiconRemote, over: .withLexicon)
    #expect(result.outcome == .invalid("binary-cost-lexicon and binary-cost-remote not measured"))
    #expect(result.raw.isEmpty)
  }

  @Test(arguments: [
    (0, "0.0"), (51, "0.0"), (52, "0.1"), (1_024, "1.0"), (1_392_584, "1359.9"),
    (600_000, "585.9"),
  ])
  func kibibytesHaveOneDecimal(bytes: Int, text: String) {
    #expect(BinaryCost.kibibytes(bytes) == text)
  }

  @Test(arguments: [(599_999.0, "pass"), (600_000, "pass"), (600_001, "fail")])
  func theCoreGoalIsSixHundredThousandBytes(value: Double, status: String) {
    let result = MetricResult(benchmark: .binaryCostBytes, outcome: .measured(value))
    #expect(result.status == status)
  }
}
