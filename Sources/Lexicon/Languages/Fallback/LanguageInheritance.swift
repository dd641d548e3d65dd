/// CLDR locale inheritance over ``LanguageTag`` values (TR35 "Parent Locales").
///
/// Works on *scripted* tags: the script is always spelled out when CLDR knows the language
/// (`zh-TW` is handled as `zh-Hant-TW`, `pt-BR` as `pt-Latn-BR`). That is TR35's rule for lookup
/// ("insert the likely script before falling back") and it is what keeps `zh-TW` from falling
/// back to Simplified Chinese `zh`.
///
/// The parent of a scripted tag is, in order:
/// 1. the tag without its last variant;
/// 2. an explicit CLDR `parentLocale` entry for the tag, also looked up without the script when
///    the script is the language's default (`en-AU` → `en-001`, `zh-Hant-MO` → `zh-Hant-HK`,
///    `zh-Hant` → root, `nb` → `no`);
/// 3. the tag without its region (`pt-Latn-BR` → `pt-Latn`);
/// 4. otherwise the root: a bare `language-Script` is the end of the chain, whether the script is
///    the default one (`zh-Hans` is `zh`) or not (`_localeRules`: `nonlikelyScript` → root).
enum LanguageInheritance {
  /// `tag` with its likely script filled in, when CLDR knows the language; otherwise `tag`.
  static func scripted(_ tag: LanguageTag) -> LanguageTag {
    guard tag.script == nil, tag.language != "und", isKnown(tag.language) else { return tag }
    return tag.replacing(script: tag.maximized.script, region: tag.region)
  }

  /// Whether CLDR's likely subtags know the language.
  static func isKnown(_ language: String) -> Bool {
    LocaleData.defaultScript(of: language) != nil
  }

  /// The CLDR parent of a scripted tag, or `nil` for the root.
  static func parent(of tag: LanguageTag) -> LanguageTag? {
    if !tag.variants.isEmpty {
      return LanguageTag(
        language: tag.language, script: tag.script, region: tag.region,
        variants: Array(tag.variants.dropLast()))
    }
    var keys = [tag.identifier]
    if let script = tag.script, script == LocaleData.defaultScript(of: tag.language) {
      keys.append(tag.replacing(script: nil, region: tag.region).identifier)
    }
    for key in keys {
      guard let parent = LocaleData.parentLocale(of: key) else { continue }
      guard parent != "und", parent != "root", let parentTag = LanguageTag(parent) else {
        return nil
      }
      return scripted(parentTag)
    }
    if tag.region != nil {
      return tag.replacing(script: tag.script, region: nil)
    }
    return nil
  }

  /// The scripted tag followed by its parents up to (not including) the root.
  static func chain(from tag: LanguageTag) -> [LanguageTag] {
    var result = [scripted(tag)]
    // CLDR chains are at most five deep; the bound only guards against a cycle in the data.
    while result.count < 16, let last = result.last, let parent = parent(of: last),
      !result.contains(parent)
    {
      result.append(parent)
    }
    return result
  }
}
