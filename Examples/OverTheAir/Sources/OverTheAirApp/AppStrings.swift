import Foundation
import Lexicon

/// The app's keys, in its module's `Localizable` table.
enum AppStrings: String, Localizable, CaseIterable {
  case title = "app.title"
  case welcome = "app.welcome"

  static var bundle: Bundle { .module }
}
