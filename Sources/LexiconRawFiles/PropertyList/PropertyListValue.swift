import Lexicon
import LexiconReading

/// A property-list value with the place it was read from, as the XML reader (or the binary
/// reader, without places) produces it.
///
/// Scalars keep their text: Lexicon reads strings, and only names the other kinds in messages.
struct PropertyListValue: Sendable {
  /// The kind of value and its contents.
  enum Kind: Sendable {
    case string(String)
    case integer(String)
    case real(String)
    case boolean(Bool)
    case date(String)
    case data(String)
    case array([PropertyListValue])
    case dictionary([Entry])
  }

  /// One key and value of a dictionary, in file order (duplicates are kept).
  struct Entry: Sendable {
    /// The key.
    var key: String
    /// The byte offset of the `<key>` element, or `nil` without positions.
    var keyOffset: Int?
    /// The value.
    var value: PropertyListValue
  }

  /// The value.
  var kind: Kind
  /// The byte offset of the value's element, or `nil` when the input has no positions.
  var offset: Int?

  /// The string, when the value is one.
  var string: String? {
    if case .string(let string) = kind { return string }
    return nil
  }

  /// The entries, when the value is a dictionary.
  var entries: [Entry]? {
    if case .dictionary(let entries) = kind { return entries }
    return nil
  }

  /// The last value given for `key`, when the value is a dictionary.
  func entry(_ key: String) -> Entry? {
    entries?.last { $0.key == key }
  }

  /// The kind's name with an article, for messages: `a string`, `a dictionary`, ...
  var kindDescription: String {
    switch kind {
    case .string: return "a string"
    case .integer: return "an integer"
    case .real: return "a real number"
    case .boolean: return "a boolean"
    case .date: return "a date"
    case .data: return "data"
    case .array: return "an array"
    case .dictionary: return "a dictionary"
    }
  }
}
