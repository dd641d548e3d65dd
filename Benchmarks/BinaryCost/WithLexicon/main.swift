import Foundation
import Lexicon

// binary-cost-lexicon: what an app links to use the core (`binary_cost_bytes`, see
// Benchmarks/README.md).
//
// The README's quick start, smallest form: the target's `.strings` and `.stringsdict` files, from
// which `LexiconGeneratorPlugin` generates the keys (`LocalizableStrings`, reading `Bundle.module`)
// and compiles the tables at build time, a bootstrap, a plain key, a key formatted with `%@` and
// `%d`, and a `.stringsdict` plural (`%#@files@`) for 1 and 5. It prints what
// `binary-cost-foundation` prints; the harness checks the four lines before it trusts the size.

Localization.bootstrap(
  LocalizationConfiguration(developmentLanguage: "en", supportedLanguages: ["en"]))

print("\(LocalizableStrings.title)")
print(LocalizableStrings.welcome("Ann", 3))
print(LocalizableStrings.files(files: 1))
print(LocalizableStrings.files(files: 5))
