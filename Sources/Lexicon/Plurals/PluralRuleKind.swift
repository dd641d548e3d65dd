/// Which CLDR rule set to apply: counting (“1 file, 2 files”) or ordering (“1st, 2nd”).
public enum PluralRuleKind: String, Sendable, Hashable, CaseIterable {
  /// Cardinal rules, for quantities. This is what `.stringsdict` and String Catalog plurals use.
  case cardinal
  /// Ordinal rules, for positions (`1st`, `2nd`, `3rd`).
  case ordinal
}
