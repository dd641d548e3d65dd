import Lexicon
import LexiconTesting
import MailFeature
import Testing

/// The Inbox screen in every language, in Swift Testing: the suite's trait gives each test a
/// runtime of its own reading the feature's bundle.
@Suite(.localization(MailLocalization.configuration))
struct InboxScreenTests {
  /// `__Snapshots__/InboxScreenTests/inbox.txt`.
  @Test func inbox() {
    assertLocalizedSnapshot(of: InboxStrings.self, languages: MailLocalization.languages)
  }
}
