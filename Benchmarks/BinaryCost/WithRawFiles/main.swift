import Foundation
import Lexicon
import LexiconRawFiles

// binary-cost-raw: what an app links to read its raw table files at run time
// (`binary_cost_raw_files_bytes` is its size minus `binary-cost-lexicon`'s, see
// Benchmarks/README.md).
//
// `binary-cost-lexicon` with its tables left uncompiled (`"compileTables": false` in
// lexicon-generate.json: the plugin generates the same keys, `LocalizableStrings`, and compiles
// nothing), as an app whose tables ship as raw files: the bootstrap reads the `.strings` and
// `.stringsdict` files with `LexiconRawFiles`' readers. The two probes differ only in that, so
// their difference is what reading raw files costs. It prints what the other probes print; the
// harness checks the four lines before it trusts the size.

Localization.bootstrap(
  LocalizationConfiguration(tableFiles: .raw, developmentLanguage: "en", supportedLanguages: ["en"])
)

print("\(LocalizableStrings.title)")
print(LocalizableStrings.welcome("Ann", 3))
print(LocalizableStrings.files(files: 1))
print(LocalizableStrings.files(files: 5))
