import Testing

@testable import Lexicon

/// The alias tables, written as `key=value` strings, read back as the dictionaries they were
/// written from: every entry, first and last of each line, and keys with spaces.
@Suite struct LanguageAliasesTests {
  @Test(arguments: [
    (LanguageAliases.languages, 106, "iw", "he"),
    (LanguageAliases.languages, 106, "lvs", "lv"),
    (LanguageAliases.languages, 106, "afr", "af"),
    (LanguageAliases.languages, 106, "zsm", "ms"),
    (LanguageAliases.languages, 106, "tgl", "fil"),
    (LanguageAliases.tags, 21, "art-lojban", "jbo"),
    (LanguageAliases.tags, 21, "i-lux", "lb"),
    (LanguageAliases.tags, 21, "zh-xiang", "hsn"),
    (LanguageAliases.appleLegacyNames, 80, "afrikaans", "af"),
    (LanguageAliases.appleLegacyNames, 80, "simplified chinese", "zh-Hans"),
    (LanguageAliases.appleLegacyNames, 80, "traditional chinese", "zh-Hant"),
    (LanguageAliases.appleLegacyNames, 80, "yiddish", "yi"),
  ])
  func tablesReadBack(table: [String: String], count: Int, key: String, value: String) {
    #expect(table.count == count)
    #expect(table[key] == value)
  }

  @Test(arguments: [
    LanguageAliases.languages, LanguageAliases.tags, LanguageAliases.appleLegacyNames,
  ])
  func keysAndValuesAreTrimmed(table: [String: String]) {
    let untrimmed = table.filter { key, value in
      key.first == " " || key.last == " " || key.contains("\n") || value.contains(" ")
        || value.contains("\n") || value.isEmpty
    }
    #expect(untrimmed.isEmpty)
  }
}
