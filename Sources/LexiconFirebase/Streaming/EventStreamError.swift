/// Why an event stream could not be read on: a line or an event larger than the parser's caps,
/// so a server sending without end cannot grow the client's memory.
///
/// ```swift
/// EventStreamError.lineTooLong(limit: 65_536)
/// ```
enum EventStreamError: Error, Sendable, Hashable {
  /// A line grew past `limit` bytes without ending.
  case lineTooLong(limit: Int)
  /// An event's data grew past `limit` bytes before the blank line that ends it.
  case eventTooLarge(limit: Int)
}
