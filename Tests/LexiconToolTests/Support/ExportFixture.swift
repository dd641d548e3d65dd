import Foundation
import Lexicon
import LexiconFormats

/// The resource files `lexicon export` tests publish: three tables in four languages and every
/// kind of file and value — `.strings` (with `Base.lproj`), `.stringsdict` plurals of one and two
/// variables, a String Catalog with a plural variation — and keys holding every character a
/// Firebase key cannot (`. $ # [ ] /` and `%`).
enum ExportFixture {
  /// The tables and the languages each is written in (as the app reads them).
  static let tables = ["Login", "Inbox", "Settings"]
  static let languages = ["ar", "en", "ru"]

  static let files: [String: String] = [
    "Resources/Base.lproj/Login.strings": #"""
    "login.footer" = "© Example";
    "login.title" = "Sign in (Base)";
    """#,
    "Resources/en.lproj/Login.strings": #"""
    /* The sign-in screen. */
    "login.title" = "Sign in";
    "login.welcome" = "Welcome back, %@!";
    "price.$" = "Price: %.2f $";
    "100%" = "Full";
    "a/b[0]#x" = "An odd key";
    """#,
    "Resources/ru.lproj/Login.strings": #"""
    "login.title" = "Войти";
    "login.welcome" = "С возвращением, %@!";
    "price.$" = "Цена: %.2f $";
    "100%" = "Полностью";
    "a/b[0]#x" = "Странный ключ";
    """#,
    "Resources/ar.lproj/Login.strings": #"""
    "login.title" = "تسجيل الدخول";
    "login.welcome" = "مرحبًا بعودتك، %@!";
    """#,
    "Resources/en.lproj/Inbox.strings": #"""
    "inbox.title" = "Inbox";
    """#,
    "Resources/ru.lproj/Inbox.strings": #"""
    "inbox.title" = "Входящие";
    """#,
    "Resources/en.lproj/Inbox.stringsdict": StringsDictText.entry(
      "inbox.unread", format: "%#@messages@", variable: "messages",
      forms: [("one", "%d unread message"), ("other", "%d unread messages")]),
    "Resources/ru.lproj/Inbox.stringsdict": StringsDictText.entry(
      "inbox.unread", format: "%#@messages@", variable: "messages",
      forms: [
        ("one", "%d непрочитанное сообщение"), ("few", "%d непрочитанных сообщения"),
        ("many", "%d непрочитанных сообщений"), ("other", "%d непрочитанного сообщения"),
      ]),
    "Resources/Settings.xcstrings": #"""
    {
      "sourceLanguage" : "en",
      "version" : "1.0",
      "strings" : {
        "settings.title" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "Настройки" } },
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "الإعدادات" } }
          }
        },
        "settings.devices" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld device" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld devices" } }
            } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld устройство" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld устройства" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld устройств" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld устройства" } }
            } } },
            "ar" : { "variations" : { "plural" : {
              "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا أجهزة" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "جهاز واحد" } },
              "two" : { "stringUnit" : { "state" : "translated", "value" : "جهازان" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld أجهزة" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld جهازًا" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld جهاز" } }
            } } }
          }
        }
      }
    }
    """#,
  ]

  /// The values the app reads from the files, by language, table and key: what a device must
  /// resolve after an over-the-air refresh. Read with the runtime's own parsers, `Base` under the
  /// development language.
  static func values(in folder: URL) throws -> [String: [String: [String: LocalizedValue]]] {
    var values: [String: [String: [String: LocalizedValue]]] = [:]
    // Base first: the development language's own files win over it.
    let paths = files.keys.sorted {
      ($0.contains("Base") ? 0 : 1, $0) < ($1.contains("Base") ? 0 : 1, $1)
    }
    for path in paths {
      let url = folder.appendingPathComponent(path)
      guard let kind = LocalizationFileKind(pathExtension: url.pathExtension) else { continue }
      let table = url.deletingPathExtension().lastPathComponent
      switch LocalizationFile.parse(try Data(contentsOf: url), kind: kind, path: path) {
      case .table(let parsed):
        var language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
        if language == "Base" { language = "en" }
        values[language, default: [:]][table, default: [:]].merge(parsed.table.entries) {
          _, new in new
        }
      case .catalog(let catalog):
        for (language, parsed) in catalog.tables {
          values[language, default: [:]][table, default: [:]].merge(parsed.entries) { _, new in new
          }
        }
      }
    }
    return values
  }
}
