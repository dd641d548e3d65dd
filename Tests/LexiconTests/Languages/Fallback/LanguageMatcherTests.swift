import Lexicon
import LexiconTestSupport
import Testing

@Suite struct LanguageMatcherTests {
  static let cases: [MatchCase] = [
    // Exact and canonical-equal matches, returned exactly as the app spells them.
    MatchCase(["fr"], ["en", "fr"], "fr"),
    MatchCase(["pt-BR"], ["pt_BR", "pt"], "pt_BR"),
    MatchCase(["pt_BR"], ["pt-PT", "pt-BR"], "pt-BR"),
    MatchCase(["EN-us"], ["en-GB", "en-US"], "en-US"),
    // Same language beats another language; the closest region wins.
    MatchCase(["pt-BR"], ["pt-PT", "en"], "pt-PT"),
    MatchCase(["pt-BR"], ["pt-PT", "pt"], "pt"),
    MatchCase(["pt-AO"], ["pt", "pt-PT"], "pt-PT"),
    MatchCase(["pt"], ["pt-PT", "pt-BR"], "pt-BR"),
    MatchCase(["es-MX"], ["es", "es-419"], "es-419"),
    MatchCase(["es-MX"], ["es-ES", "en"], "es-ES"),
    MatchCase(["es-419"], ["es-ES", "es-MX", "es"], "es-MX"),
    MatchCase(["es-AR"], ["es-ES", "es-MX"], "es-MX"),
    MatchCase(["es"], ["es-MX", "es-ES"], "es-ES"),
    MatchCase(["en-GB"], ["en", "en-AU"], "en-AU"),
    MatchCase(["en-AU"], ["en-US", "en-GB"], "en-GB"),
    MatchCase(["en-AU"], ["en-US", "en"], "en"),
    MatchCase(["en-AT"], ["en-US", "en-GB"], "en-GB"),
    MatchCase(["en"], ["en-GB", "en-US"], "en-US"),
    MatchCase(["en"], ["en-GB", "en-AU"], "en-GB"),
    MatchCase(["en-US"], ["en-GB", "en"], "en"),
    MatchCase(["en-001"], ["fr", "en"], "en"),
    MatchCase(["en-001"], ["en-US", "en-GB"], "en-GB"),
    MatchCase(["en-IN"], ["en-US", "en-GB"], "en-GB"),
    MatchCase(["fr-CA"], ["fr-FR", "en"], "fr-FR"),
    MatchCase(["de-AT"], ["de-CH", "de"], "de"),
    MatchCase(["ca-ES-valencia"], ["ca", "ca-ES"], "ca-ES"),
    MatchCase(["de-DE-u-co-phonebk"], ["de", "en"], "de"),
    // Chinese: the script decides, from likely subtags.
    MatchCase(["zh-TW"], ["zh-Hans", "zh-Hant"], "zh-Hant"),
    MatchCase(["zh-HK"], ["zh-Hans", "zh-Hant"], "zh-Hant"),
    MatchCase(["zh-MO"], ["zh-TW", "zh-HK"], "zh-HK"),
    MatchCase(["zh-HK"], ["zh-TW", "zh-Hant"], "zh-Hant"),
    MatchCase(["zh-Hant-HK"], ["zh_TW", "zh_CN"], "zh_TW"),
    MatchCase(["zh-CN"], ["zh-Hant", "zh-Hans"], "zh-Hans"),
    MatchCase(["zh"], ["zh-Hant", "zh-Hans"], "zh-Hans"),
    MatchCase(["zh-Hans-HK"], ["zh-HK", "zh-CN"], "zh-CN"),
    MatchCase(["zh-Hant"], ["zh", "en"], nil),
    MatchCase(["zh-TW"], ["zh-Hans", "en"], nil),
    MatchCase(["zh-Hant"], ["zh-HK", "zh-TW"], "zh-TW"),
    // Serbian and other script-varying languages: scripts must match.
    MatchCase(["sr-Latn"], ["sr-Cyrl", "sr-Latn"], "sr-Latn"),
    MatchCase(["sr"], ["sr-Latn", "sr-Cyrl"], "sr-Cyrl"),
    MatchCase(["sr-Latn"], ["sr", "en"], nil),
    MatchCase(["sr-ME"], ["sr", "sr-Latn"], "sr-Latn"),
    MatchCase(["sr-RS"], ["sr-Latn", "sr"], "sr"),
    MatchCase(["uz-AF"], ["uz", "uz-Arab"], "uz-Arab"),
    MatchCase(["az-IR"], ["az"], nil),
    // Norwegian: nb and no are one language; nn (whose CLDR parent is no) is taken only when
    // neither is supported, but still before another language.
    MatchCase(["nb"], ["no", "en"], "no"),
    MatchCase(["no"], ["nb", "en"], "nb"),
    MatchCase(["nb-NO"], ["da", "no"], "no"),
    MatchCase(["no-NO"], ["nn", "nb"], "nb"),
    MatchCase(["no"], ["nb", "no"], "no"),
    MatchCase(["nn"], ["nb", "en"], "nb"),
    MatchCase(["nb"], ["nn", "en"], "nn"),
    MatchCase(["sr-Latn"], ["sr-Cyrl", "en"], nil),
    MatchCase(["pt-AO"], ["pt-BR", "pt-PT"], "pt-PT"),
    MatchCase(["es-AR"], ["es-ES", "es-419"], "es-419"),
    MatchCase(["no"], ["en", "nn"], "nn"),
    // Deprecated codes.
    MatchCase(["iw"], ["en", "he"], "he"),
    MatchCase(["he-IL"], ["en", "iw"], "iw"),
    MatchCase(["in-ID"], ["id", "ms"], "id"),
    MatchCase(["id"], ["in"], "in"),
    MatchCase(["tl"], ["fil", "en"], "fil"),
    // Legacy and POSIX spellings.
    MatchCase(["en_US"], ["English", "French"], "English"),
    MatchCase(["ja-JP"], ["English", "Japanese"], "Japanese"),
    MatchCase(["ru_RU.UTF-8"], ["en", "ru"], "ru"),
    // Earlier preferences win over better matches for later ones.
    MatchCase(["fr-CA", "en"], ["fr", "en"], "fr"),
    MatchCase(["fr-CA", "en"], ["en", "fr"], "fr"),
    MatchCase(["de", "fr-CA", "en"], ["en", "fr-FR"], "fr-FR"),
    MatchCase(["ja", "ko"], ["ko", "zh-Hans"], "ko"),
    MatchCase(["zh-TW", "zh-CN"], ["zh-Hans", "en"], "zh-Hans"),
    // Entries that are not languages are skipped; nothing matching gives nil.
    MatchCase(["Base", "de"], ["Base", "de"], "de"),
    MatchCase(["und", "C", "fr"], ["fr"], "fr"),
    MatchCase(["de"], ["en", "fr"], nil),
    MatchCase([], ["en"], nil),
    MatchCase(["en"], [], nil),
    MatchCase(["en"], ["Base"], nil),
    // CLDR data that surprises: cross-language parents and region-implied scripts.
    MatchCase(["ht"], ["fr", "en"], "fr"),
    MatchCase(["hi-Latn"], ["hi", "en"], "en"),
    MatchCase(["zh-US"], ["zh-Hans", "zh-Hant"], "zh-Hant"),
    MatchCase(["zh-Hans-US"], ["zh-Hant", "zh-Hans"], "zh-Hans"),
    // CLDR relates Cantonese to zh-Hant for collation only, not inheritance.
    MatchCase(["yue-Hant-HK"], ["zh-Hant", "en"], nil),
  ]

  @Test("Picks the best supported language", arguments: cases)
  func bestMatch(_ match: MatchCase) {
    #expect(
      LanguageMatcher.bestMatch(preferred: match.preferred, supported: match.supported)
        == match.expected)
  }
}
