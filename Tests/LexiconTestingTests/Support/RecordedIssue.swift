import LexiconTesting
import Testing

/// A Swift Testing issue an assertion recorded: its text and where it was reported.
struct RecordedIssue: Sendable {
  /// The issue's comments, joined.
  var message: String
  /// Where the issue was reported.
  var location: SourceLocation?

  /// The issues `body` records, caught as known issues so the test itself does not fail; empty
  /// when it records none.
  static func issues(in body: () -> Void) -> [RecordedIssue] {
    let recorded = Locked<[RecordedIssue]>([])
    withKnownIssue(isIntermittent: true) {
      body()
    } matching: { issue in
      recorded.append(
        RecordedIssue(
          message: issue.comments.map(\.rawValue).joined(separator: "\n"),
          location: issue.sourceLocation))
      return true
    }
    return recorded.value
  }
}
