/// Values computed at most once per key, even when several threads ask at the same time.
///
/// The map's own lock is held only to find or create a key's slot; the computation runs holding
/// just that slot's lock, so different keys load in parallel and a second caller of the same key
/// waits for the first one's result instead of computing it again.
final class OnceMap<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private final class Slot: Sendable {
    let value = LockedValue<Value?>(nil)
  }

  private let slots = LockedValue<[Key: Slot]>(.init())

  /// The value for `key`, computing it with `load` the first time.
  func value(for key: Key, load: () -> Value) -> Value {
    let slot = slots.withLock { slots in
      if let slot = slots[key] { return slot }
      let slot = Slot()
      slots[key] = slot
      return slot
    }
    return slot.value.withLock { value in
      if let value { return value }
      let loaded = load()
      value = loaded
      return loaded
    }
  }

  /// How many keys have a value or are being computed.
  var count: Int {
    slots.withLock { $0.count }
  }

  /// Forgets the values whose keys match, so they are computed again on next use.
  func removeAll(where shouldRemove: (Key) -> Bool) {
    slots.withLock { slots in
      // A loop, not `filter`: its code would be copied for each kind of map.
      for key in slots.keys where shouldRemove(key) { slots[key] = nil }
    }
  }
}
