#if canImport(XCTest)
  import Foundation
  import LexiconTesting
  import XCTest

  /// The assertion inside an XCTest case: with no Swift Testing test running, failures go to
  /// XCTest at the caller's file and line. The case catches its own failures while it checks
  /// them, so they do not fail it.
  final class AssertTextSnapshotXCTests: XCTestCase {
    /// A failure XCTest was told about.
    private struct Failure {
      var description: String
      var file: String
      var line: Int
    }

    private var caught: [Failure]?

    /// Runs `body`, catching the failures it reports instead of failing the test.
    private func catchingFailures(_ body: () -> Void) -> [Failure] {
      caught = []
      body()
      defer { caught = nil }
      return caught ?? []
    }

    #if canImport(Darwin)
      override func record(_ issue: XCTIssue) {
        guard caught != nil else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        caught?.append(
          Failure(
            description: issue.compactDescription, file: location?.fileURL.path ?? "",
            line: location?.lineNumber ?? 0))
      }
    #else
      override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
      ) {
        guard caught != nil else {
          return super.recordFailure(
            withDescription: description, inFile: filePath, atLine: lineNumber,
            expected: expected)
        }
        caught?.append(Failure(description: description, file: filePath, line: lineNumber))
      }
    #endif

    func testAMismatchIsReportedThroughXCTestAtTheCallersLine() throws {
      let folder = try TemporaryFolder()
      try folder.write("Hello\nWorld\n", to: "testGreeting.txt")
      let line = #line + 2
      let failures = catchingFailures {
        assertTextSnapshot(
          of: "Hello\nWorld!", as: .lines, snapshotDirectory: folder.path,
          testName: "testGreeting()")
      }
      XCTAssertEqual(failures.count, 1)
      XCTAssertEqual(failures.first?.file, #filePath)
      XCTAssertEqual(failures.first?.line, line)
      let description = failures.first?.description ?? ""
      XCTAssertTrue(
        description.contains(
          """
          Snapshot "testGreeting" does not match the reference file:
            \(folder.file("testGreeting.txt"))
          (- reference, + this run)
          @@ -1,2 +1,2 @@
           Hello
          -World
          +World!
          """), description)
    }

    func testTheFirstRunRecordsThroughXCTest() throws {
      let folder = try TemporaryFolder()
      let failures = catchingFailures {
        assertTextSnapshot(
          of: "Hello", as: .lines, snapshotDirectory: folder.path, testName: "testGreeting()")
      }
      XCTAssertEqual(failures.count, 1)
      XCTAssertTrue(
        failures.first?.description.contains("No reference file for snapshot \"testGreeting\"")
          == true)
      XCTAssertEqual(folder.read("testGreeting.txt"), "Hello\n")
    }

    func testAMatchReportsNothing() throws {
      let folder = try TemporaryFolder()
      try folder.write("Hello\n", to: "testGreeting.txt")
      let failures = catchingFailures {
        assertTextSnapshot(
          of: "Hello", as: .lines, snapshotDirectory: folder.path, testName: "testGreeting()")
      }
      XCTAssertEqual(failures.count, 0)
    }

    func testTheRecordModeScopeWorksInXCTest() throws {
      let folder = try TemporaryFolder()
      let failures = catchingFailures {
        withSnapshotRecording(.never) {
          assertTextSnapshot(
            of: "Hello", as: .lines, snapshotDirectory: folder.path, testName: "testGreeting()")
        }
      }
      XCTAssertEqual(failures.count, 1)
      XCTAssertNil(folder.read("testGreeting.txt"))
    }
  }
#endif
