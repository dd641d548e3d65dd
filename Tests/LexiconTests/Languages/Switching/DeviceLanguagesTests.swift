import Lexicon
import Testing

@Suite struct DeviceLanguagesTests {
  @Test(
    "Reads POSIX locale variables",
    arguments: [
      (["LANG": "ru_RU.UTF-8"], ["ru-RU"]),
      (["LANG": "pt_BR.ISO-8859-1"], ["pt-BR"]),
      (["LANG": "sr_RS@latin"], ["sr-Latn-RS"]),
      (["LANG": "de_DE.UTF-8@euro"], ["de-DE"]),
      (["LANGUAGE": "pt_BR:pt:en", "LANG": "pt_BR.UTF-8"], ["pt-BR", "pt", "en"]),
      (["LANGUAGE": "fr:de", "LANG": "en_US.UTF-8"], ["fr", "de", "en-US"]),
      (["LANGUAGE": "fr::", "LANG": ""], ["fr"]),
      (["LANGUAGE": "fr"], ["fr"]),
      (["LC_ALL": "ja_JP.UTF-8", "LC_MESSAGES": "ko_KR", "LANG": "en_US"], ["ja-JP"]),
      (["LC_MESSAGES": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], ["ko-KR"]),
      (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "nb_NO.UTF-8"], ["nb-NO"]),
      (["LC_ALL": "C.UTF-8", "LANG": "fr_FR"], ["en-001"]),
      (["LANG": "C"], ["en-001"]),
      (["LANG": "POSIX"], ["en-001"]),
      (["LANGUAGE": "C", "LANG": "C.UTF-8"], ["en-001"]),
      (["LANG": "iw_IL.UTF-8"], ["he-IL"]),
      (["LANGUAGE": "zh_TW:zh_CN", "LANG": "zh_TW.UTF-8"], ["zh-TW", "zh-CN"]),
      (["HOME": "/root"], ["en-001"]),
      ([:], ["en-001"]),
    ])
  func environment(variables: [String: String], expected: [String]) {
    #expect(DeviceLanguages.fromEnvironment(variables, fallback: ["en-001"]) == expected)
  }

  @Test("Falls back to nothing when the fallback is empty too")
  func emptyFallback() {
    #expect(DeviceLanguages.fromEnvironment(["LANG": "C"], fallback: []) == [])
  }

  @Test(
    "Canonicalizes the system list",
    arguments: [
      (["en-US", "fr-FR"], ["en-US", "fr-FR"]),
      (["zh-Hant-TW", "en_GB", "en-GB"], ["zh-Hant-TW", "en-GB"]),
      (["en-001"], ["en-001"]),
      (["Base", "", "iw"], ["he"]),
    ])
  func system(languages: [String], expected: [String]) {
    #expect(DeviceLanguages.fromSystem(languages) == expected)
  }

  @Test("The current list holds only canonical, distinct tags")
  func current() {
    let languages = DeviceLanguages.current
    #expect(!languages.isEmpty)
    #expect(Set(languages).count == languages.count)
    for language in languages {
      #expect(LanguageTag(language)?.identifier == language)
    }
  }
}
