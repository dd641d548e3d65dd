import Foundation
import LexiconTesting
import Testing

/// Every record mode through the public assertion: what each writes and when it fails, and the
/// messages that say so.
@Suite struct SnapshotRecordModeTests {
  private static let reference = "greeting.txt"

  /// The files and failures of one assertion of `text` against a reference holding `stored`
  /// (or none).
  private static func run(
    _ text: String, stored: String?, record: SnapshotRecordMode?
  ) throws -> (failure: String?, file: String?) {
    let folder = try TemporaryFolder()
    if let stored { try folder.write(stored, to: reference) }
    let failure = verifyTextSnapshot(
      of: text, as: .lines, record: record, snapshotDirectory: folder.path,
      testName: "greeting()")
    return (failure, folder.read(reference))
  }

  @Test(
    arguments: [
      // mode, stored, text → fails, file afterwards
      (SnapshotRecordMode.missing, nil, "new", true, "new\n"),
      (.missing, "old\n", "new", true, "old\n"),
      (.missing, "same\n", "same", false, "same\n"),
      (.never, nil, "new", true, nil),
      (.never, "old\n", "new", true, "old\n"),
      (.never, "same\n", "same", false, "same\n"),
      (.failed, nil, "new", true, "new\n"),
      (.failed, "old\n", "new", true, "new\n"),
      (.failed, "same\n", "same", false, "same\n"),
      (.all, nil, "new", true, "new\n"),
      (.all, "old\n", "new", true, "new\n"),
      (.all, "same\n", "same", true, "same\n"),
    ] as [(SnapshotRecordMode, String?, String, Bool, String?)])
  func eachModeWritesAndFailsAsDocumented(
    mode: SnapshotRecordMode, stored: String?, text: String, fails: Bool, file: String?
  ) throws {
    let outcome = try Self.run(text, stored: stored, record: mode)
    #expect((outcome.failure != nil) == fails)
    #expect(outcome.file == file)
  }

  @Test func neverSaysNothingWasWrittenAndShowsTheSnapshot() throws {
    let folder = try TemporaryFolder()
    let failure = verifyTextSnapshot(
      of: "line 1\nline 2", as: .lines, record: .never, snapshotDirectory: folder.path,
      testName: "greeting()")
    #expect(
      failure == """
        No reference file for snapshot "greeting" at:
          \(folder.file(Self.reference))
        Record mode is "never" (the assertion's record: parameter), so nothing was written. \
        Run the test with LEXICON_RECORD=missing to record it. The snapshot was:
          line 1
          line 2

        """)
  }

  @Test func allShowsWhatChangedAndAsksToTurnRecordingOff() throws {
    let outcome = try Self.run("a\nB\n", stored: "a\nb\n", record: .all)
    let failure = try #require(outcome.failure)
    #expect(failure.hasPrefix("Record mode is \"all\" (the assertion's record: parameter): "))
    #expect(
      failure.hasSuffix(
        """
        The reference changed (- before, + now):
        @@ -1,2 +1,2 @@
         a
        -b
        +B
        Turn recording off and run the test again.
        """))
  }

  @Test func failedRecordsTheNewTextAndSaysSo() throws {
    let outcome = try Self.run("new", stored: "old\n", record: .failed)
    let failure = try #require(outcome.failure)
    #expect(failure.contains("-old\n+new\n"))
    #expect(
      failure.hasSuffix(
        "Record mode is \"failed\" (the assertion's record: parameter): recorded the new text in "
          + "the reference file. Review the change and run the test again."))
  }
}
