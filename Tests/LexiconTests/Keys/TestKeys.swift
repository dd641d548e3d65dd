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

/// The same table seen through a namespace: `AuthStrings.title` looks up `auth.title`.
enum AuthStrings: String, Localizable {
  static var bundle: Bundle { .module }
  static var table: String { "Login" }
  static var namespace: String? { "auth" }

  case title
}

/// Keys of the default `Localizable` table in the main bundle, which has none in tests.
enum PlainStrings: String, Localizable {
  case greeting
}
