import Foundation
import Lexicon

/// The login feature's keys: `Localizable.strings` of this module's own resources.
public enum LoginStrings: String, Localizable {
  /// This module's own resources.
  public static var bundle: Bundle { .module }
  case title, subtitle
}
