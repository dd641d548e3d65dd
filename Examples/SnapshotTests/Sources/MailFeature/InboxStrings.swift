import Foundation
import Lexicon

/// The keys of the Inbox screen, in this module's `Inbox` table.
public enum InboxStrings: String, Localizable, CaseIterable {
  /// This module's resources.
  public static var bundle: Bundle { .module }
  /// `Inbox.strings` and `Inbox.stringsdict`.
  public static var table: String { "Inbox" }

  /// The screen's title.
  case title
  /// The greeting above the list: the user's name.
  case welcome
  /// The badge of unread messages: a count.
  case unread
  /// The button that archives every message.
  case archiveAll
  /// Shown when the inbox is empty.
  case emptyState
}
