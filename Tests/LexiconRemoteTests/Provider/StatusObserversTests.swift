import Lexicon
import Testing

@testable import LexiconRemote

/// Status observers hear each change in the order they were added, until cancelled or released.
@Suite struct StatusObserversTests {
  @Test func observersHearChangesUntilTheirTokenEnds() {
    let observers = StatusObservers()
    let heard = LockedValue<[String]>([])
    let first = observers.add { status in
      heard.withLock { $0.append("first \(status.appliedVersions)") }
    }
    var second: RemoteObservation? = observers.add { status in
      heard.withLock { $0.append("second \(status.appliedVersions)") }
    }
    observers.notify(RemoteStatus(appliedVersions: ["ru": 1]))
    second = nil
    observers.notify(RemoteStatus(appliedVersions: ["ru": 2]))
    first.cancel()
    first.cancel()
    observers.notify(RemoteStatus(appliedVersions: ["ru": 3]))
    #expect(
      heard.withLock { $0 } == [
        "first [\"ru\": 1]", "second [\"ru\": 1]", "first [\"ru\": 2]",
      ])
    _ = second
  }
}
