import Foundation
import Lexicon
import LexiconRemote

// binary-cost-remote: what an app links to take strings over the air
// (`binary_cost_remote_bytes` is its size minus `binary-cost-lexicon`'s, see Benchmarks/README.md).
//
// The same screen as `binary-cost-lexicon`, with the remote content first in the chain: the title
// comes from the remote snapshot, the rest from the bundle. Everything `LexiconRemote` offers an
// app is used in `RemoteUse.swift`, which grows with the module. It prints what the other probes
// print; the harness checks the four lines before it trusts the size.

enum InboxStrings: String, Localizable {
  static var bundle: Bundle { .module }
  case title, welcome, files
}

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

print("\(InboxStrings.title)")
print(InboxStrings.welcome("Ann", 3))
print(InboxStrings.files(1))
print(InboxStrings.files(5))
