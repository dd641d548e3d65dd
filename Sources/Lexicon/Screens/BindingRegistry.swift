/// The bindings of one runtime: objects' properties kept equal to text, run again after every
/// change, on the main actor.
///
/// Entries hold their object weakly and are dropped once it is freed: on the next run, and
/// whenever a new binding finds the registry twice as large as after the last clean-up, so
/// binding and freeing objects forever keeps it bounded. Binding the same property of the same
/// object again replaces the earlier binding (a reused table cell is bound once, not once per
/// reuse).
@MainActor
final class BindingRegistry {
  /// One binding: whether its object lives, and its update, which returns `false` once the
  /// object is gone.
  private struct Entry {
    var target: Target
    var isAlive: () -> Bool
    var update: () -> Bool
  }

  /// What a binding sets: a property of an object, told apart from other objects' while it
  /// lives.
  private struct Target: Hashable {
    var object: ObjectIdentifier
    var property: AnyKeyPath
  }

  private var entries: [Int: Entry] = [:]
  private var byTarget: [Target: Int] = [:]
  private var nextID = 0
  private var liveAfterCleanUp = 0
  /// A run is in progress: a change made by a binding's closure runs them again afterwards.
  private var isRunning = false
  private var runAgain = false

  nonisolated init() {}

  /// The number of bindings held, freed objects' included until the next clean-up.
  var count: Int { entries.count }

  /// Adds a binding of `property` of `object`, replacing the one it had, and returns its
  /// identifier. The caller runs it once.
  func add<Object: AnyObject>(
    _ object: Object, _ property: AnyKeyPath, isAlive: @escaping () -> Bool,
    update: @escaping () -> Bool
  ) -> Int {
    if entries.count >= 2 * liveAfterCleanUp + 16 {
      removeFreed()
    }
    let target = Target(object: ObjectIdentifier(object), property: property)
    if let old = byTarget[target] {
      entries[old] = nil
    }
    nextID += 1
    entries[nextID] = Entry(target: target, isAlive: isAlive, update: update)
    byTarget[target] = nextID
    return nextID
  }

  /// Ends a binding.
  func remove(_ id: Int) {
    guard let entry = entries.removeValue(forKey: id) else { return }
    if byTarget[entry.target] == id {
      byTarget[entry.target] = nil
    }
  }

  /// Runs one binding, dropping it when its object is gone.
  func runOne(_ id: Int) {
    if let entry = entries[id], !entry.update() {
      remove(id)
    }
  }

  /// Runs every binding, oldest first, and drops those whose object is gone. A change made
  /// while they run (by one of their closures) runs them all again once they are done.
  func runAll() {
    guard !isRunning else {
      runAgain = true
      return
    }
    isRunning = true
    defer { isRunning = false }
    repeat {
      runAgain = false
      for id in entries.keys.sorted() {
        guard let entry = entries[id] else { continue }
        if !entry.update() {
          remove(id)
        }
      }
      liveAfterCleanUp = entries.count
    } while runAgain
  }

  /// Drops the bindings whose object is gone, without running the others.
  private func removeFreed() {
    for (id, entry) in entries where !entry.isAlive() {
      remove(id)
    }
    liveAfterCleanUp = entries.count
  }
}
