import Foundation
import LexiconTesting
import Testing

/// `withSnapshotRecording`: a task-local record mode, which an assertion's parameter overrides.
@Suite struct SnapshotScopeTests {
  @Test func aScopeSetsTheModeAndTheParameterWins() throws {
    let folder = try TemporaryFolder()
    let (scoped, parameter) = withSnapshotRecording(.never) {
      (
        verifyTextSnapshot(
          of: "x", as: .lines, snapshotDirectory: folder.path, testName: "scoped()"),
        verifyTextSnapshot(
          of: "x", as: .lines, record: .missing, snapshotDirectory: folder.path,
          testName: "parameter()")
      )
    }
    #expect(scoped?.contains("a snapshotRecording trait or withSnapshotRecording scope") == true)
    #expect(folder.read("scoped.txt") == nil)
    #expect(parameter?.hasPrefix("No reference file for snapshot \"parameter\"; recorded") == true)
    #expect(folder.read("parameter.txt") == "x\n")
  }

  @Test func anAsyncScopeCoversChildTasks() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path
    let failure = await withSnapshotRecording(.never) {
      await Task {
        verifyTextSnapshot(of: "x", as: .lines, snapshotDirectory: path, testName: "child()")
      }.value
    }
    #expect(failure?.contains("Record mode is \"never\"") == true)
    #expect(folder.read("child.txt") == nil)
  }

  @Test(arguments: 0..<4)
  func parallelScopesNeverSeeEachOthersModes(index: Int) throws {
    let folder = try TemporaryFolder()
    let mode: SnapshotRecordMode = index.isMultiple(of: 2) ? .never : .missing
    let failure = withSnapshotRecording(mode) {
      verifyTextSnapshot(of: "x", as: .lines, snapshotDirectory: folder.path, testName: "t()")
    }
    #expect(failure?.contains("Record mode is \"never\"") == (mode == .never))
    #expect((folder.read("t.txt") != nil) == (mode == .missing))
  }
}
