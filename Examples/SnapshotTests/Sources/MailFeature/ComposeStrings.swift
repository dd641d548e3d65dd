import Foundation
import Lexicon

/// The keys of the Compose screen, in this module's `Compose` table.
public enum ComposeStrings: String, Localizable, CaseIterable {
  /// This module's resources.
  public static var bundle: Bundle { .module }
  /// `Compose.strings` and `Compose.stringsdict`.
  public static var table: String { "Compose" }

  /// The screen's title.
  case title
  /// The button that sends the message.
  case send
  /// The attachments row: a count.
  case attachments
  /// The alert before discarding a draft: the recipient's name.
  case discardDraft
  /// The signature appended to messages; shipped in code until translators add it.
  case signature

  /// The in-code signature.
  public var defaultValue: String? {
    self == .signature ? "Sent with Lexicon Mail" : nil
  }
}
