import Foundation
import Testing

@testable import LexiconRemote

@Suite struct HTTPDateTests {
  /// Sun, 06 Nov 1994 08:49:37 GMT, RFC 9110's example.
  static let example: TimeInterval = 784_111_777

  @Test(
    "Reads the three forms of RFC 9110",
    arguments: [
      ("Sun, 06 Nov 1994 08:49:37 GMT", example),
      ("Sunday, 06-Nov-94 08:49:37 GMT", example),
      ("Sun Nov  6 08:49:37 1994", example),
      ("Thu, 01 Jan 1970 00:00:00 GMT", 0),
      ("Tue, 29 Feb 2000 23:59:59 GMT", 951_868_799),
      ("Fri, 31 Dec 1999 23:59:60 GMT", 946_684_800),
      ("Wed, 21 Oct 2015 07:28:00 GMT", 1_445_412_480),
      ("sun, 06 nov 1994 08:49:37 GMT", example),
    ])
  func parses(text: String, seconds: TimeInterval) {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    #expect(HTTPDate.parse(text, now: now)?.timeIntervalSince1970 == seconds)
  }

  @Test(
    "A two-digit year more than 50 years ahead is in the past century",
    arguments: [("Monday, 01-Jan-24 00:00:00 GMT", 2024), ("Friday, 01-Jan-99 00:00:00 GMT", 1999)])
  func twoDigitYears(text: String, year: Int) throws {
    let now = Date(timeIntervalSince1970: 1_700_000_000)  // 2023
    let date = try #require(HTTPDate.parse(text, now: now))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    #expect(calendar.component(.year, from: date) == year)
  }

  @Test(
    "Rejects what is not an HTTP date",
    arguments: [
      "", "soon", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 6 Nov 1994 08:49:37 GMT",
      "Sun, 06 Nov 94 08:49:37 GMT", "Sun, 31 Feb 1994 08:49:37 GMT",
      "Sun, 06 Nox 1994 08:49:37 GMT",
      "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:49 GMT",
      "Sun, 29 Feb 1900 00:00:00 GMT",
      "1994-11-06T08:49:37Z",
    ])
  func rejects(text: String) {
    #expect(HTTPDate.parse(text) == nil)
  }
}
