import Foundation
import Lexicon

/// Keys of the test target's own `Login` table (`Tests/LexiconTests/Resources/*.lproj`).
enum LoginStrings: String, Localizable {
  static var bundle: Bundle { .module }
  static var table: String { "Login" }

  case title, welcome, discount, onlyEnglish, baseOnly, missing, withDefault

  var defaultValue: String? {
    self == .withDefault ? "Default text" : nil
  }
}
