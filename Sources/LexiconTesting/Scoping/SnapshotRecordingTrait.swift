import Testing

/// A Swift Testing trait that sets the record mode of every snapshot assertion in a test or
/// suite — scoped to the test's task, never global.
///
/// ```swift
/// @Suite(.snapshotRecording(.never))
/// struct InboxSnapshotTests {
///   @Test func inbox() {
///     assertLocalizedSnapshot(of: InboxStrings.self, languages: ["en", "ru", "ar"])
///   }
///
///   @Test(.snapshotRecording(.all)) func rerecordThisOne() { … }
/// }
/// ```
///
/// A test's own trait wins over its suite's, and an assertion's `record:` parameter wins over
/// both; the `LEXICON_RECORD` environment variable applies only where no trait or scope sets a
/// mode. See ``SnapshotRecordMode``.
public struct SnapshotRecordingTrait: TestTrait, SuiteTrait, TestScoping {
  /// The record mode of the assertions in the test or suite.
  public var mode: SnapshotRecordMode

  /// Applies to every test of a suite when attached to the suite.
  public var isRecursive: Bool { true }

  /// Runs the test inside ``withSnapshotRecording(_:operation:)-97ru6``.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withSnapshotRecording(mode, operation: function)
  }
}

extension Trait where Self == SnapshotRecordingTrait {
  /// Sets the record mode of the snapshot assertions in the test or suite.
  ///
  /// ```swift
  /// @Test(.snapshotRecording(.all)) func inbox() { … }
  /// ```
  ///
  /// - Parameter mode: The record mode.
  /// - Returns: The trait.
  public static func snapshotRecording(_ mode: SnapshotRecordMode) -> Self {
    SnapshotRecordingTrait(mode: mode)
  }
}
