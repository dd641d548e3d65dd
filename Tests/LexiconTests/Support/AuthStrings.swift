import Foundation
import Lexicon

/// The same table seen through a namespace: `AuthStrings.title` looks up `auth.title`.
enum AuthStrings: String, Localizable {
  static var bundle: Bundle { .module }
  static var table: String { "Login" }
  static var namespace: String? { "auth" }

  case title
}
