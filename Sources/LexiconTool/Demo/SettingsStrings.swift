import Foundation
import Lexicon

/// The demo's settings screen keys, read from a String Catalog (`Settings.xcstrings`) by Lexicon's
/// own parser — on Linux too.
enum SettingsStrings: String, Localizable {
  static var bundle: Bundle { .module }
  static var table: String { "Settings" }

  case title, devices, storage, usage
}
