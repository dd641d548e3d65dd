/// One line of a localization snapshot: a text of one key in one language, with its label and
/// the markers a reviewer must see.
struct SnapshotRow: Sendable, Hashable {
  /// The language, as a canonical tag.
  var language: String
  /// The key, followed by the plural category and count the line shows (`unread · few (2)`).
  var label: String
  /// The markers shown before the text, without their brackets (`en`, `missing`).
  var markers: [String]
  /// The text as users see it, before escaping.
  var text: String
}
