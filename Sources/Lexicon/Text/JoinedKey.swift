/// Several strings as one `String`: the key the package's caches and report sets use where a
/// `Hashable` struct of strings would do.
///
/// `String`-keyed dictionaries and sets share one copy of the standard library's code in the
/// binary, where each key type of ours would add its own (about 5 KB for a dictionary, as much
/// again for a set), plus a conformance the Swift runtime looks up the first time the type is
/// used, at launch.
///
/// The parts are joined by `:`, each written in ASCII: a byte outside ASCII, `%` and `:` are
/// written as `%` and two hexadecimal digits. So a key holds no `:` but its separators, and, being
/// ASCII, equals another key only byte for byte (`String` compares other text by canonical
/// equivalence, under which spellings such as OHM SIGN and GREEK CAPITAL LETTER OMEGA, of
/// different lengths, could shift one part's end into the next). No two lists of parts make the
/// same key. Parts are kept exactly as written: two spellings of one text are two parts, as two
/// spellings of a file's path are two files.
///
/// ```swift
/// let key = JoinedKey.make("/App/Inbox.bundle", "Localizable")  // "/App/Inbox.bundle:Localizable"
/// JoinedKey.make("Café", "a:b")                                 // "Caf%C3%A9:a%3Ab"
/// JoinedKey.prefix(first: "/App/Inbox.bundle")                // "/App/Inbox.bundle:"
/// ```
package enum JoinedKey {
  /// The key of two parts.
  package static func make(_ first: String, _ second: String) -> String {
    var key = ""
    key.reserveCapacity(first.utf8.count + second.utf8.count + 1)
    append(first, to: &key)
    key += ":"
    append(second, to: &key)
    return key
  }

  /// The key of three parts.
  package static func make(_ first: String, _ second: String, _ third: String) -> String {
    var key = make(first, second)
    key += ":"
    append(third, to: &key)
    return key
  }

  /// The start of every key made by ``make(_:_:)`` or ``make(_:_:_:)`` whose first part is
  /// `part`, and of no other: a part holds no `:` once written.
  package static func prefix(first part: String) -> String {
    var prefix = ""
    append(part, to: &prefix)
    prefix += ":"
    return prefix
  }

  /// Appends `part` written in ASCII, `%` and `:` escaped.
  private static func append(_ part: String, to key: inout String) {
    if part.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "%") && $0 != UInt8(ascii: ":") }) {
      key += part
      return
    }
    let digits = Array("0123456789ABCDEF".utf8)
    var escaped: [UInt8] = []
    escaped.reserveCapacity(part.utf8.count * 3)
    for byte in part.utf8 {
      if byte < 0x80 && byte != UInt8(ascii: "%") && byte != UInt8(ascii: ":") {
        escaped.append(byte)
      } else {
        escaped += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
      }
    }
    key += String(decoding: escaped, as: UTF8.self)
  }
}
