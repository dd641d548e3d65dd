/// The lines of one language in a localization snapshot: a header describing the language, then
/// one row per text, or notes instead of rows.
struct SnapshotBlock: Sendable, Hashable {
  /// The header line, without its `# ` prefix: the language and what to know about it.
  var header: String
  /// Lines under the header, without their `# ` prefix, such as why there are no rows.
  var notes: [String] = []
  /// The texts.
  var rows: [SnapshotRow]
}
