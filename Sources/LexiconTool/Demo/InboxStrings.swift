import Foundation
import Lexicon

/// The demo's inbox screen keys, read from the tool's own resources (`Bundle.module`).
enum InboxStrings: String, Localizable {
  static var bundle: Bundle { .module }
  static var table: String { "Inbox" }

  case title, unread, lastSync, archiveAll, emptyState

  var defaultValue: String? {
    self == .archiveAll ? "Archive all" : nil
  }
}
