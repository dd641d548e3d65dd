import Lexicon
import LexiconTesting
import MailFeature
import XCTest

/// The Compose screen in XCTest, with a configured snapshot: the recipient's name, a width check
/// and the pseudo-locales (rendered once the runtime serves them).
final class ComposeScreenTests: XCTestCase {
  /// `__Snapshots__/ComposeScreenTests/testCompose.txt`.
  func testCompose() {
    let runtime = Localization(configuration: MailLocalization.configuration)
    Localization.withLocalization(runtime) {
      assertLocalizedSnapshot(
        of: ComposeStrings.self,
        as: LocalizationSnapshot(languages: MailLocalization.languages)
          .arguments("Ann", for: ComposeStrings.discardDraft)
          .checkingWidth(maximumPercent: 140, ignoringSourcesShorterThan: 8)
          .includingPseudoLocales())
    }
  }
}
