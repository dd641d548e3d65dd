import Foundation
import Testing

@testable import LexiconRemote

@Suite struct RetryAfterTests {
  static let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

  @Test(
    "Seconds or an HTTP date, never negative",
    arguments: [
      ("120", 120.0), (" 0 ", 0), ("99999999999999999999999", 1e23),
      ("Sun, 06 Nov 1994 08:50:37 GMT", 60), ("Sun, 06 Nov 1994 08:48:37 GMT", 0),
    ])
  func delay(field: String, seconds: TimeInterval) {
    #expect(RetryAfter.delay(field, now: Self.now) == seconds)
  }

  @Test("Anything else is ignored", arguments: ["", "-5", "1.5", "soon", "120s"])
  func ignored(field: String) {
    #expect(RetryAfter.delay(field, now: Self.now) == nil)
  }
}
