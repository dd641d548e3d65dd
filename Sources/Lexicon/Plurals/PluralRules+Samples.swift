extension PluralRules {
  /// A few numbers CLDR gives as examples of a category under these rules, as written.
  ///
  /// The numbers come from the `@integer` and `@decimal` samples of the CLDR rules (generated with
  /// the rules, see ``cldrVersion``), ordered so that the first ones read best as a count: up to
  /// four integers, non-zero ones before `0` (which reads as "none"), then up to four decimals,
  /// each range of decimals giving its end first (`0.0~1.5` gives `1.5`, then `0.0`). Samples in
  /// compact notation (`1c6`) are left out. Snapshot tests use them to show every form of a plural
  /// text; a number that a printf conversion would write differently (`%.1f` writes `1` as `1.0`)
  /// may belong to another category once written, so check the written form with
  /// ``category(for:)``.
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
    let table = Self.ruleSetSamples
    guard Int(ruleSet) < table.count, let index = categories.firstIndex(of: category),
      index < table[Int(ruleSet)].count
    else { return [] }
    return table[Int(ruleSet)][index].split(separator: " ").map(String.init)
  }
}
