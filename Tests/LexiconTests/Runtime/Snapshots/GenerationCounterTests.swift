import Foundation
import Testing

@testable import Lexicon

/// The generation counter publishes what it stores, in its atomic form and its locked twin, and
/// the process-wide sequence never hands out a number twice.
@Suite struct GenerationCounterTests {
  @Test(arguments: [false, true])
  func aLoadSeesTheLastStore(forceLock: Bool) {
    let counter = GenerationCounter(forceLock: forceLock)
    #expect(counter.load() == 0)
    for value in [7, 3, Int.max, -1] {
      counter.store(value)
      #expect(counter.load() == value)
    }
  }

  @Test func theLockedTwinIsUsedOnlyWhenForced() {
    #if canImport(Synchronization) && !canImport(Darwin)
      #expect(GenerationCounter().locked == nil)
    #endif
    #expect(GenerationCounter(forceLock: true).locked != nil)
  }

  @Test func nextIsUniqueAcrossThreads() async {
    let numbers = await withTaskGroup(of: [Int].self) { group in
      for _ in 0..<8 {
        group.addTask { (0..<500).map { _ in GenerationCounter.next() } }
      }
      var all: [Int] = []
      for await batch in group {
        // Each thread sees its own numbers rise.
        #expect(batch == batch.sorted())
        all += batch
      }
      return all
    }
    #expect(numbers.count == 4_000)
    #expect(Set(numbers).count == 4_000)
  }

  @Test(arguments: [false, true])
  func concurrentStoresAndLoadsSeeOnlyStoredValues(forceLock: Bool) async {
    let counter = GenerationCounter(forceLock: forceLock)
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for value in 1...2_000 { counter.store(value) }
      }
      group.addTask {
        var last = 0
        for _ in 0..<2_000 {
          let value = counter.load()
          // A reader never goes back in time: stores come from one writer, in order.
          #expect(value >= last && value <= 2_000)
          last = value
        }
      }
    }
    #expect(counter.load() == 2_000)
  }
}
