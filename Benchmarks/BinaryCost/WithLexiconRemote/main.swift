import Foundation
import Lexicon
import LexiconRemote

// binary-cost-remote: what an app links to take strings over the air
// (`binary_cost_remote_bytes` is its size minus `binary-cost-lexicon`'s, see Benchmarks/README.md).
//
// The same screen as `binary-cost-lexicon` (keys generated and tables compiled by
// `LexiconGeneratorPlugin`), with the remote content first in the chain: the title comes from the
// remote snapshot, the rest from the bundle's compiled table. Everything `LexiconRemote` offers an
// app is used in `RemoteUse.swift`, which grows with the module. It prints what the other probes
// print; the harness checks the four lines before it trusts the size.

let remote: any StringProvider
do {
  remote = try await RemoteUse.provider()
} catch {
  FileHandle.standardError.write(Data("binary-cost-remote: \(error)\n".utf8))
  exit(1)
}
Localization.bootstrap(
  LocalizationConfiguration(
    providers: [remote, BundleProvider(bundle: .module)], developmentLanguage: "en",
    supportedLanguages: ["en"]))

print("\(LocalizableStrings.title)")
print(LocalizableStrings.welcome("Ann", 3))
print(LocalizableStrings.files(files: 1))
print(LocalizableStrings.files(files: 5))
