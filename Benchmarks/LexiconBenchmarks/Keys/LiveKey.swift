import Lexicon

/// The key a translator edits in `remote_live_latency_ms`, in the `Live` table.
enum LiveKey: String, Localizable, CaseIterable {
  static var table: String { "Live" }

  case title = "live.title"
}
