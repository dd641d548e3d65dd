import Foundation
import Lexicon

/// The languages the mail feature ships and a runtime configuration reading its own bundle, for
/// the app's bootstrap and for the feature's tests.
public enum MailLocalization {
  /// English (the development language), Russian and Arabic.
  public static let languages = ["en", "ru", "ar"]

  /// The module's resources in ``languages``, nothing persisted, misses left to the caller.
  public static var configuration: LocalizationConfiguration {
    LocalizationConfiguration(
      providers: [BundleProvider(bundle: .module)], developmentLanguage: "en",
      supportedLanguages: languages, language: "en", onMissingKey: .ignore,
      onFormatProblem: .ignore, persistence: .none)
  }
}
