/// A CLDR plural category.
///
/// Every language uses a subset: English has `one` and `other`, Russian `one`, `few`, `many` and
/// `other`, Arabic all six. ``PluralRules`` picks the category of a number for a language.
/// `zero` also serves as the explicit-zero variant that `.stringsdict` files may give in any
/// language.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  /// The `zero` category (Arabic, Latvian, Welsh, ...), or an explicit variant for zero.
  case zero
  /// The `one` category (singular in many languages).
  case one
  /// The `two` category (dual: Arabic, Hebrew, Slovenian, ...).
  case two
  /// The `few` category (paucal: Russian 2–4, Polish, Czech, ...).
  case few
  /// The `many` category (Russian 5–20, Polish, Arabic 11–99, ...).
  case many
  /// The `other` category, which every language has.
  case other

  /// Orders categories as CLDR lists them: zero, one, two, few, many, other.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
