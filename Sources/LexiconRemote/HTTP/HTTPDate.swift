import Foundation
import Lexicon

/// Reads HTTP dates (RFC 9110 §5.6.7) in the three forms a recipient must accept, without
/// `DateFormatter` (whose results depend on the locale and platform):
///
/// - IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT` (what servers send today);
/// - RFC 850: `Sunday, 06-Nov-94 08:49:37 GMT` (a two-digit year more than 50 years in the
///   future is taken as the past century);
/// - asctime: `Sun Nov  6 08:49:37 1994`.
///
/// ```swift
/// HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT")?.timeIntervalSince1970  // 784111777
/// ```
enum HTTPDate {
  private static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// The date, or `nil` when the text is in none of the three forms or names no real date.
  ///
  /// - Parameters:
  ///   - text: The field value.
  ///   - now: The current date, to place two-digit RFC 850 years.
  /// - Returns: The date.
  static func parse(_ text: String, now: Date = Date()) -> Date? {
    let words = ASCII.split(Substring(text), at: UInt8(ascii: " "), or: UInt8(ascii: ",")).map(
      String.init)
    // IMF-fixdate: day-name, DD Mon YYYY HH:MM:SS GMT
    if words.count == 6, words[5] == "GMT", words[0].count == 3,
      let day = ASCII.integer(Substring(words[1])), words[1].count == 2,
      let month = month(words[2]), words[3].count == 4,
      let year = ASCII.integer(Substring(words[3]))
    {
      return date(year: year, month: month, day: day, time: words[4])
    }
    // RFC 850: Dayname, DD-Mon-YY HH:MM:SS GMT
    if words.count == 4, words[3] == "GMT" {
      let parts = ASCII.split(Substring(words[1]), at: UInt8(ascii: "-")).map(String.init)
      guard parts.count == 3, parts[0].count == 2, let day = ASCII.integer(Substring(parts[0])),
        let month = month(parts[1]), parts[2].count == 2,
        let short = ASCII.integer(Substring(parts[2]))
      else { return nil }
      let current = utcYear(of: now)
      var year = current / 100 * 100 + short
      if year > current + 50 { year -= 100 }
      return date(year: year, month: month, day: day, time: words[2])
    }
    // asctime: Dayname Mon D HH:MM:SS YYYY (the day padded with a space)
    if words.count == 5, words[0].count == 3, let month = month(words[1]),
      (1...2).contains(words[2].count), let day = ASCII.integer(Substring(words[2])),
      words[4].count == 4, let year = ASCII.integer(Substring(words[4]))
    {
      return date(year: year, month: month, day: day, time: words[3])
    }
    return nil
  }

  /// The month number of a three-letter English abbreviation, any case.
  private static func month(_ name: String) -> Int? {
    months.firstIndex(of: name.lowercased()).map { $0 + 1 }
  }

  /// The date at `HH:MM:SS` UTC on a calendar day, or `nil` when any part is out of range.
  private static func date(year: Int, month: Int, day: Int, time: String) -> Date? {
    let clock = ASCII.split(Substring(time), at: UInt8(ascii: ":"), omittingEmpty: false)
    guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
      let hour = ASCII.integer(clock[0]), let minute = ASCII.integer(clock[1]),
      let second = ASCII.integer(clock[2]),
      (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second),
      (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
    else { return nil }
    let days = daysSinceEpoch(year: year, month: month, day: day)
    return Date(
      timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3_600 + minute * 60 + second))
  }

  /// The number of days in a month of the proleptic Gregorian calendar.
  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days from 1970-01-01 to a date (Howard Hinnant's `days_from_civil`).
  private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The UTC year of a date.
  private static func utcYear(of date: Date) -> Int {
    // Days to civil (the inverse of `daysSinceEpoch`), year only.
    let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down)) + 719_468
    let era = (days >= 0 ? days : days - 146_096) / 146_097
    let dayOfEra = days - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    return yearOfEra + era * 400 + (monthIndex >= 10 ? 1 : 0)
  }
}
