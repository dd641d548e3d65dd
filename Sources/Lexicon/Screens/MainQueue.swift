import Dispatch
import Foundation

/// Whether code runs on the main actor, without crashing when it does not.
///
/// On Apple platforms that is the main thread. On Linux the main actor's jobs run on the main
/// dispatch queue, which a process that called `dispatchMain()` (as test runners do) drains on
/// another thread: there the queue, marked once with a specific value, tells.
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()

  /// Marks the main queue once, the first time it is needed.
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Whether the caller runs on the main thread or on the main dispatch queue.
  static var isCurrent: Bool {
    _ = marked
    return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
