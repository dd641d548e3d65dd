import Foundation

/// A value shared between threads in a test, behind a lock: collect what callbacks saw.
///
/// ```swift
/// let seen = Locked<[String]>([])
/// let observation = Localization.shared.observe { seen.append($0) }
/// ```
public final class Locked<Value: Sendable>: @unchecked Sendable {
  // `lock` protects `storage`.
  private let lock = NSLock()
  private var storage: Value

  /// Creates a box holding `value`.
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    storage = value
  }

  /// The current value.
  public var value: Value {
    lock.withLock { storage }
  }

  /// Runs `body` with exclusive access to the value.
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&storage) }
  }
}

extension Locked {
  /// Appends an element to a collected array.
  /// - Parameter element: The element.
  public func append<Element>(_ element: Element) where Value == [Element] {
    withLock { $0.append(element) }
  }
}
