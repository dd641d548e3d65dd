/// A small app's resources with one problem of every kind `lexicon lint` reports, as real files.
enum LintFixture {
  static let files: [String: String] = [
    "Other/pt-BR.lproj/Main.strings": #""a" = "\q";"# + "\n",
    "Other/Unnamed.xcstrings": #"{ "sourceLanguage" : "", "strings" : {}, "version" : "1.0" }"#,
    "Resources/en.lproj/Login.strings": """
    /* The title of the login screen */
    "title" = "Sign in";
    "welcome" = "Welcome, %@!";
    "count" = "%d items";
    "discount" = "50% off";
    "empty" = "";

    """,
    "Resources/ru.lproj/Login.strings": """
    "title" = "Войти";
    "welcome" = "С возвращением, %d!";
    "discount" = "%q скидка";
    "empty" = "Пусто";
    "old" = "Старое";
    "title" = "Вход";

    """,
    "Resources/de.lproj/Login.strings": """
    "title" = "Anmelden";
    "welcome" = "Willkommen, %@!";
    "count" = "%d Einträge";
    "discount" = "50 % Rabatt";
    "empty" = "Leer";

    """,
    "Resources/en-GB.lproj/Login.strings": """
    "title" = "Sign in, please";

    """,
    "Resources/en.lproj/Inbox.stringsdict": StringsDictText.entry(
      "unread", format: "%#@messages@", variable: "messages",
      forms: [("one", "%d unread message"), ("other", "%d unread messages")]),
    "Resources/ru.lproj/Inbox.stringsdict": StringsDictText.entry(
      "unread", format: "%#@messages@", variable: "messages",
      forms: [
        ("one", "%d непрочитанное сообщение"), ("two", "%d непрочитанных сообщения"),
        ("other", "%d непрочитанных сообщений"),
      ]),
    "Resources/en.lproj/Broken.stringsdict": """
    <plist><dict>
    <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>x</strin></dict>
    <key>b</key><dict><key>NSStringLocalizedFormatKey</key><string>y</string></dict>
    <key>c</key><dict><key>NSStringLocalizedFormatKey</key><strng>z</strng></dict>
    </dict></plist>

    """,
    "Resources/Settings.xcstrings": """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Done" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Fertig" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "" } }
          }
        },
        "%lld devices" : {
          "localizations" : {
            "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "new", "value" : "%lld appareil" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld appareils" } }
            } } }
          }
        },
        "Internal" : { "shouldTranslate" : false }
      },
      "version" : "1.0"
    }

    """,
  ]
}

extension LintFixture {
  /// What `lexicon lint` reports on ``files``, paths relative to the fixture's folder.
  static let findings = [
    #"Other/Unnamed.xcstrings:1:1: error: the catalog's "sourceLanguage" is empty [source-language]"#,
    #"Other/pt-BR.lproj/Main.strings:1:1: warning: table "Main" has no en or Base file to compare its translations (pt-BR) with; set developmentLanguage in .lexicon-lint.json if the app is written in another language [missing-source]"#,
    #"Other/pt-BR.lproj/Main.strings:1:8: warning: unknown escape '\q' is read as 'q', as Foundation does [parse-warning]"#,
    #"Resources/Settings.xcstrings:6:45: warning: "Done" in de is still needs_review [catalog-state]"#,
    #"Resources/Settings.xcstrings:7:69: warning: "Done" in fr is empty [empty-value]"#,
    #"Resources/Settings.xcstrings:10:5: error: "%lld devices" is not translated into de (Resources/Settings.xcstrings) [missing-translation]"#,
    #"Resources/Settings.xcstrings:12:35: error: "%lld devices" in fr: plural variable "plural" has no many form, which the fr plural rules need (for 1000000) [plural-missing-category]"#,
    #"Resources/Settings.xcstrings:13:48: warning: "%lld devices" in fr is still new [catalog-state]"#,
    #"Resources/en.lproj/Broken.stringsdict:1:1: error: table "Broken" is not translated into de: de.lproj has no Broken.stringsdict (1 key) [missing-translation]"#,
    #"Resources/en.lproj/Broken.stringsdict:1:1: error: table "Broken" is not translated into ru: ru.lproj has no Broken.stringsdict (1 key) [missing-translation]"#,
    #"Resources/en.lproj/Broken.stringsdict:2:65: error: expected </string> [parse-error]"#,
    #"Resources/en.lproj/Broken.stringsdict:4:56: error: unknown property-list element <strng> [parse-error]"#,
    #"Resources/en.lproj/Inbox.stringsdict:1:1: error: table "Inbox" is not translated into de: de.lproj has no Inbox.stringsdict (1 key) [missing-translation]"#,
    #"Resources/en.lproj/Login.strings:4:11: error: "count" is not translated into ru (Resources/ru.lproj/Login.strings) [missing-translation]"#,
    #"Resources/en.lproj/Login.strings:6:11: warning: "empty" in en is empty [empty-value]"#,
    #"Resources/ru.lproj/Inbox.stringsdict:9:5: error: "unread" in ru: plural variable "messages" has no few, many form, which the ru plural rules need (for 2, 5) [plural-missing-category]"#,
    #"Resources/ru.lproj/Inbox.stringsdict:16:7: warning: "unread" in ru: the two form of plural variable "messages" is never used: the ru plural rules have one, few, many, other [plural-unused-category]"#,
    #"Resources/ru.lproj/Login.strings:2:13: error: "welcome" in ru: translation uses %d for argument 1 where the source has %@ [format-mismatch]"#,
    #"Resources/ru.lproj/Login.strings:3:14: error: "discount" in ru: "%q" is not a format specifier [invalid-specifier]"#,
    #"Resources/ru.lproj/Login.strings:5:1: warning: "old" in ru is not in the source language en [extra-key]"#,
    #"Resources/ru.lproj/Login.strings:6:1: warning: duplicate key "title" (first defined on line 1); the last value wins [duplicate-key]"#,
  ]
}
