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
  /// One binding: what it sets (a property of an object, told apart from other objects' while
  /// the object lives), whether its object lives, and its update, which returns `false` once the
  /// object is gone.
  private struct Entry {
    var id: Int
    var object: ObjectIdentifier
    var property: AnyKeyPath
    var isAlive: () -> Bool
    var update: () -> Bool
  }

  /// The bindings, oldest first: identifiers only grow, so the array stays sorted by them (no
  /// dictionary and no sort, whose code every app would carry for this one use).
  private var entries: [Entry] = []
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
  ///
  /// Looks for the earlier binding by walking the bindings, object identifiers first: linear in
  /// the bindings held (a screen's dozens, a table's few hundred cells), which a dictionary
  /// would make constant at the cost of its code in every app.
  func add<Object: AnyObject>(
    _ object: Object, _ property: AnyKeyPath, isAlive: @escaping () -> Bool,
    update: @escaping () -> Bool
  ) -> Int {
    if entries.count >= 2 * liveAfterCleanUp + 16 {
      removeFreed()
    }
    let object = ObjectIdentifier(object)
    // At most one entry per target, so the first match is the only one.
    if let old = entries.firstIndex(where: { $0.object == object && $0.property == property }) {
      entries.remove(at: old)
    }
    nextID += 1
    entries.append(
      Entry(id: nextID, object: object, property: property, isAlive: isAlive, update: update))
    return nextID
  }

  /// Ends a binding.
  func remove(_ id: Int) {
    if let index = index(of: id) {
      entries.remove(at: index)
    }
  }

  /// Runs one binding, dropping it when its object is gone.
  func runOne(_ id: Int) {
    if let index = index(of: id), !entries[index].update() {
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
      // By identifier, not position: a closure may add or remove bindings as they run. Those
      // added now were run once by their caller; those removed now do not run.
      let last = nextID
      var index = 0
      while index < entries.count, entries[index].id <= last {
        let entry = entries[index]
        if !entry.update() {
          remove(entry.id)
        }
        index = firstIndex(notBefore: entry.id + 1)
      }
      liveAfterCleanUp = entries.count
    } while runAgain
  }

  /// The position of binding `id`, if it is held.
  private func index(of id: Int) -> Int? {
    let index = firstIndex(notBefore: id)
    return index < entries.count && entries[index].id == id ? index : nil
  }

  /// The position of the first binding whose identifier is `id` or more, by binary search (the
  /// entries are sorted by identifier).
  private func firstIndex(notBefore id: Int) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Drops the bindings whose object is gone, without running the others.
  private func removeFreed() {
    entries.removeAll { !$0.isAlive() }
    liveAfterCleanUp = entries.count
  }
}
