import Foundation

/// Asserts that a value's snapshot text matches its reference file, recording the file when it
/// is missing.
///
/// The reference lives beside the test file, at `__Snapshots__/<TestFile>/<testName>.txt`
/// (`<testName>.<name>.txt` when `name` is given). The first run writes it and fails, saying so;
/// later runs compare, and a mismatch fails with a line diff (`-` the reference, `+` this run)
/// and the reference's path. The failure is reported at the caller's file and line, as a Swift
/// Testing issue inside a `@Test` and through `XCTFail` inside an `XCTestCase`.
///
/// ```swift
/// @Test func receipt() {
///   assertTextSnapshot(of: Receipt.sample.printed, as: .lines)
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How the value becomes text.
///   - name: A name for this snapshot, needed when one test makes several (and for each case of
///     a parameterized test, whose cases share the function's name).
///   - record: The record mode, overriding scopes, traits and `LEXICON_RECORD`; see
///     ``SnapshotRecordMode``.
///   - snapshotDirectory: A folder for the reference file instead of
///     `__Snapshots__/<TestFile>` beside the test file.
///   - fileID: The caller's file ID, for the failure's location.
///   - filePath: The caller's file path: the reference file is found beside it.
///   - testName: The test function's name, for the reference file's name.
///   - line: The caller's line.
///   - column: The caller's column.
///
/// - Note: The reference files sit inside the test target's folder. Exclude them from the target
///   so SwiftPM does not warn about unhandled files:
///   `.testTarget(name: "InboxTests", exclude: ["__Snapshots__"])`.
public func assertTextSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: SnapshotStrategy<Value>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let failure: String?
  do {
    failure = verifyTextSnapshot(
      of: try value(), as: strategy, named: name, record: record,
      snapshotDirectory: snapshotDirectory, file: filePath, testName: testName)
  } catch {
    failure = "Could not snapshot the value: it threw \(error)"
  }
  guard let failure else { return }
  SnapshotIssueReporter.report(
    failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Compares a value's snapshot text with its reference file, recording the file as the record
/// mode says, and returns the failure message instead of reporting it.
///
/// ``assertTextSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// reports this message; call `verifyTextSnapshot` to build an assertion of your own.
///
/// ```swift
/// if let failure = verifyTextSnapshot(of: text, as: .lines, record: .never) {
///   print(failure)
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - strategy: How the value becomes text.
///   - name: A name for this snapshot within its test.
///   - record: The record mode, overriding scopes, traits and `LEXICON_RECORD`.
///   - snapshotDirectory: A folder for the reference file instead of
///     `__Snapshots__/<TestFile>` beside the test file.
///   - filePath: The test file's path: the reference file is found beside it.
///   - testName: The test function's name, for the reference file's name.
/// - Returns: `nil` when the snapshot matches its reference; otherwise what went wrong: the line
///   diff and the reference's path, that a missing reference was recorded, or that `record` or
///   `LEXICON_RECORD` asked for a recording.
public func verifyTextSnapshot<Value>(
  of value: Value,
  as strategy: SnapshotStrategy<Value>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: String? = nil,
  file filePath: StaticString = #filePath,
  testName: String = #function
) -> String? {
  let reference = SnapshotReference(
    filePath: "\(filePath)", testName: testName, name: name,
    pathExtension: strategy.pathExtension, snapshotDirectory: snapshotDirectory)
  let displayName = reference.url.deletingPathExtension().lastPathComponent
  let verifier: SnapshotVerifier
  do {
    verifier = try SnapshotVerifier(
      reference: reference, record: record, environment: ProcessInfo.processInfo.environment)
  } catch {
    return "Snapshot \"\(displayName)\" was not checked: \(error.message)"
  }
  let text = SnapshotText.normalized(strategy.snapshot(value))
  return verifier.verify(text, name: displayName)
}
