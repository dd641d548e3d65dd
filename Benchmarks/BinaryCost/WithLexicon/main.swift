import Foundation
import Lexicon

// binary-cost-lexicon: what an app links to use the core (`binary_cost_bytes`, see
// Benchmarks/README.md).
//
// The README's quick start, smallest form: a key enum over the target's own `Bundle.module`, a
// bootstrap, a plain key, a key formatted with `%@` and `%d`, and a `.stringsdict` plural
// (`%#@files@`) for 1 and 5. It prints what `binary-cost-foundation` prints; the harness checks the
// four lines before it trusts the size.

enum InboxStrings: String, Localizable {
  static var bundle: Bundle { .module }
  case title, welcome, files
}

Localization.bootstrap(
  LocalizationConfiguration(
    providers: [BundleProvider(bundle: .module)], developmentLanguage: "en",
    supportedLanguages: ["en"]))

print("\(InboxStrings.title)")
print(InboxStrings.welcome("Ann", 3))
print(InboxStrings.files(1))
print(InboxStrings.files(5))
