import Dispatch
import Lexicon

/// Runs async work to completion from the harness's synchronous code.
enum AsyncWait {
  /// The result of `body`, run on the cooperative pool while this thread waits.
  static func result<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
    let done = DispatchSemaphore(value: 0)
    let box = LockedValue<Value?>(nil)
    Task.detached {
      let value = await body()
      box.withLock { $0 = value }
      done.signal()
    }
    done.wait()
    guard let value = box.withLock({ $0 }) else {
      preconditionFailure("the task ended without a value")
    }
    return value
  }
}
