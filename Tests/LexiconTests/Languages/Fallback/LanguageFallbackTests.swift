import Lexicon
import Testing

@Suite struct LanguageFallbackTests {
  @Test(
    "Follows CLDR parent locales",
    arguments: [
      ("pt-BR", ["pt-BR", "pt"]),
      ("pt_BR", ["pt-BR", "pt"]),
      ("pt", ["pt"]),
      ("pt-PT", ["pt-PT", "pt"]),
      ("pt-AO", ["pt-AO", "pt-PT", "pt"]),
      ("en", ["en"]),
      ("en-US", ["en-US", "en"]),
      ("en-AU", ["en-AU", "en-001", "en"]),
      ("en-GB", ["en-GB", "en-001", "en"]),
      ("en-AT", ["en-AT", "en-150", "en-001", "en"]),
      ("en-001", ["en-001", "en"]),
      ("en-US-POSIX", ["en-US-posix", "en-US", "en"]),
      ("en-Latn-US", ["en-Latn-US", "en-US", "en"]),
      ("es-MX", ["es-MX", "es-419", "es"]),
      ("es-419", ["es-419", "es"]),
      ("es-ES", ["es-ES", "es"]),
      ("fr-CA", ["fr-CA", "fr"]),
      ("de-DE-u-co-phonebk", ["de-DE", "de"]),
      ("ca-ES-valencia", ["ca-ES-valencia", "ca-ES", "ca"]),
      ("zh-TW", ["zh-TW", "zh-Hant-TW", "zh-Hant"]),
      ("zh_TW", ["zh-TW", "zh-Hant-TW", "zh-Hant"]),
      ("zh-HK", ["zh-HK", "zh-Hant-HK", "zh-Hant"]),
      ("zh-MO", ["zh-MO", "zh-Hant-MO", "zh-Hant-HK", "zh-HK", "zh-Hant"]),
      ("zh-Hant-HK", ["zh-Hant-HK", "zh-HK", "zh-Hant"]),
      ("zh-Hant-TW", ["zh-Hant-TW", "zh-TW", "zh-Hant"]),
      ("zh-Hant", ["zh-Hant"]),
      ("zh-Hans", ["zh-Hans", "zh"]),
      ("zh-Hans-CN", ["zh-Hans-CN", "zh-CN", "zh-Hans", "zh"]),
      ("zh-CN", ["zh-CN", "zh-Hans-CN", "zh-Hans", "zh"]),
      ("zh_CN", ["zh-CN", "zh-Hans-CN", "zh-Hans", "zh"]),
      ("zh", ["zh", "zh-Hans"]),
      ("zh-Hans-HK", ["zh-Hans-HK", "zh-Hans", "zh"]),
      ("sr", ["sr", "sr-Cyrl"]),
      ("sr-RS", ["sr-RS", "sr-Cyrl-RS", "sr-Cyrl", "sr"]),
      ("sr-Latn", ["sr-Latn"]),
      ("sr-Latn-BA", ["sr-Latn-BA", "sr-Latn"]),
      ("sr-ME", ["sr-ME", "sr-Latn-ME", "sr-Latn"]),
      ("uz-AF", ["uz-AF", "uz-Arab-AF", "uz-Arab"]),
      ("az-Arab", ["az-Arab"]),
      ("pa-PK", ["pa-PK", "pa-Arab-PK", "pa-Arab"]),
      ("nb", ["nb", "no"]),
      ("nb-NO", ["nb-NO", "nb", "no"]),
      ("no", ["no", "nb"]),
      ("nn", ["nn", "no", "nb"]),
      ("iw", ["he"]),
      ("iw_IL", ["he-IL", "he"]),
      ("in", ["id"]),
      ("tl", ["fil"]),
      ("ht", ["ht", "fr-HT", "fr"]),
      ("hi-Latn", ["hi-Latn", "en-IN", "en-001", "en"]),
      ("English", ["en"]),
      ("xq-YY", ["xq-YY", "xq"]),
      ("und", ["und"]),
      ("Base", ["Base"]),
      (" Base ", ["Base"]),
      ("en--US", ["en--US"]),
      ("", []),
    ])
  func chain(language: String, expected: [String]) {
    #expect(LanguageFallback.chain(for: language) == expected)
  }

  @Test("A cached chain is the same chain")
  func cached() {
    let first = LanguageFallback.chain(for: "es-AR")
    #expect(first == ["es-AR", "es-419", "es"])
    #expect(LanguageFallback.chain(for: "es-AR") == first)
  }
}
