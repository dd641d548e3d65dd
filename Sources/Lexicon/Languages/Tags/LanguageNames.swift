/// Canonical spellings of language names as providers and `.lproj` folders write them.
enum LanguageNames {
  /// `pt_BR` → `pt-BR`, `ZH-hant-hk` → `zh-Hant-HK`, `English` → `en`, `iw` → `he`.
  ///
  /// Names that are not language tags (such as `Base`) are returned unchanged.
  static func canonical(_ name: String) -> String {
    LanguageTag(name)?.identifier ?? name
  }
}
