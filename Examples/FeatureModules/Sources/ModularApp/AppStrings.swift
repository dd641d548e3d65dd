import Foundation
import Lexicon

/// The app's own keys, in its own `Localizable` table — the same table name, and the same `title`
/// key, as the feature modules use, in another bundle.
enum AppStrings: String, Localizable {
  /// This executable's own resources.
  static var bundle: Bundle { .module }
  case title
}
