/// Several strings as one `String`: the key the package's caches and report sets use where a
/// `Hashable` struct of strings would do.
///
/// `String`-keyed dictionaries and sets share one copy of the standard library's code in the
/// binary, where each key type of ours would add its own (about 5 KB for a dictionary, as much
/// again for a set), plus a conformance the Swift runtime looks up the first time the type is
/// used, at launch.
///
/// Every part but the last is written behind its length in UTF-8 bytes, so the joining is one to
/// one whatever characters the parts hold: no two lists of parts make the same key.
///
/// ```swift
/// let key = JoinedKey.make("/App/Inbox.bundle", "Localizable")  // "17:/App/Inbox.bundleLocalizable"
/// JoinedKey.first(of: key)                                       // "/App/Inbox.bundle"
/// ```
package enum JoinedKey {
  /// The key of two parts.
  package static func make(_ first: String, _ second: String) -> String {
    let length = String(first.utf8.count)
    var key = ""
    key.reserveCapacity(length.utf8.count + 1 + first.utf8.count + second.utf8.count)
    key += length
    key += ":"
    key += first
    key += second
    return key
  }

  /// The key of three parts.
  package static func make(_ first: String, _ second: String, _ third: String) -> String {
    make(first, make(second, third))
  }

  /// The first part of a key made by ``make(_:_:)`` or ``make(_:_:_:)``, or `nil` when `key` was
  /// not made by them.
  package static func first(of key: String) -> Substring? {
    let bytes = key.utf8
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon != bytes.startIndex,
      bytes[..<colon].allSatisfy({ (0x30...0x39).contains($0) }), let length = Int(key[..<colon])
    else { return nil }
    let start = bytes.index(after: colon)
    guard let end = bytes.index(start, offsetBy: length, limitedBy: bytes.endIndex) else {
      return nil
    }
    return key[start..<end]
  }
}
