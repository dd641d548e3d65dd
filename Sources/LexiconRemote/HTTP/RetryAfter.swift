import Foundation

/// Reads a `Retry-After` field (RFC 9110 §10.2.3): a number of seconds (`120`) or an HTTP date
/// (`Wed, 21 Oct 2015 07:28:00 GMT`).
///
/// ```swift
/// RetryAfter.delay("120", now: now)                            // 120
/// RetryAfter.delay("Wed, 21 Oct 2015 07:28:00 GMT", now: now)  // seconds until then, or 0
/// RetryAfter.delay("soon", now: now)                           // nil
/// ```
enum RetryAfter {
  /// The seconds to wait, never negative (a date in the past gives 0), or `nil` when the value
  /// is neither a number of seconds nor an HTTP date.
  ///
  /// - Parameters:
  ///   - value: The field value.
  ///   - now: The current date, for a date value.
  /// - Returns: The delay in seconds.
  static func delay(_ value: String, now: Date) -> TimeInterval? {
    let text = value.trimmingCharacters(in: .whitespaces)
    if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
      // A huge number of digits is a huge delay, not an error.
      return TimeInterval(text) ?? .infinity
    }
    guard let date = HTTPDate.parse(text, now: now) else { return nil }
    return max(0, date.timeIntervalSince(now))
  }
}
