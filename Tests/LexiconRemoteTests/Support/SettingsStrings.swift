import Foundation
import Lexicon

/// The keys of a second screen, in a table of its own: `Settings` (the exposure tests).
enum SettingsStrings: String, Localizable, CaseIterable {
  static var table: String { "Settings" }
  static var bundle: Bundle { .main }

  case header
}
