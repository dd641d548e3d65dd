// Lexicon quick start. Open Package.swift in Xcode and run this page, or let CI compile and run
// it on Linux against the library (Scripts/check-playground.sh).
import Foundation
import Lexicon

// 1. Each screen declares its own typed keys.
enum LoginStrings: String, Localizable {
  static var table: String { "Login" }
  case title, welcome, promo
}

enum InboxStrings: String, Localizable {
  static var table: String { "Inbox" }
  case title, unread, onlyInEnglish
}

// 2. Bootstrap once at launch. An app passes `BundleProvider()` (each key type's own bundle; the
//    default) or pins its `.module`; this page keeps its strings in memory.
let unread = PluralString(
  format: "%#@messages@",
  variables: [
    "messages": PluralVariable(
      formatSpecifier: "d",
      variants: [.one: "%d unread message", .other: "%d unread messages"])
  ])
let unreadRussian = PluralString(
  format: "%#@messages@",
  variables: [
    "messages": PluralVariable(
      formatSpecifier: "d",
      variants: [
        .one: "%d непрочитанное сообщение", .few: "%d непрочитанных сообщения",
        .many: "%d непрочитанных сообщений", .other: "%d непрочитанного сообщения",
      ])
  ])
let strings = InMemoryProvider(values: [
  "en": [
    "Login": [
      "title": .text("Sign in"), "welcome": .text("Welcome, %@!"), "promo": .text("40% off"),
    ],
    "Inbox": [
      "title": .text("Inbox"), "unread": .plural(unread), "onlyInEnglish": .text("English only"),
    ],
  ],
  "ru": [
    "Login": [
      "title": .text("Войти"), "welcome": .text("Добро пожаловать, %@!"),
      "promo": .text("Скидка 40%"),
    ],
    "Inbox": ["title": .text("Входящие"), "unread": .plural(unreadRussian)],
  ],
])
Localization.bootstrap(
  LocalizationConfiguration(
    providers: [strings], developmentLanguage: "en", supportedLanguages: ["en", "ru"],
    language: "en", onMissingKey: .ignore, persistence: .none))

// 3. Interpolation resolves the text; arguments format it; plurals follow the app's language.
print("\(LoginStrings.title)")  // Sign in
print(LoginStrings.welcome("Ann"))  // Welcome, Ann!
print("\(LoginStrings.promo)")  // 40% off — text without arguments is never formatted
print(InboxStrings.unread(1), "/", InboxStrings.unread(5))  // 1 unread message / 5 unread messages

// 4. Switch the language at run time; observers hear about it after the switch.
let observation = Localization.shared.observe { language in
  print("now in \(language): \(LoginStrings.title)")
}
Localization.shared.setLanguage("ru")  // now in ru: Войти
// Russian plural rules, because the app is in Russian (whatever the device's language):
print(InboxStrings.unread(2), "/", InboxStrings.unread(5), "/", InboxStrings.unread(21))
print("\(InboxStrings.onlyInEnglish)")  // English only — missing in Russian: English is shown
observation.cancel()

// 5. Tests and previews pin a language in a scope instead of writing global state.
let english = Localization.withLanguage("en") { "\(InboxStrings.title)" }
print(english)  // Inbox
