import Foundation
import LexiconTesting
import Testing

@testable import Lexicon

/// Handlers hear each event in the order they were added, until their token is cancelled or
/// released; registering and notifying from many threads at once is safe (`.ci/run` runs this
/// suite under the thread sanitizer).
@Suite struct HandlerRegistryTests {
  @Test func handlersHearEventsUntilTheirTokenEnds() {
    let registry = HandlerRegistry<Int>()
    let heard = Locked<[String]>([])
    let first = registry.add { event in heard.withLock { $0.append("first \(event)") } }
    var second: LanguageObservation? = registry.add { event in
      heard.withLock { $0.append("second \(event)") }
    }
    registry.notify(1)
    second = nil
    registry.notify(2)
    first.cancel()
    first.cancel()
    registry.notify(3)
    #expect(heard.value == ["first 1", "second 1", "first 2"])
    #expect(second == nil)
    #expect(registry.handlers.isEmpty)
  }

  @Test func registeringWhileNotifyingFromManyThreads() {
    let registry = HandlerRegistry<Int>()
    let count = Locked(0)
    let keep = registry.add { _ in count.withLock { $0 += 1 } }
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      for round in 0..<200 {
        let token = registry.add { _ in }
        registry.notify(index * 1_000 + round)
        if round.isMultiple(of: 2) { token.cancel() }
      }
    }
    #expect(count.value == 8 * 200)
    #expect(registry.handlers.count == 1)
    keep.cancel()
  }
}
