import Foundation
import Testing

@testable import LexiconTesting

/// Which record mode applies, and `LEXICON_RECORD`: parsed from an environment dictionary, so
/// tests running in parallel never set the process's environment.
@Suite struct SnapshotVerifierTests {
  private static let reference = SnapshotReference(
    filePath: "/tmp/Tests/FeatureTests.swift", testName: "inbox()", name: nil,
    pathExtension: "txt", snapshotDirectory: nil)

  @Test(
    arguments: [
      // parameter, scope, environment → mode, origin
      (SnapshotRecordMode?.none, SnapshotRecordMode?.none, [String: String](), .missing, .standard),
      (nil, nil, ["LEXICON_RECORD": ""], .missing, .standard),
      (nil, nil, ["LEXICON_RECORD": "all"], .all, .environment),
      (nil, nil, ["LEXICON_RECORD": "NEVER"], .never, .environment),
      (nil, .failed, ["LEXICON_RECORD": "all"], .failed, .scope),
      (.never, .failed, ["LEXICON_RECORD": "all"], .never, .parameter),
    ]
      as [(
        SnapshotRecordMode?, SnapshotRecordMode?, [String: String], SnapshotRecordMode,
        SnapshotVerifier.Origin
      )])
  func theParameterWinsOverTheScopeOverTheEnvironment(
    parameter: SnapshotRecordMode?, scope: SnapshotRecordMode?, environment: [String: String],
    mode: SnapshotRecordMode, origin: SnapshotVerifier.Origin
  ) throws {
    func make() throws -> SnapshotVerifier {
      try SnapshotVerifier(reference: Self.reference, record: parameter, environment: environment)
    }
    let verifier =
      try scope.map { scope in try withSnapshotRecording(scope, operation: make) }
      ?? make()
    #expect(verifier.mode == mode)
    #expect(verifier.origin == origin)
  }

  @Test func aValueThatIsNotAModeIsAClearError() {
    #expect(
      throws: SnapshotSetupError(
        message: "LEXICON_RECORD=\"sometimes\" is not a record mode: "
          + "use one of all, missing, never, failed")
    ) {
      try SnapshotVerifier(
        reference: Self.reference, record: nil, environment: ["LEXICON_RECORD": "sometimes"])
    }
  }

  @Test func theEnvironmentNamesItselfInMessages() throws {
    let folder = try TemporaryFolder()
    let reference = SnapshotReference(
      filePath: "/unused.swift", testName: "inbox()", name: nil, pathExtension: "txt",
      snapshotDirectory: folder.path)
    let verifier = try SnapshotVerifier(
      reference: reference, record: nil, environment: ["LEXICON_RECORD": "never"])
    let failure = verifier.verify("x\n", name: "inbox")
    #expect(failure?.contains("Record mode is \"never\" (LEXICON_RECORD), so nothing") == true)
  }
}
