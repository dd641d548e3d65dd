import Foundation

/// When a snapshot assertion writes its reference file.
///
/// The mode of an assertion is, in order of precedence: its `record:` parameter, the innermost
/// ``withSnapshotRecording(_:operation:)-60ur4`` scope or ``SnapshotRecordingTrait``, the
/// `LEXICON_RECORD` environment variable (`all`, `missing`, `never` or `failed`), and
/// ``missing`` when none is set.
///
/// ```swift
/// assertLocalizedSnapshot(of: InboxStrings.self, languages: ["en", "ru"], record: .all)
///
/// @Suite(.snapshotRecording(.never))   // CI: fail on a missing reference instead of writing it
/// struct InboxSnapshotTests { … }
/// ```
///
/// ```sh
/// LEXICON_RECORD=failed swift test   # rewrite every reference that no longer matches
/// ```
///
/// Every mode that writes a file also fails the assertion, so a recording run is never mistaken
/// for a passing one: check the new file in and run the tests again.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
  /// Writes every reference file, whether it exists or matches, and fails.
  case all
  /// Writes a reference file that does not exist yet (and fails); compares the others. The
  /// default.
  case missing
  /// Never writes: a missing reference file fails the assertion, as a mismatch does. For CI.
  case never
  /// Writes a reference file that is missing or does not match (and fails); leaves matching
  /// ones alone.
  case failed

  /// The environment variable that sets the mode of every assertion outside a scope.
  public static let environmentVariable = "LEXICON_RECORD"

  /// The mode the environment sets, `nil` when the variable is unset or empty, or a message when
  /// its value is not a mode.
  static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<SnapshotRecordMode?, SnapshotSetupError> {
    guard let text = environment[environmentVariable], !text.isEmpty else { return .success(nil) }
    guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
      let modes = allCases.map(\.rawValue).joined(separator: ", ")
      return .failure(
        SnapshotSetupError(
          message: "\(environmentVariable)=\"\(text)\" is not a record mode: use one of \(modes)"))
    }
    return .success(mode)
  }
}
