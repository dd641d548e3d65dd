import Testing

@testable import lexicon_benchmarks

@Suite struct SamplesTests {
  @Test(arguments: [
    ([5.0], 5.0),
    ([3.0, 1.0, 2.0], 2.0),
    ([4.0, 1.0, 3.0, 2.0], 2.5),
    ([10.0, 10.0, 10.0, 1_000.0], 10.0),
  ])
  func median(values: [Double], expected: Double) {
    #expect(Samples(values).median == expected)
  }

  @Test func emptySamplesSummariseAsZero() {
    #expect(Samples([]).median == 0)
    #expect(Samples([]).minimum == 0)
    #expect(Samples([]).relativeSpread == 0)
  }

  @Test func spreadIsTheInterquartileRangeOverTheMedian() {
    // Quartiles of 1…5 are 2 and 4, the median 3.
    #expect(Samples([5, 1, 4, 2, 3]).relativeSpread == 2.0 / 3.0)
  }

  @Test func pairedRatiosDivideSideBySideSamples() {
    let ratios = Samples.pairedRatios(Samples([10, 30, 80]), Samples([5, 10, 40]))
    #expect(ratios.values == [2, 3, 2])
    #expect(ratios.median == 2)
  }
}
