/// Hands changes to a receiver one at a time, oldest first, so that it hears the changes in the
/// order they were made and ends on the latest: language changes to the observers
/// (`AnnouncementQueue<String>`), and the user's choices to the ``LanguagePersistence``, which
/// thus runs outside the switch lock and still stores the choice made last.
///
/// A thread that switches the language announces its change. When no other thread is delivering,
/// it delivers — its own change, then any change that other threads made meanwhile — until none
/// is left. When another thread is delivering, the change is left to that thread, which delivers
/// it next. Only the newest waiting change is kept: an observer that has not heard about `fr` yet
/// need not hear about it once `de` has replaced it. A change older than one already queued (a
/// thread that switched earlier but announced later) is dropped.
///
/// Delivery runs outside the lock, so an observer (or a persistence's `save`) may switch again: its
/// change is delivered after the current one, by the same loop. A caller whose change another
/// thread delivers returns before it is delivered.
final class AnnouncementQueue<Payload: Sendable>: Sendable {
  private struct State: Sendable {
    var pending: (payload: Payload, change: Int)?
    var newestChange = 0
    var isDelivering = false
  }

  private let state = LockedValue(State())

  /// Queues `payload` as change number `change` and, unless another thread is delivering,
  /// delivers every queued change in order with `deliver`.
  func announce(_ payload: Payload, change: Int, deliver: (Payload, Int) -> Void) {
    let delivers = state.withLock { state -> Bool in
      if change > state.newestChange {
        state.newestChange = change
        state.pending = (payload, change)
      }
      guard !state.isDelivering, state.pending != nil else { return false }
      state.isDelivering = true
      return true
    }
    guard delivers else { return }
    while let next = nextChange() {
      deliver(next.payload, next.change)
    }
  }

  /// Takes the queued change, or ends the delivery when there is none.
  private func nextChange() -> (payload: Payload, change: Int)? {
    state.withLock { state in
      guard let next = state.pending else {
        state.isDelivering = false
        return nil
      }
      state.pending = nil
      return next
    }
  }
}
