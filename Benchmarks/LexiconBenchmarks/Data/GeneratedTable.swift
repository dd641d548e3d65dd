/// One generated table (such as `Settings`) in every language.
struct GeneratedTable: Sendable, Equatable {
  /// The table name: the file name without extension.
  let name: String
  /// The plain-text keys in file order.
  let keys: [String]
  /// The plural keys in file order (they live in the `.stringsdict`).
  let pluralKeys: [String]
  /// Comments written above some entries of the `.strings` files, by key.
  let comments: [String: String]
  /// Language → key → text.
  let texts: [String: [String: String]]
  /// Language → key → plural.
  let plurals: [String: [String: GeneratedPlural]]

  /// The number of keys, plain and plural.
  var count: Int { keys.count + pluralKeys.count }
}
