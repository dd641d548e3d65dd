/// Compares snapshot text with its reference file, records it as the record mode says, and words
/// the failure: the engine behind ``assertTextSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``.
struct SnapshotVerifier {
  /// Where a record mode came from, for messages.
  enum Origin: Equatable {
    /// The assertion's `record:` parameter.
    case parameter
    /// A ``SnapshotRecordingTrait`` or ``withSnapshotRecording(_:operation:)-60ur4`` scope.
    case scope
    /// The `LEXICON_RECORD` environment variable.
    case environment
    /// Nothing set a mode.
    case standard

    /// How a message names the origin.
    var phrase: String {
      switch self {
      case .parameter: return "the assertion's record: parameter"
      case .scope: return "a snapshotRecording trait or withSnapshotRecording scope"
      case .environment: return SnapshotRecordMode.environmentVariable
      case .standard: return "the default"
      }
    }
  }

  /// The reference file.
  var reference: SnapshotReference
  /// The record mode in force.
  var mode: SnapshotRecordMode
  /// Where the mode came from.
  var origin: Origin

  /// The verifier for an assertion: the mode of its parameter, else of its scope, else of the
  /// environment, else ``SnapshotRecordMode/missing``.
  /// - Parameters:
  ///   - reference: The reference file.
  ///   - record: The assertion's `record:` parameter.
  ///   - environment: The process environment.
  /// - Throws: ``SnapshotSetupError`` when `LEXICON_RECORD` holds something else than a mode.
  init(
    reference: SnapshotReference, record: SnapshotRecordMode?,
    environment: [String: String]
  ) throws(SnapshotSetupError) {
    self.reference = reference
    if let record {
      (mode, origin) = (record, .parameter)
    } else if let scoped = SnapshotScope.recordMode {
      (mode, origin) = (scoped, .scope)
    } else if let fromEnvironment = try SnapshotRecordMode.fromEnvironment(environment).get() {
      (mode, origin) = (fromEnvironment, .environment)
    } else {
      (mode, origin) = (.missing, .standard)
    }
  }

  /// Compares `text` with the reference, writing the reference when the mode says so.
  /// - Parameters:
  ///   - text: The snapshot text, normalized.
  ///   - name: The snapshot's name in messages.
  /// - Returns: The failure message, or `nil` when the text matches and nothing was recorded.
  func verify(_ text: String, name: String) -> String? {
    let expected: String?
    do {
      expected = try reference.read()
    } catch {
      return "Snapshot \"\(name)\": \(error.message)"
    }
    let location = "\n  \(reference.path)\n"
    if mode == .all {
      if let failure = write(text, name: name) { return failure }
      let change =
        expected.map { expected in
          expected == text
            ? "The reference did not change.\n"
            : "The reference changed (- before, + now):\n"
              + LineDiff(expected: expected, actual: text).unified()
        } ?? "There was no reference file before.\n"
      return "Record mode is \"all\" (\(origin.phrase)): recorded snapshot \"\(name)\" at:"
        + location + change + "Turn recording off and run the test again."
    }
    guard let expected else {
      if mode == .never {
        return "No reference file for snapshot \"\(name)\" at:" + location
          + "Record mode is \"never\" (\(origin.phrase)), so nothing was written. Run the test "
          + "with \(SnapshotRecordMode.environmentVariable)=missing to record it. "
          + "The snapshot was:\n" + Self.indented(text)
      }
      if let failure = write(text, name: name) { return failure }
      return "No reference file for snapshot \"\(name)\"; recorded one at:" + location
        + "Review it, check it in, and run the test again."
    }
    if expected == text { return nil }
    var message =
      "Snapshot \"\(name)\" does not match the reference file:" + location
      + "(- reference, + this run)\n" + LineDiff(expected: expected, actual: text).unified()
    if mode == .failed {
      if let failure = write(text, name: name) { return message + failure }
      message +=
        "Record mode is \"failed\" (\(origin.phrase)): recorded the new text in the "
        + "reference file. Review the change and run the test again."
    } else {
      message +=
        "If the change is intended, run the test with "
        + "\(SnapshotRecordMode.environmentVariable)=failed to record it."
    }
    return message
  }

  /// Writes the reference; the failure message when that fails.
  private func write(_ text: String, name: String) -> String? {
    do {
      try reference.write(text)
      return nil
    } catch {
      return "Snapshot \"\(name)\": \(error.message)"
    }
  }

  /// Each line of `text` indented by two spaces.
  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { "  \($0)\n" }.joined()
  }
}
