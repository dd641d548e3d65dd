import Foundation
import Testing

@testable import LexiconRemote

/// The callers waiting for a refresh: a short list, first come first, each found by its id.
@Suite struct RemoteUpdaterWaitersTests {
  @Test func waitersAreTakenOutByIdAndToldInTheOrderTheyCame() async {
    let outcomes = await withTaskGroup(of: (Int, RemoteRefreshOutcome?).self) {
      group -> ([Int], [Int: RemoteRefreshOutcome?]) in
      // Each continuation is added from inside its own `withCheckedContinuation`, so the list
      // holds three real waiters; the last task to add one resumes them.
      let waiters = WaiterBox()
      for id in 1...3 {
        group.addTask {
          let result = await withCheckedContinuation { continuation in
            waiters.add(continuation, id: id)
          }
          return (id, try? result.get())
        }
      }
      await waiters.untilCount(3)
      let left = waiters.remove(id: 2)
      #expect(left != nil)
      #expect(waiters.remove(id: 2) == nil)
      #expect(waiters.remove(id: 9) == nil)
      left?.resume(returning: .failure(.cancelled))
      let order = waiters.ids
      #expect(Set(order) == [1, 3])
      // Told by position in the list: each hears its place in the order of `add`.
      for (index, waiter) in waiters.all.enumerated() {
        waiter.resume(returning: .success(.applied(["ru": index])))
      }
      var outcomes: [Int: RemoteRefreshOutcome?] = [:]
      for await (id, outcome) in group { outcomes[id] = outcome }
      return (order, outcomes)
    }
    let (order, heard) = outcomes
    #expect(heard[2] == .some(nil))
    for (index, id) in order.enumerated() {
      #expect(heard[id] == .some(.applied(["ru": index])))
    }
  }
}

/// A `RemoteUpdater.Waiters` shared by the test's tasks, with the ids added in order (tasks add
/// in any order: the list keeps the order of `add`).
private final class WaiterBox: @unchecked Sendable {
  private let lock = NSLock()
  private var waiters = RemoteUpdater.Waiters()
  private var added: [Int] = []

  func add(_ waiter: RemoteUpdater.Waiter, id: Int) {
    lock.withLock {
      waiters.add(waiter, id: id)
      added.append(id)
    }
  }

  func remove(id: Int) -> RemoteUpdater.Waiter? {
    lock.withLock {
      added.removeAll { $0 == id }
      return waiters.remove(id: id)
    }
  }

  var all: [RemoteUpdater.Waiter] { lock.withLock { waiters.all } }
  var ids: [Int] { lock.withLock { added } }

  func untilCount(_ count: Int) async {
    while lock.withLock({ waiters.count }) < count { await Task.yield() }
  }
}
