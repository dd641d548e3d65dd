import Lexicon
import LexiconPseudo
import LexiconTesting
import MailFeature
import XCTest

/// The Compose screen in XCTest, with a configured snapshot: the recipient's name, a width check
/// and the pseudo-locales (rendered once the runtime serves them).
final class ComposeScreenTests: XCTestCase {
  /// `__Snapshots__/ComposeScreenTests/testCompose.txt`.
  func testCompose() {
    var configuration = MailLocalization.configuration
    configuration.pseudoLocales = PseudoLocale.allCases  // a test's choice: off by default
    let runtime = Localization(configuration: configuration)
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
