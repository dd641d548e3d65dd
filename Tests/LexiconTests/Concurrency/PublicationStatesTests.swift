import Foundation
import Testing

@testable import Lexicon

/// The states of a lazily filled array, in their atomic form and their locked twin: a slot is
/// claimed by exactly one thread, and seen published only after its claimer publishes it.
@Suite struct PublicationStatesTests {
  @Test(arguments: [false, true])
  func aSlotIsClaimedOnceAndPublishedByItsClaimer(forceLock: Bool) {
    let states = PublicationStates(count: 3, forceLock: forceLock)
    #expect(states.count == 3)
    #expect(!(0..<3).contains(where: states.isPublished))
    #expect(states.claim(1))
    #expect(!states.claim(1))
    // Claimed is not published: a reader still makes its own text.
    #expect(!states.isPublished(1))
    states.publish(1)
    #expect(states.isPublished(1))
    #expect(!states.claim(1))
    #expect(!states.isPublished(0) && !states.isPublished(2))
  }

  @Test(arguments: [false, true])
  func concurrentClaimsHaveOneWinnerPerSlot(forceLock: Bool) async {
    let slots = 64
    let states = PublicationStates(count: slots, forceLock: forceLock)
    let wins = await withTaskGroup(of: [Int].self) { group in
      for _ in 0..<6 {
        group.addTask {
          (0..<slots).filter { slot in
            guard states.claim(slot) else { return false }
            states.publish(slot)
            return true
          }
        }
      }
      var all: [Int] = []
      for await won in group { all += won }
      return all
    }
    #expect(wins.sorted() == Array(0..<slots))
    #expect((0..<slots).allSatisfy(states.isPublished))
  }
}
