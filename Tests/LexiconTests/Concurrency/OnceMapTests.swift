import Foundation
import Testing

@testable import Lexicon

/// Values are computed once per key, however many threads ask at once, and computed again once
/// forgotten.
@Suite struct OnceMapTests {
  @Test func concurrentCallersShareOneComputation() async {
    let map = OnceMap<String, Int>()
    let computations = LockedValue(0)
    let results = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<16 {
        group.addTask {
          map.value(for: "a") {
            computations.withLock { $0 += 1 }
            usleep(2_000)
            return 42
          }
        }
      }
      return await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(results == Array(repeating: 42, count: 16))
    #expect(computations.withLock { $0 } == 1)
    #expect(map.count == 1)
  }

  @Test func keysAreIndependentAndForgettable() {
    let map = OnceMap<String, Int>()
    #expect(map.value(for: "a") { 1 } == 1)
    #expect(map.value(for: "b") { 2 } == 2)
    #expect(map.value(for: "a") { 3 } == 1)
    map.removeAll { $0 == "a" }
    #expect(map.count == 1)
    #expect(map.value(for: "a") { 3 } == 3)
    #expect(map.value(for: "b") { 4 } == 2)
  }
}
