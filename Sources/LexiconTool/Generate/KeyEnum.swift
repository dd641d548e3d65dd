/// One generated key type: the keys of a table, or of one key prefix of a table.
struct KeyEnum: Sendable, Hashable {
  /// The type's name, such as `LoginStrings`.
  var typeName: String
  /// The table the keys are in.
  var table: String
  /// The development language the texts are written in.
  var language: String
  /// The keys, sorted by key.
  var keys: [GeneratedKey]

  /// The keys without arguments: the cases.
  var plainKeys: [GeneratedKey] { keys.filter { !$0.takesArguments } }
  /// The keys with arguments: the functions, and the cases of `Templates`.
  var formattedKeys: [GeneratedKey] { keys.filter(\.takesArguments) }
}
