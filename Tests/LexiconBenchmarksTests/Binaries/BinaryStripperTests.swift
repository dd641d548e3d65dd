import Foundation
import Testing

@testable import lexicon_benchmarks

@Suite struct BinaryStripperTests {
  @Test func argumentsWriteAStrippedCopy() {
    #if canImport(Darwin)
      #expect(BinaryStripper.arguments(input: "in", output: "out") == ["-x", "-o", "out", "in"])
    #else
      #expect(BinaryStripper.arguments(input: "in", output: "out") == ["-o", "out", "in"])
    #endif
  }

  @Test(.enabled(if: ProcessRun.isSupported))
  func aStrippedProbeIsSmallerAndStillRuns() throws {
    let folder = try ProbeFolder.temporary()
    defer { try? FileManager.default.removeItem(at: folder) }
    let probe = BinaryProbe.foundationOnly.url(in: ProbeFolder.products)
    let copy = folder.appendingPathComponent("stripped")
    let stripped = try BinaryStripper.strip(probe, to: copy, probe: "probe")
    let built = try ProbeMeasurement.size(of: probe, probe: "probe")
    #expect(stripped > 0)
    #expect(stripped < built)
    #expect(try ProbeMeasurement.size(of: copy, probe: "probe") == stripped)
    let run = try ProcessRun.run(copy, [])
    #expect(run.status == 0)
    #expect(run.output == BinaryProbe.expectedOutput)
  }

  @Test(.enabled(if: ProcessRun.isSupported))
  func aFileThatStripCannotReadFails() throws {
    let folder = try ProbeFolder.temporary()
    defer { try? FileManager.default.removeItem(at: folder) }
    let notAnExecutable = folder.appendingPathComponent("text")
    try Data("not an object file\n".utf8).write(to: notAnExecutable)
    let error = #expect(throws: ProbeProblem.self) {
      try BinaryStripper.strip(
        notAnExecutable, to: folder.appendingPathComponent("out"), probe: "p")
    }
    guard case .failed(let probe, let reason)? = error else {
      Issue.record("expected .failed, got \(String(describing: error))")
      return
    }
    #expect(probe == "p")
    #expect(reason.hasPrefix("strip exited with 1: "))
  }
}
