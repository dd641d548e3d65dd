import Foundation
import Lexicon
import LexiconTesting
import Testing

/// A screen's snapshot end to end: recorded on the first run, compared afterwards, and a broken
/// Russian `few` form failing with a readable diff.
@Suite(.localization(InboxStrings.configuration))
struct AssertLocalizedSnapshotTests {
  @Test func theFirstRunRecordsTheScreenThenABrokenFewFormFailsWithADiff() throws {
    let folder = try TemporaryFolder()
    let recording = RecordedIssue.issues {
      assertLocalizedSnapshot(
        of: InboxStrings.self, languages: ["en", "ru", "ar"], snapshotDirectory: folder.path,
        testName: "inbox()")
    }
    #expect(recording.first?.message.hasPrefix("No reference file for snapshot \"inbox\"") == true)
    let recorded = try #require(folder.read("inbox.txt"))
    #expect(
      recorded == LocalizationSnapshot.render(InboxStrings.self, languages: ["en", "ru", "ar"]))

    // The same strings again: no issue.
    assertLocalizedSnapshot(
      of: InboxStrings.self, languages: ["en", "ru", "ar"], snapshotDirectory: folder.path,
      testName: "inbox()")

    let line = #line + 3
    let issues = RecordedIssue.issues {
      Localization.withLocalization(Localization(configuration: InboxStrings.brokenRussianFew)) {
        assertLocalizedSnapshot(
          of: InboxStrings.self, languages: ["en", "ru", "ar"], snapshotDirectory: folder.path,
          testName: "inbox()")
      }
    }
    let failure = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(failure.location?.line == line)
    let recordedLines = recorded.split(separator: "\n", omittingEmptySubsequences: false)
    let few = try #require(recordedLines.firstIndex { $0.hasPrefix("ru  unread · few (2)") })
    let fewLine = recordedLines[few]
    #expect(fewLine.hasSuffix("  2 непрочитанных сообщения"))
    #expect(
      failure.message == """
        Snapshot "inbox" does not match the reference file:
          \(folder.file("inbox.txt"))
        (- reference, + this run)
        @@ -\(few - 2),7 +\(few - 2),7 @@
         \(recordedLines[few - 3])
         \(recordedLines[few - 2])
         \(recordedLines[few - 1])
        -\(fewLine)
        +\(fewLine.dropLast())й
         \(recordedLines[few + 1])
         \(recordedLines[few + 2])
         \(recordedLines[few + 3])
        If the change is intended, run the test with LEXICON_RECORD=failed to record it.
        """)
  }

  @Test func aConfiguredSnapshotUsesItsOwnSamplesAndName() throws {
    let folder = try TemporaryFolder()
    _ = RecordedIssue.issues {
      assertLocalizedSnapshot(
        of: InboxStrings.self,
        as: LocalizationSnapshot(languages: ["en"]).arguments("Ann", for: InboxStrings.welcome),
        named: "english", snapshotDirectory: folder.path, testName: "inbox()")
    }
    let recorded = try #require(folder.read("inbox.english.txt"))
    #expect(recorded.contains("en  welcome "))
    #expect(recorded.contains("Welcome back, Ann!\n"))
  }
}
