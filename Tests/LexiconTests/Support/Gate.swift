import Foundation
import LexiconTesting

/// Lets a test hold a thread at a point until it opens the gate; passes freely unless armed.
final class Gate: Sendable {
  private let armed = Locked(false)
  private let entered = DispatchSemaphore(value: 0)
  private let opened = DispatchSemaphore(value: 0)

  func arm() { armed.withLock { $0 = true } }

  func passIfArmed() {
    let wasArmed = armed.withLock { armed in
      defer { armed = false }
      return armed
    }
    guard wasArmed else { return }
    entered.signal()
    opened.wait()
  }

  func waitUntilEntered() { entered.wait() }

  func open() { opened.signal() }
}
