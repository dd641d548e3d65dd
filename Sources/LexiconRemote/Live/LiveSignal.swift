import Lexicon

/// Coalesces change signals into calls of the updater's `signal()`: however many arrive, at most
/// one task is on its way to the updater at a time, so a flood of events costs bounded memory,
/// and the updater runs at most one refresh in flight and one after it.
///
/// ```swift
/// let signal = LiveSignal(updater: engine.updater)
/// for _ in 0..<10_000 { signal.fire() }   // one task, one or two refreshes
/// ```
final class LiveSignal: Sendable {
  private let updater: RemoteUpdater
  private let scheduled = LockedValue(false)

  init(updater: RemoteUpdater) {
    self.updater = updater
  }

  /// Asks for a refresh; returns at once.
  func fire() {
    let schedule = scheduled.withLock { scheduled -> Bool in
      guard !scheduled else { return false }
      scheduled = true
      return true
    }
    guard schedule else { return }
    Task { [updater, scheduled] in
      // Cleared before the updater hears it: a signal arriving from now on is never lost.
      scheduled.withLock { $0 = false }
      await updater.signal()
    }
  }
}
