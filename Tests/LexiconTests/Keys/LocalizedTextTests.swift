import Foundation
import LexiconTestSupport
import Testing

@testable import Lexicon

/// A key with its arguments, stored now and shown later in the language in force then.
@Suite struct LocalizedTextTests {
  @Test func itResolvesWhenReadNotWhenMade() throws {
    try InboxBundle.with { runtime in
      let title = LocalizedText(InboxKeys.title)
      let unread = LocalizedText(InboxKeys.unread, 1)
      let greeting = LocalizedText(InboxKeys.greeting, arguments: ["Ann"])
      func shown() -> [String] {
        Localization.withLocalization(runtime) {
          ["\(title)", "\(unread)", greeting.description]
        }
      }
      #expect(shown() == ["Inbox", "1 unread message", "Hello, Ann!"])
      runtime.setLanguage("ru")
      #expect(shown() == ["Входящие", "1 непрочитанное письмо", "Привет, Ann!"])
      // A pinned scope wins, as for any read.
      let pinned = Localization.withLocalization(runtime) {
        Localization.withLanguage("pt") { title.description }
      }
      #expect(pinned == "Caixa de entrada")
    }
  }

  @Test func verbatimTextIsTheSameInEveryLanguage() throws {
    try InboxBundle.with { runtime in
      let name = LocalizedText.verbatim("Ann")
      runtime.setLanguage("ru")
      #expect(Localization.withLocalization(runtime) { name.description } == "Ann")
    }
  }

  /// Equal when they name the same key with equal arguments, of the same types.
  @Test func equality() {
    #expect(LocalizedText(InboxKeys.title) == LocalizedText(InboxKeys.title))
    #expect(LocalizedText(InboxKeys.unread, 3) == LocalizedText(InboxKeys.unread, arguments: [3]))
    #expect(LocalizedText(InboxKeys.unread, 3) != LocalizedText(InboxKeys.unread, 4))
    #expect(LocalizedText(InboxKeys.unread, 3) != LocalizedText(InboxKeys.unread, "3"))
    #expect(LocalizedText(InboxKeys.unread, 3) != LocalizedText(InboxKeys.unread, 3.0))
    #expect(LocalizedText(InboxKeys.title) != LocalizedText(InboxKeys.greeting))
    #expect(LocalizedText(InboxKeys.title) != LocalizedText(LoginStrings.title))
    #expect(LocalizedText(InboxKeys.title) != LocalizedText.verbatim("title"))
    #expect(LocalizedText.verbatim("Ann") == LocalizedText.verbatim("Ann"))
  }
}
