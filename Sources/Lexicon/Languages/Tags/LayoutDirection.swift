/// The direction text and layout flow in for a language.
///
/// Decided by the language's script, taken from the tag or from CLDR likely subtags:
/// `ar`, `he`, `fa`, `ur`, `ps`, `ckb`, `dv`, `yi`, `syr`, `ug`, `sd`, `ks` are right-to-left; so
/// are `az-Arab`, `pa-Arab`, `az-IR` and `pa-PK` (whose likely script is Arabic), while `az`,
/// `ku` (CLDR: Latin), `pa` (Gurmukhi) and `ks-Deva` are left-to-right.
///
/// ```swift
/// LayoutDirection(language: "ar-EG")  // .rightToLeft
/// LayoutDirection(language: "pa-PK")  // .rightToLeft
/// LayoutDirection(language: "ku")     // .leftToRight
/// ```
///
/// - Note: SwiftUI has a type of the same name; where both modules are imported, write
///   `Lexicon.LayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable {
  /// Text starts at the left edge (Latin, Cyrillic, Han, Devanagari, …).
  case leftToRight
  /// Text starts at the right edge (Arabic, Hebrew, Syriac, Thaana, N’Ko, Adlam, …).
  case rightToLeft

  /// The direction of a language; `.leftToRight` for input that is not a language tag.
  ///
  /// - Parameter language: A language tag in any form ``LanguageTag`` accepts.
  public init(language: String) {
    self = LanguageTag(language)?.layoutDirection ?? .leftToRight
  }

  /// The direction of an ISO 15924 script code (`Arab`, `hebr`); `.leftToRight` when unknown.
  ///
  /// - Parameter script: A four-letter script code, any casing.
  public init(script: String) {
    let code = script.prefix(1).uppercased() + script.dropFirst().lowercased()
    self = Self.rightToLeftScripts.contains(code) ? .rightToLeft : .leftToRight
  }

  /// ISO 15924 codes of scripts written right to left (Unicode bidi class R or AL).
  private static let rightToLeftScripts: Set<String> = [
    "Adlm", "Arab", "Aran", "Armi", "Avst", "Chrs", "Cprt", "Elym", "Gara", "Hatr", "Hebr", "Hung",
    "Khar", "Lydi", "Mand", "Mani", "Mend", "Merc", "Mero", "Narb", "Nbat", "Nkoo", "Orkh", "Ougr",
    "Palm", "Phli", "Phlp", "Phnx", "Prti", "Rohg", "Samr", "Sarb", "Sogd", "Sogo", "Syrc", "Syre",
    "Syrj", "Syrn", "Thaa", "Yezi",
  ]
}
