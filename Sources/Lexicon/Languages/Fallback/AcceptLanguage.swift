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
    let window = header.utf8.prefix(Self.maximumScannedBytes)
    // The last element of a header longer than the limit is cut: its end is unknown.
    let isCut = window.endIndex != header.utf8.endIndex
    var seen: Set<String> = []
    var entries = 0
    var rest = window
    while entries < Self.maximumEntries {
      let comma = rest.firstIndex(of: UInt8(ascii: ","))
      if comma == nil, isCut { break }
      let element = Self.trimmed(rest[..<(comma ?? rest.endIndex)])
      rest = comma.map { rest[rest.index(after: $0)...] } ?? rest[rest.endIndex...]
      if !element.isEmpty {  // RFC 9110 §5.6.1: empty list elements are ignored
        entries += 1
        if let range = Self.range(element), seen.insert(range.tag).inserted {
          if range.quality == 0 {
            excluded.append(range.tag)
          } else {
            ranges.append(range)
          }
        }
      }
      if comma == nil { break }
    }
    scannedBytes = header.utf8.distance(from: header.utf8.startIndex, to: rest.startIndex)
    ranges = StableOrder.positions(count: ranges.count) { [ranges] lhs, rhs in
      ranges[lhs].quality > ranges[rhs].quality
    }.map { ranges[$0] }
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

  /// `OWS` is space and horizontal tab (RFC 9110 §5.6.3).
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09
  }

  private static func trimmed(_ bytes: Substring.UTF8View) -> Substring.UTF8View {
    var result = bytes
    while let first = result.first, isSpace(first) { result = result.dropFirst() }
    while let last = result.last, isSpace(last) { result = result.dropLast() }
    return result
  }

  /// One element: `language-range [ weight ]`, or `nil` when it is invalid.
  private static func range(_ element: Substring.UTF8View) -> Range? {
    let semicolon = element.firstIndex(of: UInt8(ascii: ";"))
    let name = trimmed(element[..<(semicolon ?? element.endIndex)])
    guard name.count <= maximumRangeLength, isLanguageRange(name) else { return nil }
    var quality = 1000
    if let semicolon {
      var sawQuality = false
      for parameter in element[element.index(after: semicolon)...].split(
        separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      {
        let parameter = trimmed(parameter)
        guard !sawQuality, parameter.count >= 2, parameter.first.map({ $0 | 0x20 }) == 0x71,
          let equals = parameter.firstIndex(of: UInt8(ascii: "=")),
          trimmed(parameter[..<equals]).count == 1,
          let value = qualityValue(trimmed(parameter[parameter.index(after: equals)...]))
        else { return nil }
        quality = value
        sawQuality = true
      }
    }
    let text = String(decoding: name, as: UTF8.self)
    if text == "*" { return Range(tag: "*", quality: quality) }
    guard let tag = LanguageTag(text), tag.language != "und" else { return nil }
    return Range(tag: tag.identifier, quality: quality)
  }

  /// `language-range = (1*8ALPHA *("-" 1*8alphanum)) / "*"` (RFC 4647 §2.1).
  private static func isLanguageRange(_ name: Substring.UTF8View) -> Bool {
    if name.count == 1, name.first == UInt8(ascii: "*") { return true }
    var subtagLength = 0
    var isFirst = true
    for byte in name {
      let isAlpha = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      let isDigit = (0x30...0x39).contains(byte)
      if byte == UInt8(ascii: "-") {
        guard subtagLength > 0 else { return false }
        subtagLength = 0
        isFirst = false
        continue
      }
      guard isAlpha || (isDigit && !isFirst) else { return false }
      subtagLength += 1
      guard subtagLength <= 8 else { return false }
    }
    return subtagLength > 0
  }

  /// `qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`, in thousandths.
  private static func qualityValue(_ text: Substring.UTF8View) -> Int? {
    guard let first = text.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1") else {
      return nil
    }
    var rest = text.dropFirst()
    var value = first == UInt8(ascii: "1") ? 1000 : 0
    guard let dot = rest.first else { return value }
    guard dot == UInt8(ascii: "."), rest.count <= 4 else { return nil }
    rest = rest.dropFirst()
    var scale = 100
    for digit in rest {
      guard (0x30...0x39).contains(digit) else { return nil }
      let number = Int(digit - 0x30)
      if value == 1000, number != 0 { return nil }
      if value != 1000 { value += number * scale }
      scale /= 10
    }
    return value
  }
}
