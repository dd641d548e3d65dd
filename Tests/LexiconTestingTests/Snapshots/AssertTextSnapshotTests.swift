import Foundation
import LexiconTesting
import Testing

/// The assertion end to end in Swift Testing: real reference files in a temporary folder, the
/// failure text as users read it, and the location it is reported at.
@Suite struct AssertTextSnapshotTests {
  private static let reference = "greeting.txt"

  @Test func theFirstRunRecordsTheReferenceAndFailsSayingSo() throws {
    let folder = try TemporaryFolder()
    let issues = RecordedIssue.issues {
      assertTextSnapshot(
        of: "Hello\nWorld", as: .lines, snapshotDirectory: folder.path, testName: "greeting()")
    }
    #expect(folder.read(Self.reference) == "Hello\nWorld\n")
    #expect(issues.count == 1)
    #expect(
      issues.first?.message == """
        No reference file for snapshot "greeting"; recorded one at:
          \(folder.file(Self.reference))
        Review it, check it in, and run the test again.
        """)
  }

  @Test func aMatchingSnapshotPassesAndWritesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("Hello\r\nWorld", to: Self.reference)
    let before = try FileManager.default.attributesOfItem(atPath: folder.file(Self.reference))
    assertTextSnapshot(
      of: "Hello\nWorld\n", as: .lines, snapshotDirectory: folder.path, testName: "greeting()")
    let after = try FileManager.default.attributesOfItem(atPath: folder.file(Self.reference))
    #expect(folder.read(Self.reference) == "Hello\r\nWorld")
    #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
  }

  @Test func aMismatchFailsWithALineDiffAndThePathAtTheCallersLine() throws {
    let folder = try TemporaryFolder()
    try folder.write("one\ntwo\nthree\nfour\nfive\nsix\nseven\n", to: Self.reference)
    let line = #line + 2
    let issues = RecordedIssue.issues {
      assertTextSnapshot(
        of: "one\ntwo\nthree\nFOUR\nfive\nsix\nseven\n", as: .lines,
        snapshotDirectory: folder.path, testName: "greeting()")
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message == """
        Snapshot "greeting" does not match the reference file:
          \(folder.file(Self.reference))
        (- reference, + this run)
        @@ -1,7 +1,7 @@
         one
         two
         three
        -four
        +FOUR
         five
         six
         seven
        If the change is intended, run the test with LEXICON_RECORD=failed to record it.
        """)
    #expect(issues.first?.location?.fileID == #fileID)
    #expect(issues.first?.location?.filePath == #filePath)
    #expect(issues.first?.location?.line == line)
    #expect(folder.read(Self.reference) == "one\ntwo\nthree\nfour\nfive\nsix\nseven\n")
  }

  @Test func theReferenceLivesBesideTheTestFileByDefault() throws {
    let failure = try #require(
      verifyTextSnapshot(of: "x", as: .lines, record: .never, testName: "neverRecorded()"))
    let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/AssertTextSnapshotTests/neverRecorded.txt").path
    #expect(failure.contains("\n  \(expected)\n"))
    #expect(!FileManager.default.fileExists(atPath: expected))
  }

  @Test func aNamedSnapshotHasAFileOfItsOwn() throws {
    let folder = try TemporaryFolder()
    _ = RecordedIssue.issues {
      assertTextSnapshot(
        of: "ru", as: .lines, named: "russian", snapshotDirectory: folder.path,
        testName: "greeting()")
    }
    #expect(folder.read("greeting.russian.txt") == "ru\n")
    #expect(folder.read(Self.reference) == nil)
  }

  @Test func aValueThatThrowsFailsTheAssertion() throws {
    struct Unavailable: Error {}
    func text() throws -> String { throw Unavailable() }
    let folder = try TemporaryFolder()
    // A named function, as in a test body: a closure with `try` inside would infer `throws`.
    func snapshot() {
      assertTextSnapshot(
        of: try text(), as: .lines, snapshotDirectory: folder.path, testName: "greeting()")
    }
    let issues = RecordedIssue.issues(in: snapshot)
    #expect(issues.map(\.message) == ["Could not snapshot the value: it threw Unavailable()"])
    #expect(folder.read(Self.reference) == nil)
  }

  @Test func anUnreadableReferenceFailsNamingTheFile() throws {
    let folder = try TemporaryFolder()
    try Data([0x66, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder.file(Self.reference)))
    let failure = verifyTextSnapshot(
      of: "f", as: .lines, snapshotDirectory: folder.path, testName: "greeting()")
    #expect(
      failure == "Snapshot \"greeting\": the reference file \(folder.file(Self.reference)) "
        + "is not UTF-8 text")
  }
}
