import Lexicon

/// Collects missing-key reports for the demo's summary.
final class MissingKeyLog: Sendable {
  private let log = LockedValue<[MissingKey]>([])

  var handler: MissingKeyHandler {
    MissingKeyHandler { [log] report in log.withLock { $0.append(report) } }
  }

  var reports: [MissingKey] { log.withLock { $0 } }
}
