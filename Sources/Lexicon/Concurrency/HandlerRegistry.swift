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
  /// The handlers in the order they were added: identifiers only grow, so the array stays
  /// sorted by them (no dictionary, no sort: one small array type for every registry).
  private struct Registry: Sendable {
    var nextID = 0
    var ids: [Int] = []
    var handlers: [@Sendable (Event) -> Void] = []
  }

  private let registry = LockedValue(Registry())

  /// An empty registry.
  package init() {}

  /// Adds a handler; returns the token that removes it.
  package func add(_ handler: @escaping @Sendable (Event) -> Void) -> LanguageObservation {
    let id = registry.withLock { registry in
      registry.nextID += 1
      registry.ids.append(registry.nextID)
      registry.handlers.append(handler)
      return registry.nextID
    }
    return LanguageObservation { [weak self] in
      self?.registry.withLock { registry in
        // Binary search: the identifiers are sorted.
        var low = 0
        var high = registry.ids.count
        while low < high {
          let middle = (low + high) / 2
          if registry.ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        guard low < registry.ids.count, registry.ids[low] == id else { return }
        let index = low
        registry.ids.remove(at: index)
        registry.handlers.remove(at: index)
      }
    }
  }

  /// The handlers registered now, oldest first.
  package var handlers: [@Sendable (Event) -> Void] {
    registry.withLock { $0.handlers }
  }

  /// Tells every handler, outside the lock, oldest first.
  package func notify(_ event: Event) {
    for handler in handlers {
      handler(event)
    }
  }
}
