import Lexicon

/// An HTTP `Accept-Language` header, read as RFC 9110 §12.5.4 defines it: the language ranges a
/// client asks for, most wanted first, and those it refuses (`q=0`).
///
/// ```
/// Accept-Language: da, en-gb;q=0.8, en;q=0.7
/// ```
///
/// reads as `da` (quality 1), `en-GB` (0.8), `en` (0.7). The rules:
///
/// - **Quality.** `q=` takes `0` to `1` with at most three decimals (`0.625`, `1.000`); the name is
///   case-insensitive and spaces may surround `;`. Ranges are ordered by quality, and ranges of
///   equal quality keep the order of the header. A range without `q` has quality 1.
/// - **Exclusions.** `q=0` means "not this language": such a range is never returned, and it
///   excludes every supported language it matches as a prefix (`en;q=0` excludes `en-GB`), as
///   RFC 4647 basic filtering does.
/// - **`*`** matches any language not otherwise listed; `*;q=0` excludes every language not
///   listed.
/// - **Case and spelling.** Ranges are canonicalized like ``LanguageTag`` does (`en-gb` is
///   `en-GB`, `iw` is `he`); `und` is ignored.
/// - **Duplicates.** A range listed twice keeps its first occurrence; later ones are ignored.
/// - **Invalid entries are skipped**, never fatal: a range that is not `1*8ALPHA *("-"
///   1*8alphanum)` or `*` (`en_US`, `12`, `x-klingon`, text with spaces), a malformed quality
///   (`q=2`, `q=0.1234`, `q=abc`), a parameter other than `q`, or a second `q`.
/// - **Bounds.** At most ``maximumEntries`` entries and the first ``maximumScannedBytes`` bytes of
///   the header are read, so a hostile header of any size costs the same small, bounded time and
///   memory; a range longer than ``maximumRangeLength`` bytes is invalid.
struct AcceptLanguage: Sendable {
  /// A language range the client accepts, with its quality.
  struct Range: Sendable, Equatable {
    /// The canonical tag (`en-GB`), or `*`.
    var tag: String
    /// The quality in thousandths: 1000 for `q=1`, 625 for `q=0.625`.
    var quality: Int
  }

  /// The most entries read; browsers send fewer than ten.
  static let maximumEntries = 32
  /// The most bytes of the header read.
  static let maximumScannedBytes = 16_384
  /// The longest language range accepted, in bytes.
  static let maximumRangeLength = 64

  /// The ranges with a quality above 0, most wanted first (ties in header order), each once.
  private(set) var ranges: [Range] = []
  /// The ranges with `q=0`, in header order: canonical tags, or `*`.
  private(set) var excluded: [String] = []
  /// How many bytes of the header were read: at most ``maximumScannedBytes``.
  private(set) var scannedBytes = 0

  /// Reads a header's value (without `Accept-Language:`).
  /// - Parameter header: The field value, such as `fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5`.
  init(_ header: String) {
    let bytes = Array(header.utf8.prefix(Self.maximumScannedBytes))
    // The last element of a header longer than the limit is cut: its end is unknown.
    let isCut = header.utf8.count > bytes.count
    var seen: [String] = []
    var entries = 0
    var start = 0
    while entries < Self.maximumEntries, start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 0x2C { end += 1 }
      if end == bytes.count, isCut { break }
      let (first, last) = Self.trimmed(bytes, start, end)
      start = end + 1
      // RFC 9110 §5.6.1: empty list elements are ignored.
      guard first < last else { continue }
      entries += 1
      guard let range = Self.range(bytes, first, last), !seen.contains(range.tag) else { continue }
      seen.append(range.tag)
      if range.quality == 0 {
        excluded.append(range.tag)
      } else {
        // Most wanted first; ties keep the header's order.
        var index = ranges.count
        while index > 0, ranges[index - 1].quality < range.quality { index -= 1 }
        ranges.insert(range, at: index)
      }
    }
    scannedBytes = min(start, bytes.count)
  }

  /// The supported language that best serves the header, or `nil`.
  ///
  /// The ranges before `*` are matched in order by ``LanguageMatcher``
  /// (``LanguageMatcher/bestMatch(preferred:supported:)``) against the supported languages the
  /// exclusions leave; when none matches and `*` is accepted, `wildcard` (when it is left), else
  /// the first supported language left.
  /// - Parameters:
  ///   - supported: The languages offered, in the app's order of preference.
  ///   - wildcard: The language `*` stands for, when it is among `supported`.
  /// - Returns: An element of `supported` as given, or `nil`.
  func bestMatch(supported: [String], wildcard: String? = nil) -> String? {
    let excludesOthers = excluded.contains("*")
    let candidates = supported.filter { name in
      guard let tag = LanguageTag(name)?.identifier else { return false }
      return !excluded.contains { $0 != "*" && Self.matches(range: $0, tag: tag) }
    }
    guard !candidates.isEmpty else { return nil }
    let star = ranges.firstIndex { $0.tag == "*" }
    let listed = ranges[..<(star ?? ranges.endIndex)].map(\.tag)
    if let match = LanguageMatcher.bestMatch(preferred: listed, supported: candidates) {
      return match
    }
    guard star != nil, !excludesOthers else { return nil }
    if let wildcard, candidates.contains(wildcard) { return wildcard }
    return candidates.first
  }

  /// Whether a language range matches a tag by RFC 4647 basic filtering: equal, or a prefix
  /// that ends at a `-`. Both are canonical.
  static func matches(range: String, tag: String) -> Bool {
    tag.lowercased() == range.lowercased() || tag.lowercased().hasPrefix(range.lowercased() + "-")
  }

  // MARK: - Reading

  /// The bounds of `bytes[start..<end]` without `OWS` (space and horizontal tab, RFC 9110
  /// §5.6.3) at either end.
  private static func trimmed(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (Int, Int) {
    var first = start
    var last = end
    while first < last, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
    while last > first, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 { last -= 1 }
    return (first, last)
  }

  /// One element, `language-range [ weight ]` in `bytes[start..<end]`, or `nil` when it is
  /// invalid.
  private static func range(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Range? {
    var semicolon = start
    while semicolon < end, bytes[semicolon] != 0x3B { semicolon += 1 }
    let (nameStart, nameEnd) = trimmed(bytes, start, semicolon)
    guard nameEnd - nameStart <= maximumRangeLength,
      isLanguageRange(bytes, nameStart, nameEnd)
    else { return nil }
    var quality = 1000
    if semicolon < end {
      // One parameter, `q`: `;` OWS `q=` qvalue, nothing after it.
      let (first, last) = trimmed(bytes, semicolon + 1, end)
      guard last - first >= 2, bytes[first] | 0x20 == 0x71 else { return nil }
      var equals = first + 1
      while equals < last, bytes[equals] == 0x20 || bytes[equals] == 0x09 { equals += 1 }
      guard equals < last, bytes[equals] == 0x3D else { return nil }
      let (valueStart, valueEnd) = trimmed(bytes, equals + 1, last)
      guard let value = qualityValue(bytes, valueStart, valueEnd) else { return nil }
      quality = value
    }
    let text = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
    if text == "*" { return Range(tag: "*", quality: quality) }
    guard let tag = LanguageTag(text), tag.language != "und" else { return nil }
    return Range(tag: tag.identifier, quality: quality)
  }

  /// `language-range = (1*8ALPHA *("-" 1*8alphanum)) / "*"` (RFC 4647 §2.1).
  private static func isLanguageRange(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
    if end - start == 1, bytes[start] == 0x2A { return true }
    var subtagLength = 0
    var isFirst = true
    for byte in bytes[start..<end] {
      if byte == 0x2D {
        guard subtagLength > 0 else { return false }
        subtagLength = 0
        isFirst = false
        continue
      }
      let lower = byte | 0x20
      let isAlpha = lower >= 0x61 && lower <= 0x7A
      guard isAlpha || (!isFirst && (0x30...0x39).contains(byte)) else { return false }
      subtagLength += 1
      guard subtagLength <= 8 else { return false }
    }
    return subtagLength > 0
  }

  /// `qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`, in thousandths.
  private static func qualityValue(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
    guard start < end, bytes[start] == 0x30 || bytes[start] == 0x31 else { return nil }
    let isOne = bytes[start] == 0x31
    guard end - start > 1 else { return isOne ? 1000 : 0 }
    guard bytes[start + 1] == 0x2E, end - start <= 5 else { return nil }
    var value = 0
    var scale = 100
    for digit in bytes[(start + 2)..<end] {
      guard (0x30...0x39).contains(digit), !isOne || digit == 0x30 else { return nil }
      value += Int(digit - 0x30) * scale
      scale /= 10
    }
    return isOne ? 1000 : value
  }
}
