/// What a runtime owes the screens after changes made off the main actor, and whether a task on
/// the main actor is scheduled to pay it.
///
/// A change made on the main actor tells tracked reads and runs the bindings at once, paying any
/// debt; a change made elsewhere adds to the debt, and the first such change schedules one task
/// that pays it all. So each change is followed by one run at most, and changes made meanwhile
/// share it.
struct ScreenUpdates: Sendable {
  /// The runtime has had a binding (a server's runtime never has).
  var hasBindings = false
  /// A mutation of the observed text is owed on the main actor (Apple platforms).
  var owesObservation = false
  /// A run of the bindings is owed.
  var owesBindings = false
  /// A task on the main actor is scheduled and has not started.
  var isScheduled = false

  /// Takes the debt: what the caller is to do now.
  mutating func settle() -> (observation: Bool, bindings: Bool) {
    defer {
      owesObservation = false
      owesBindings = false
    }
    return (owesObservation, owesBindings)
  }
}
