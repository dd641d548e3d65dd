import Foundation
import Lexicon

/// The inbox feature's keys: a table with the same name as the login feature's, in another
/// bundle — the two never mix.
public enum InboxStrings: String, Localizable {
  /// This module's own resources.
  public static var bundle: Bundle { .module }
  case title, unread
}
