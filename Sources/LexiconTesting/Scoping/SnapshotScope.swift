/// The snapshot settings of the current task: the record mode a scope or a trait set.
///
/// Task-local, so parallel tests never see each other's modes; `Task.detached` and GCD queues
/// start without it, like any task-local value.
enum SnapshotScope {
  /// The record mode of the innermost scope, or `nil` outside every scope.
  @TaskLocal static var recordMode: SnapshotRecordMode?
}

/// Runs `operation` with every snapshot assertion inside it in record mode `mode`, unless an
/// assertion passes its own `record:`.
///
/// The scope is task-local: it covers the code inside the closure and the child tasks it starts,
/// never other tests running in parallel, and it never changes global state. In XCTest, wrap a
/// test's body (or override `invokeTest`):
///
/// ```swift
/// final class InboxSnapshotTests: XCTestCase {
///   override func invokeTest() {
///     withSnapshotRecording(.missing) { super.invokeTest() }
///   }
/// }
/// ```
///
/// - Parameters:
///   - mode: The record mode.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
public func withSnapshotRecording<Result>(
  _ mode: SnapshotRecordMode, operation: () throws -> Result
) rethrows -> Result {
  try SnapshotScope.$recordMode.withValue(mode, operation: operation)
}

/// Runs the asynchronous `operation` with every snapshot assertion inside it in record mode
/// `mode`, unless an assertion passes its own `record:`.
///
/// - Parameters:
///   - mode: The record mode.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
public func withSnapshotRecording<Result>(
  _ mode: SnapshotRecordMode, operation: () async throws -> Result
) async rethrows -> Result {
  try await SnapshotScope.$recordMode.withValue(mode, operation: operation)
}
