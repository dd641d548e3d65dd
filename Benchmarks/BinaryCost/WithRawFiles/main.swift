import Foundation
import Lexicon
import LexiconRawFiles

// binary-cost-raw: what an app links to read its raw table files at run time
// (`binary_cost_raw_files_bytes` is its size minus `binary-cost-lexicon`'s, see
// Benchmarks/README.md).
//
// The quick start of an app whose tables are not compiled (an Xcode app target, a downloaded
// bundle): a hand-written key enum over the target's own `Bundle.module`, a bootstrap that reads
// the raw `.strings` and `.stringsdict` files with `LexiconFormats`' readers, a plain key, a key
// formatted with `%@` and `%d`, and a `.stringsdict` plural (`%#@files@`) for 1 and 5. It prints
// what the other probes print; the harness checks the four lines before it trusts the size.

enum InboxStrings: String, Localizable {
  static var bundle: Bundle { .module }
  case title, welcome, files
}

Localization.bootstrap(
  LocalizationConfiguration(
    providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
    supportedLanguages: ["en"]))

print("\(InboxStrings.title)")
print(InboxStrings.welcome("Ann", 3))
print(InboxStrings.files(1))
print(InboxStrings.files(5))
