import Foundation
import LexiconRawFiles
import Testing

@testable import Lexicon

/// Each thread's slot holds the snapshot it last used, releases the one it replaces, and lets go
/// of its snapshot when the thread exits.
@Suite struct ThreadSlotTests {
  /// A weak reference a test thread can set and the test read.
  private struct Watched: Sendable {
    weak var snapshot: ResolutionSnapshot?
  }

  private static func snapshot(language: String = "en") -> ResolutionSnapshot {
    ResolutionSnapshot(
      generation: GenerationCounter.next(),
      configuration: LocalizationConfiguration(providers: [], tableFiles: .raw, persistence: .none),
      language: language, byLanguage: [:])
  }

  /// Runs `body` on a thread of its own and waits for the thread to exit.
  private func onNewThread(_ body: @escaping @Sendable () -> Void) {
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      finished.signal()
    }
    thread.start()
    finished.wait()
    // The slot's destructor runs as the thread exits, after `body`; give it that moment.
    while !thread.isFinished { usleep(1_000) }
  }

  @Test func aStoreReplacesAndReleasesTheOldSnapshot() {
    let released = LockedValue(Watched())
    let kept = Self.snapshot(language: "ru")
    onNewThread {
      let slot = ThreadSlot.current(key: threadSlotKey)
      do {
        let first = Self.snapshot()
        released.withLock { $0.snapshot = first }
        ThreadSlot.store(first, in: slot)
        #expect(slot.pointee.generation == first.generation)
      }
      #expect(released.withLock { $0.snapshot } != nil, "the slot keeps its snapshot alive")
      ThreadSlot.store(kept, in: slot)
      #expect(released.withLock { $0.snapshot } == nil, "the replaced snapshot is released")
      #expect(slot.pointee.snapshot?.takeUnretainedValue() === kept)
      #expect(ThreadSlot.current(key: threadSlotKey) == slot, "one slot per thread")
    }
  }

  @Test func aThreadsExitReleasesItsSnapshot() {
    let held = LockedValue(Watched())
    onNewThread {
      let snapshot = Self.snapshot()
      held.withLock { $0.snapshot = snapshot }
      ThreadSlot.store(snapshot, in: ThreadSlot.current(key: threadSlotKey))
    }
    #expect(held.withLock { $0.snapshot } == nil)
  }

  @Test func threadsHaveSlotsOfTheirOwn() {
    let here = UInt(bitPattern: ThreadSlot.current(key: threadSlotKey))
    let there = LockedValue<UInt>(0)
    let generation = LockedValue(0)
    onNewThread {
      let slot = ThreadSlot.current(key: threadSlotKey)
      there.withLock { $0 = UInt(bitPattern: slot) }
      let snapshot = Self.snapshot()
      ThreadSlot.store(snapshot, in: slot)
      generation.withLock { $0 = slot.pointee.generation }
    }
    #expect(there.withLock { $0 } != here)
    #expect(ThreadSlot.current(key: threadSlotKey).pointee.generation != generation.withLock { $0 })
  }
}
