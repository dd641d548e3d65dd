/// When a runtime's bindings run after a change made off the main actor.
struct BindingSchedule: Sendable {
  /// The runtime has had a binding: a change schedules a run (a server's runtime never does).
  var hasBindings = false
  /// A run is scheduled on the main actor and has not started: further changes join it.
  var isScheduled = false
}
