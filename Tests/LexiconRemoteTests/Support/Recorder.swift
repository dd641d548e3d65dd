import Lexicon

/// Collects the events a handler is given, for assertions.
final class Recorder<Event: Sendable>: Sendable {
  private let events = LockedValue<[Event]>([])

  var handler: EventHandler<Event> {
    EventHandler { [events] event in events.withLock { $0.append(event) } }
  }

  var all: [Event] { events.withLock { $0 } }
}
