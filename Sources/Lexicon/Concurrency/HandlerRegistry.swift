/// Closures registered to hear events, told in the order they were added; each registration
/// ends when its token is cancelled or released.
///
/// The one registry behind the runtime's language observers and `LexiconRemote`'s status
/// observers: the lock is held only to add, remove or copy the handlers, never while they run.
///
/// ```swift
/// let registry = HandlerRegistry<String>()
/// let token = registry.add { language in print(language) }
/// for handler in registry.handlers { handler("ru") }
/// token.cancel()
/// ```
///
/// `package`: the token type is ``LanguageObservation``, and modules wrap it in their own
/// public token where the name would mislead.
package final class HandlerRegistry<Event: Sendable>: Sendable {
  private struct Registry: Sendable {
    var nextID = 0
    var handlers: [Int: @Sendable (Event) -> Void] = [:]
  }

  private let registry = LockedValue(Registry())

  /// An empty registry.
  package init() {}

  /// Adds a handler; returns the token that removes it.
  package func add(_ handler: @escaping @Sendable (Event) -> Void) -> LanguageObservation {
    let id = registry.withLock { registry in
      registry.nextID += 1
      registry.handlers[registry.nextID] = handler
      return registry.nextID
    }
    return LanguageObservation { [weak self] in
      self?.registry.withLock { _ = $0.handlers.removeValue(forKey: id) }
    }
  }

  /// The handlers registered now, oldest first.
  package var handlers: [@Sendable (Event) -> Void] {
    let entries = registry.withLock { Array($0.handlers) }
    return StableOrder.positions(count: entries.count) { entries[$0].key < entries[$1].key }.map {
      entries[$0].value
    }
  }

  /// Tells every handler, outside the lock, oldest first.
  package func notify(_ event: Event) {
    for handler in handlers {
      handler(event)
    }
  }
}
