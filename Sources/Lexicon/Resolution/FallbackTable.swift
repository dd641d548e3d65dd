/// Entries of a table found only in a fallback language — the app's development language (with
/// `Base`), or the development language of the key's own bundle — shown, and reported as misses.
struct FallbackTable: Sendable {
  /// The language the entries are written in: the one reported and whose plural rules apply.
  let language: String
  /// The entries, without keys an earlier tier already answers.
  let entries: StringTable
}
