import Foundation
import Lexicon
import LexiconRawFiles

/// Keys of the test target's own `Profile` table (`Tests/LexiconTestingTests/Resources`).
enum ProfileStrings: String, Localizable, CaseIterable {
  static var bundle: Bundle { .module }
  static var table: String { "Profile" }
  case title, welcome, help

  /// The runtime both suites run under: the target's bundle, English and Russian, starting in
  /// English, missing keys ignored.
  static let configuration = LocalizationConfiguration(
    providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
    supportedLanguages: ["en", "ru"], language: "en", onMissingKey: .ignore)
}
