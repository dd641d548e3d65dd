import Foundation
import Testing

@testable import lexicon_benchmarks

@Suite(.enabled(if: ProcessRun.isSupported)) struct ProbeMeasurementTests {
  @Test(arguments: BinaryProbe.all)
  func everyBuiltProbePrintsTheExpectedLines(probe: BinaryProbe) throws {
    let run = try ProcessRun.run(probe.url(in: ProbeFolder.products), [])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == BinaryProbe.expectedOutput)
  }

  @Test func theBuiltProbesGiveTheThreeCosts() throws {
    let scratch = try ProbeFolder.temporary()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let cost = BinaryCost.measure(in: ProbeFolder.products, scratch: scratch)
    let sizes = try BinaryProbe.all.map { probe in try #require(try cost.sizes[probe.name]?.get()) }
    for size in sizes {
      #expect(size.strippedBytes < size.builtBytes)
    }
    // Foundation, then Lexicon with compiled tables, then Lexicon reading raw files, and Lexicon
    // with LexiconRemote: each probe that builds on another links more than it.
    let (foundation, lexicon, raw, remote) = (sizes[0], sizes[1], sizes[2], sizes[3])
    #expect(foundation.strippedBytes < lexicon.strippedBytes)
    #expect(lexicon.strippedBytes < raw.strippedBytes)
    #expect(lexicon.strippedBytes < remote.strippedBytes)
    let core = cost.result(.binaryCostBytes, of: .withLexicon, over: .foundationOnly)
    #expect(core.outcome == .measured(Double(lexicon.strippedBytes - foundation.strippedBytes)))
    let rawFiles = cost.result(.binaryCostRawFilesBytes, of: .withRawFiles, over: .withLexicon)
    #expect(rawFiles.outcome == .measured(Double(raw.strippedBytes - lexicon.strippedBytes)))
    let overTheAir = cost.result(.binaryCostRemoteBytes, of: .withLexiconRemote, over: .withLexicon)
    #expect(overTheAir.outcome == .measured(Double(remote.strippedBytes - lexicon.strippedBytes)))
  }

  @Test func aProbeThatIsNotBuiltIsMissing() throws {
    let folder = try ProbeFolder.temporary()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = ProbeMeasurement.measure(.withLexicon, in: folder, scratch: folder)
    let path = folder.appendingPathComponent("binary-cost-lexicon").path
    #expect(result == .failure(.missing(probe: "binary-cost-lexicon", path: path)))
    let cost = BinaryCost.measure(in: folder, scratch: folder)
    let metric = cost.result(.binaryCostBytes, of: .withLexicon, over: .foundationOnly)
    #expect(metric.status.hasPrefix("invalid: binary-cost-foundation is not built at "))
  }

  @Test(arguments: [
    ("echo Inbox", ProbeProblem.wrongOutput(probe: "binary-cost-lexicon", output: "Inbox\n")),
    (
      "echo broken >&2; exit 3",
      .failed(probe: "binary-cost-lexicon", reason: "exited with 3: broken\n")
    ),
  ])
  func aProbeThatMisbehavesIsNotMeasured(script: String, problem: ProbeProblem) throws {
    let folder = try ProbeFolder.temporary()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ProbeFolder.writeScript(script, named: "binary-cost-lexicon", in: folder)
    let result = ProbeMeasurement.measure(.withLexicon, in: folder, scratch: folder)
    #expect(result == .failure(problem))
  }
}
