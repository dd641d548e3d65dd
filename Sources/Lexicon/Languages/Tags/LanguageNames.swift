/// Canonical spellings of language names as providers and `.lproj` folders write them.
package enum LanguageNames {
  /// `pt_BR` → `pt-BR`, `ZH-hant-hk` → `zh-Hant-HK`, `English` → `en`, `iw` → `he`.
  ///
  /// Names that are not language tags (such as `Base`) are returned unchanged.
  package static func canonical(_ name: String) -> String {
    LanguageTag(name)?.identifier ?? name
  }

  /// The private-use regions CLDR's pseudo-locales use (`en-XA`, `ar-XB`, `en-XC`): a tag in one
  /// of them names no real language.
  package static let pseudoRegions: Set<String> = ["XA", "XB", "XC"]
}
