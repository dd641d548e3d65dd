import Lexicon

extension PluralRules {
  /// A few numbers CLDR gives as examples of a category under these rules, as written.
  ///
  /// The numbers come from the `@integer` and `@decimal` samples of the CLDR rules (generated with
  /// the rules, see `PluralRules.cldrVersion`), ordered so that the first ones read best as a count: up to
  /// four integers, non-zero ones before `0` (which reads as "none"), then up to four decimals,
  /// each range of decimals giving its end first (`0.0~1.5` gives `1.5`, then `0.0`). Samples in
  /// compact notation (`1c6`) are left out. Snapshot tests use them to show every form of a plural
  /// text; a number that a printf conversion would write differently (`%.1f` writes `1` as `1.0`)
  /// may belong to another category once written, so check the written form with
  /// `category(for:)`.
  ///
  /// ```swift
  /// let russian = PluralRules(language: "ru")
  /// russian.categories.map { russian.samples(for: $0).first ?? "-" }  // ["1", "2", "5", "1.5"]
  /// PluralRules(language: "ar").samples(for: .many)  // ["11", "12", "13", "14", "11.0", …]
  /// ```
  ///
  /// - Parameter category: A category of these rules.
  /// - Returns: The samples, best first; empty for a category the rules do not use.
  public func samples(for category: PluralCategory) -> [String] {
    guard let index = categories.firstIndex(of: category) else { return [] }
    return Self.samples(ruleSet: Int(ruleSet), category: index)
  }

  /// The samples of the `category`-th category of rule set `ruleSet`, read from
  /// `ruleSetSampleSource` (rule sets end at `|`, categories at `;`, numbers are separated by
  /// spaces or line breaks).
  static func samples(ruleSet: Int, category: Int) -> [String] {
    let source = ruleSetSampleSource
    let bytes = source.utf8
    var samples: [String] = []
    var set = 0
    var index = 0
    var start: String.Index?
    var position = bytes.startIndex
    while set <= ruleSet {
      let byte = position == bytes.endIndex ? UInt8(ascii: "|") : bytes[position]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: ";"), UInt8(ascii: "|"):
        if let first = start, set == ruleSet, index == category {
          samples.append(String(source[first..<position]))
        }
        start = nil
        if byte == UInt8(ascii: ";") { index += 1 }
        if byte == UInt8(ascii: "|") {
          set += 1
          index = 0
        }
      default:
        if start == nil { start = position }
      }
      if position == bytes.endIndex { break }
      position = bytes.index(after: position)
    }
    return samples
  }
}
