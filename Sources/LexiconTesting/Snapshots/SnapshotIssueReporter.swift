import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Reports a failed snapshot assertion to the test framework that is running it, at the caller's
/// file and line.
///
/// Swift Testing is running when `Test.current` is set: the failure is an `Issue` at the
/// caller's `SourceLocation`. Otherwise the caller is an XCTest case (or no test at all) and the
/// failure goes to `XCTFail(_:file:line:)`, which XCTest attributes to the running test case.
/// Where XCTest cannot be imported, the failure is still recorded as a Swift Testing issue.
enum SnapshotIssueReporter {
  /// Reports `message` at the given place.
  /// - Parameters:
  ///   - message: The failure text.
  ///   - fileID: The caller's `#fileID`.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  static func report(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if Test.current != nil {
      recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    #if canImport(XCTest)
      XCTFail(message, file: filePath, line: line)
    #else
      recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    #endif
  }

  /// Records a Swift Testing issue at the caller's location.
  private static func recordIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  }
}
