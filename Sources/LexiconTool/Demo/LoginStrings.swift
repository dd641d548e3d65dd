import Foundation
import Lexicon

/// The demo's login screen keys, read from the tool's own resources (`Bundle.module`).
enum LoginStrings: String, Localizable {
  static var bundle: Bundle { .module }
  static var table: String { "Login" }

  case title, welcome, forgotPassword, promo
}
