import Foundation
import LexiconTesting
import Testing

/// `.snapshotRecording(_:)` on tests and suites.
@Suite struct SnapshotRecordingTraitTests {
  @Test(.snapshotRecording(.never)) func aTraitSetsTheModeOfItsTest() throws {
    let folder = try TemporaryFolder()
    let failure = verifyTextSnapshot(
      of: "x", as: .lines, snapshotDirectory: folder.path, testName: "traited()")
    #expect(failure?.contains("Record mode is \"never\"") == true)
    #expect(folder.read("traited.txt") == nil)
  }

  @Test func theTraitKeepsItsModeAndAppliesToASuitesTests() {
    let trait: SnapshotRecordingTrait = .snapshotRecording(.failed)
    #expect(trait.mode == .failed)
    #expect(trait.isRecursive)
  }

  /// A suite's trait covers its tests; a test's own trait wins.
  @Suite(.snapshotRecording(.never)) struct Nested {
    @Test func theSuitesModeApplies() throws {
      let folder = try TemporaryFolder()
      let failure = verifyTextSnapshot(
        of: "x", as: .lines, snapshotDirectory: folder.path, testName: "suite()")
      #expect(failure?.contains("Record mode is \"never\"") == true)
    }

    @Test(.snapshotRecording(.missing)) func aTestsOwnTraitWins() throws {
      let folder = try TemporaryFolder()
      let failure = verifyTextSnapshot(
        of: "x", as: .lines, snapshotDirectory: folder.path, testName: "own()")
      #expect(failure?.hasPrefix("No reference file for snapshot \"own\"; recorded") == true)
      #expect(folder.read("own.txt") == "x\n")
    }
  }
}
