import Lexicon

/// A value shared between threads in a test, behind a lock: collect what callbacks saw.
///
/// ```swift
/// let seen = Locked<[String]>([])
/// let observation = Localization.shared.observe { seen.append($0) }
/// ```
public final class Locked<Value: Sendable>: Sendable {
  // The package's one lock (Lexicon's `LockedValue`) holds the value, so this class has only a
  // `let` of a `Sendable` type and the compiler checks it.
  private let storage: LockedValue<Value>

  /// Creates a box holding `value`.
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    storage = LockedValue(value)
  }

  /// The current value.
  public var value: Value {
    storage.withLock { $0 }
  }

  /// Runs `body` with exclusive access to the value.
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try storage.withLock(body)
  }
}

extension Locked {
  /// Appends an element to a collected array.
  /// - Parameter element: The element.
  public func append<Element>(_ element: Element) where Value == [Element] {
    withLock { $0.append(element) }
  }
}
