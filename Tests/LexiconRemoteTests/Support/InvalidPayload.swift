import LexiconRemote
import Testing

/// The parts of a `RemoteError.invalidPayload`, for tests that check where a decoder points.
///
/// ```swift
/// let error = InvalidPayload.thrown { try RemoteDelta(jsonData: data, source: "d", environment: e) }
/// #expect(error?.field == "remove.A[1]")
/// ```
struct InvalidPayload: Equatable {
  var source: String
  var field: String
  var line: Int?
  var column: Int?
  var reason: String

  /// The invalid-payload error `body` throws; `nil`, with an issue recorded, when it throws
  /// another error or none.
  static func thrown<Value>(
    _ body: () throws(RemoteError) -> Value, sourceLocation: SourceLocation = #_sourceLocation
  ) -> InvalidPayload? {
    do {
      _ = try body()
      Issue.record("no error was thrown", sourceLocation: sourceLocation)
    } catch .invalidPayload(let source, let field, let line, let column, let reason) {
      return InvalidPayload(
        source: source, field: field, line: line, column: column, reason: reason)
    } catch {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
    return nil
  }
}
