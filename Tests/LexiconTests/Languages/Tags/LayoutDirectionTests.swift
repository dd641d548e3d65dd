import Lexicon
import Testing

@Suite struct LayoutDirectionTests {
  @Test(
    "Right-to-left languages",
    arguments: [
      "ar", "ar-EG", "he", "iw", "fa", "ur", "ps", "ckb", "dv", "yi", "syr", "ug", "sd", "ks",
      "az-Arab", "az-IR", "pa-Arab", "pa-PK", "uz-AF", "ms-Arab", "ku-Arab", "ha-Arab", "ff-Adlm",
      "nqo", "arc", "sam", "und-Arab", "mzn", "lrc", "bal", "he_IL.UTF-8",
    ])
  func rightToLeft(language: String) {
    #expect(LayoutDirection(language: language) == .rightToLeft)
    #expect(LanguageTag(language)?.layoutDirection == .rightToLeft)
  }

  @Test(
    "Left-to-right languages",
    arguments: [
      "en", "fr", "az", "az-Latn", "az-Cyrl", "ku", "pa", "ks-Deva", "sd-Deva", "ug-Cyrl", "uz",
      "tr", "zh-Hant", "ja", "hi", "am", "el", "ru", "sr-Latn", "mn", "mn-Mong", "xq", "und",
    ])
  func leftToRight(language: String) {
    #expect(LayoutDirection(language: language) == .leftToRight)
    #expect(LanguageTag(language)?.layoutDirection == .leftToRight)
  }

  @Test("Input that is not a language is left-to-right", arguments: ["", "Base", "C", "en--US"])
  func notALanguage(input: String) {
    #expect(LayoutDirection(language: input) == .leftToRight)
  }

  @Test(
    "Scripts",
    arguments: [
      ("Arab", LayoutDirection.rightToLeft), ("hebr", .rightToLeft), ("SYRC", .rightToLeft),
      ("Thaa", .rightToLeft), ("Nkoo", .rightToLeft), ("Adlm", .rightToLeft),
      ("Rohg", .rightToLeft), ("Latn", .leftToRight), ("Cyrl", .leftToRight),
      ("Hant", .leftToRight), ("Deva", .leftToRight), ("Zzzz", .leftToRight), ("", .leftToRight),
    ])
  func script(code: String, direction: LayoutDirection) {
    #expect(LayoutDirection(script: code) == direction)
  }
}
