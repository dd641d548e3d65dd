import Lexicon
import Observation

/// A read of text tracked by the Observation framework, the way a SwiftUI view's body is: it
/// counts the changes it is told about, records what the read returns from inside each
/// notification, and (by default) tracks the read again right away, as a view that re-renders
/// does — so a change published twice would be counted twice.
package final class TrackedRead: Sendable {
  private struct State: Sendable {
    var initial = ""
    var notifications = 0
    var seen: [String] = []
    var isActive = true
  }

  private let read: @Sendable () -> String
  private let rearms: Bool
  private let state = LockedValue(State())

  /// Tracks `read` now; the first value it returns is ``initial``.
  package init(rearms: Bool = true, _ read: @escaping @Sendable () -> String) {
    self.read = read
    self.rearms = rearms
    let initial = withObservationTracking(read, onChange: { [weak self] in self?.changed() })
    state.withLock { $0.initial = initial }
  }

  /// What the read returned when it was first tracked.
  package var initial: String { state.withLock { $0.initial } }

  /// How many changes the read was told about.
  package var notifications: Int { state.withLock { $0.notifications } }

  /// What the read returned inside each notification, in order.
  package var seen: [String] { state.withLock { $0.seen } }

  /// Stops tracking after the next notification (the framework has no way to unregister).
  package func stop() {
    state.withLock { $0.isActive = false }
  }

  private func changed() {
    guard state.withLock({ $0.isActive }) else { return }
    let text = read()
    state.withLock {
      $0.notifications += 1
      $0.seen.append(text)
    }
    if rearms {
      _ = withObservationTracking(read, onChange: { [weak self] in self?.changed() })
    }
  }
}
