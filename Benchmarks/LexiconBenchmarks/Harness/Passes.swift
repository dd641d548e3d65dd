import Foundation
import Lexicon

/// The measured loops, each `@inline(never)` so a call is one opaque unit of work whose result
/// feeds the ``Sink``: the optimizer can neither hoist the lookups out of the runner's loop nor
/// delete them.
enum Passes {
  /// `key.description` for every key, through the runtime in scope (the shared one).
  @inline(never)
  static func lexicon<Key: Localizable>(_ keys: [Key]) -> Int {
    var checksum = 0
    for key in keys {
      checksum &+= key.description.utf8.count
    }
    return checksum
  }

  /// `dictionary[key.rawValue]` for every key: the baseline.
  @inline(never)
  static func dictionary<Key: RawRepresentable>(_ keys: [Key], in dictionary: [String: String])
    -> Int where Key.RawValue == String
  {
    var checksum = 0
    for key in keys {
      checksum &+= dictionary[key.rawValue]?.utf8.count ?? 0
    }
    return checksum
  }

  /// `dictionary[key.key]` for every key: the baseline of keys that are not `RawRepresentable`
  /// (the indexed keys, which carry their key).
  @inline(never)
  static func dictionary<Key: Localizable>(keys: [Key], in dictionary: [String: String]) -> Int {
    var checksum = 0
    for key in keys {
      checksum &+= dictionary[key.key]?.utf8.count ?? 0
    }
    return checksum
  }

  /// Foundation's lookup of every key in the key type's table.
  @inline(never)
  static func foundation<Key: Localizable & RawRepresentable>(_ keys: [Key], in bundle: Bundle)
    -> Int where Key.RawValue == String
  {
    var checksum = 0
    let table = Key.table
    for key in keys {
      checksum &+= bundle.localizedString(forKey: key.rawValue, value: nil, table: table).utf8.count
    }
    return checksum
  }
}
