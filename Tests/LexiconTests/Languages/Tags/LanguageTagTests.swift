import Lexicon
import Testing

@Suite struct LanguageTagTests {
  @Test(
    "Parses and canonicalizes",
    arguments: [
      ("pt-BR", "pt-BR"),
      ("pt_BR", "pt-BR"),
      ("zh-Hant-HK", "zh-Hant-HK"),
      ("zh_Hant_HK", "zh-Hant-HK"),
      ("ZH-hant-hk", "zh-Hant-HK"),
      ("sr-Latn", "sr-Latn"),
      ("es-419", "es-419"),
      ("en-001", "en-001"),
      ("EN-us", "en-US"),
      ("  fr-CA\n", "fr-CA"),
      ("de-DE-u-co-phonebk", "de-DE"),
      ("de_DE@collation=phonebook", "de-DE"),
      ("ja_JP@calendar=japanese", "ja-JP"),
      ("en-x-pirate", "en"),
      ("en-US-POSIX", "en-US-posix"),
      ("en_US_POSIX", "en-US-posix"),
      ("ca-ES-valencia", "ca-ES-valencia"),
      ("ca_ES@valencia", "ca-ES-valencia"),
      ("de-CH-1996", "de-CH-1996"),
      ("ru_RU.UTF-8", "ru-RU"),
      ("sr_RS@latin", "sr-Latn-RS"),
      ("uz_UZ.UTF-8@cyrillic", "uz-Cyrl-UZ"),
      ("en_IE.UTF-8", "en-IE"),
      ("English", "en"),
      ("french", "fr"),
      ("German", "de"),
      ("Japanese", "ja"),
      ("Spanish", "es"),
      ("Italian", "it"),
      ("Dutch", "nl"),
      ("Norwegian", "nb"),
      ("fr.lproj", "fr"),
      ("zh_CN", "zh-CN"),
      ("zh_TW", "zh-TW"),
      ("iw", "he"),
      ("iw-IL", "he-IL"),
      ("in", "id"),
      ("ji", "yi"),
      ("jw", "jv"),
      ("mo", "ro"),
      ("tl", "fil"),
      ("sh", "sr-Latn"),
      ("sh-Cyrl", "sr-Cyrl"),
      ("no", "no"),
      ("nb", "nb"),
      ("eng", "en"),
      ("deu-CH", "de-CH"),
      ("zh-yue-HK", "yue-HK"),
      // Extended language subtags, where BCP 47 registers them: the extlang is the language.
      ("zh-yue", "yue"),
      ("zh-cmn-Hans-CN", "zh-Hans-CN"),
      ("ar-arz-EG", "arz-EG"),
      ("sgn-ase", "ase"),
      ("ms-zsm", "ms"),
      ("sw-swc", "swc"),
      ("uz-uzs-Arab", "uzs-Arab"),
      ("kok-gom", "gom"),
      ("lv-ltg", "ltg"),
      ("zh-min-nan", "nan"),
      ("i-klingon", "tlh"),
      ("no-bok", "nb"),
      ("root", "und"),
      ("und", "und"),
      ("ast", "ast"),
      ("fil-PH", "fil-PH"),
    ])
  func parses(input: String, identifier: String) throws {
    let tag = try LanguageTag(parsing: input)
    #expect(tag.identifier == identifier)
    #expect(LanguageTag(input)?.description == identifier)
  }

  @Test("Exposes subtags")
  func subtags() throws {
    let tag = try LanguageTag(parsing: "sr_latn_ba_1994")
    #expect(tag.language == "sr")
    #expect(tag.script == "Latn")
    #expect(tag.region == "BA")
    #expect(tag.variants == ["1994"])
  }

  @Test(
    "Rejects what is not a language",
    arguments: [
      ("", LanguageTagError.empty),
      ("   ", .empty),
      ("Base", .notALanguage("Base")),
      ("base", .notALanguage("base")),
      ("C", .notALanguage("C")),
      ("POSIX", .notALanguage("POSIX")),
      ("C.UTF-8", .notALanguage("C.UTF-8")),
      (".UTF-8", .empty),
      ("en--US", .invalidSubtag("")),
      ("en-", .invalidSubtag("")),
      ("-en", .invalidSubtag("")),
      ("e", .invalidSubtag("e")),
      ("x-private", .invalidSubtag("x")),
      ("i-unknown", .invalidSubtag("i")),
      ("english1", .invalidSubtag("english1")),
      ("en-US-Latn", .invalidSubtag("latn")),
      ("en-ABCD-US-Latn", .invalidSubtag("latn")),
      ("en-toolongsubtag", .invalidSubtag("toolongsubtag")),
      ("zh-Hänt", .invalidSubtag("hänt")),
      ("en US", .invalidSubtag("en us")),
      ("1234", .invalidSubtag("1234")),
      // A three-letter subtag is an extended language only after a registered prefix; it is
      // not a region (two letters or three digits) either.
      ("en-usa", .invalidSubtag("usa")),
      ("de-aut-AT", .invalidSubtag("aut")),
      ("fr-Latn-fra", .invalidSubtag("fra")),
      // One extended language subtag at most.
      ("zh-yue-cmn", .invalidSubtag("cmn")),
    ])
  func rejects(input: String, error: LanguageTagError) {
    #expect(throws: error) { try LanguageTag(parsing: input) }
    #expect(LanguageTag(input) == nil)
  }

  @Test(
    "Maximizes with likely subtags",
    arguments: [
      ("en", "en-Latn-US"),
      ("zh", "zh-Hans-CN"),
      ("zh-TW", "zh-Hant-TW"),
      ("zh-HK", "zh-Hant-HK"),
      ("zh-Hant", "zh-Hant-TW"),
      ("zh-Hans-HK", "zh-Hans-HK"),
      ("sr", "sr-Cyrl-RS"),
      ("sr-ME", "sr-Latn-ME"),
      ("sr-Latn", "sr-Latn-RS"),
      ("pt", "pt-Latn-BR"),
      ("es-419", "es-Latn-419"),
      ("en-001", "en-Latn-001"),
      ("und", "en-Latn-US"),
      ("und-Arab", "ar-Arab-EG"),
      ("und-TW", "zh-Hant-TW"),
      ("und-419", "es-Latn-419"),
      ("az-IR", "az-Arab-IR"),
      ("pa-PK", "pa-Arab-PK"),
      ("ku", "ku-Latn-TR"),
      ("he", "he-Hebr-IL"),
      ("nb", "nb-Latn-NO"),
      ("no", "no-Latn-NO"),
      ("ca-ES-valencia", "ca-Latn-ES-valencia"),
      ("xq", "xq-Latn-US"),
      ("xq-Cyrl", "xq-Cyrl-RU"),
    ])
  func maximizes(input: String, maximized: String) throws {
    #expect(try LanguageTag(parsing: input).maximized.identifier == maximized)
  }

  @Test(
    "Minimizes, favoring the region by default",
    arguments: [
      ("en-Latn-US", "en", "en"),
      ("zh-Hant-TW", "zh-TW", "zh-Hant"),
      ("zh-Hans-CN", "zh", "zh"),
      ("zh-Hant-HK", "zh-HK", "zh-HK"),
      ("sr-Cyrl-RS", "sr", "sr"),
      ("sr-Latn-RS", "sr-Latn", "sr-Latn"),
      ("sr-Latn-ME", "sr-ME", "sr-ME"),
      ("pt-BR", "pt", "pt"),
      ("pt-PT", "pt-PT", "pt-PT"),
      ("en-GB", "en-GB", "en-GB"),
      ("ca-ES-valencia", "ca-valencia", "ca-valencia"),
    ])
  func minimizes(input: String, byRegion: String, byScript: String) throws {
    let tag = try LanguageTag(parsing: input)
    #expect(tag.minimized.identifier == byRegion)
    #expect(tag.minimized(favoringScript: true).identifier == byScript)
  }

  @Test(
    "Errors explain themselves",
    arguments: [
      (LanguageTagError.empty, "empty language tag"),
      (
        .notALanguage("Base"),
        "\"Base\" names no language (Base.lproj holds language-independent resources)"
      ),
      (.notALanguage("C"), "\"C\" names no language (the POSIX default locale)"),
      (.invalidSubtag("latn"), "invalid or misplaced subtag \"latn\" in language tag"),
    ])
  func errorDescriptions(error: LanguageTagError, message: String) {
    #expect(error.description == message)
  }
}
