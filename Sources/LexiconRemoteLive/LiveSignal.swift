import Foundation
import Lexicon
import LexiconRemote

/// Coalesces change signals into calls of the updater's `signal()`: however many arrive, at most
/// one task is on its way to the updater at a time — the flag that lets the next one start is
/// cleared by the updater itself, inside its isolation — so a flood of events costs bounded
/// memory, and the updater runs at most one refresh in flight and one after it.
///
/// A signal may wait before it reaches the updater (``RemoteLiveSettings/changeSpread``): every
/// signal arriving meanwhile joins it.
///
/// ```swift
/// let signal = LiveSignal(updater: engine.updater)
/// for _ in 0..<10_000 { signal.fire() }   // one task, one or two refreshes
/// ```
final class LiveSignal: Sendable {
  private let updater: RemoteUpdater
  private let state = LockedValue(State())

  private struct State {
    var scheduled = false
    var stopped = false
    var tasks = 0
    var mostTasks = 0
  }

  /// The most tasks that were on their way to the updater at once: 1, or 2 for the instant
  /// between one clearing the flag and returning (tests check the bound).
  var mostTasksAtOnce: Int { state.withLock { $0.mostTasks } }

  init(updater: RemoteUpdater) {
    self.updater = updater
  }

  /// Asks for a refresh, after `delay` seconds; returns at once.
  func fire(after delay: TimeInterval = 0) {
    let schedule = state.withLock { state -> Bool in
      guard !state.scheduled, !state.stopped else { return false }
      state.scheduled = true
      state.tasks += 1
      state.mostTasks = max(state.mostTasks, state.tasks)
      return true
    }
    guard schedule else { return }
    Task { [updater, state] in
      defer { state.withLock { $0.tasks -= 1 } }
      if delay > 0 {
        try? await Task.sleep(nanoseconds: RemoteLiveSettings.nanoseconds(delay))
      }
      // Cleared inside the updater's isolation, before it decides: a signal arriving from then
      // on is never lost, and none queues a task while the updater is busy.
      await updater.signal {
        state.withLock { state -> Bool in
          state.scheduled = false
          return !state.stopped
        }
      }
    }
  }

  /// Drops the signals still waiting; later ones are ignored.
  func stop() {
    state.withLock { $0.stopped = true }
  }
}
