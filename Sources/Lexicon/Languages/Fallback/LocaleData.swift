/// CLDR locale data: parent locales and likely subtags.
///
/// The raw tables live in the generated `LocaleData+CLDR.swift` as compact string literals (one
/// literal per table compiles in milliseconds, where thousands of tuple literals would not; the
/// bare three-letter languages of likely subtags are packed two bytes a key). Each table is
/// parsed once, on first use, by a `static let` initializer; Swift runs those exactly once and
/// thread-safely, so no lock is needed.
///
/// Likely subtags are the exception: a launch asks for a handful of languages, and building the
/// 7,745-entry table costs more than the rest of a first lookup (about 1.8 ms of a new process's
/// 10). The first ``likelyScanLimit`` distinct keys are answered by reading the text once each
/// and remembered; only a process that asks for more (a server matching many `Accept-Language`
/// headers) builds the table.
///
/// Identifiers used as keys are CLDR's canonical BCP 47 spellings with `-` (`zh-Hant-HK`).
enum LocaleData {
  /// The maximal subtags CLDR gives a likely-subtags key (`zh-TW` → `zh`, `Hant`, `TW`).
  typealias Likely = (language: String, script: String, region: String)

  /// `child → parent` from CLDR `parentLocale`; the root is spelled `und`.
  static let parentLocales: [String: String] = {
    var result: [String: String] = .init()
    result.reserveCapacity(parentLocaleCount)
    var tokens = Tokens(parentLocaleSource)
    while let token = tokens.next() {
      guard let separator = token.firstIndex(of: UInt8(ascii: ">")) else { continue }
      result[string(token[..<separator])] = string(token[token.index(after: separator)...])
    }
    return result
  }()

  /// How many distinct likely-subtags keys are answered by reading the text before the table is
  /// built.
  static let likelyScanLimit = 32

  /// The likely-subtags answers found by reading the text, until the table is built.
  private struct LikelyScans: Sendable {
    /// The position in `found` of the fill found for each key asked so far (-1 when the key is
    /// not listed): a dictionary kind the module has anyway, as the table's.
    var positions: [String: Int] = .init()
    /// The fills found, in the order they were asked for.
    var found: [Fill] = []
    /// Whether ``likelyScanLimit`` keys were asked: from then on the table answers.
    var usesTable = false
  }

  private static let likelyScans = LockedValue(LikelyScans())

  /// Likely subtags as stored: each key maps to the index of its fill in `fills`.
  ///
  /// Only one `String` per entry is created on first use; the maximal value is assembled from key
  /// and fill on lookup.
  private static let likelyTable: (keys: [String: Int], fills: [Fill]) = {
    var keys: [String: Int] = .init()
    keys.reserveCapacity(likelySubtagsCount)
    var fills: [Fill] = []
    var tokens = Tokens(likelySubtagsSource)
    while let token = tokens.next() {
      if token.last == UInt8(ascii: ":") {
        fills.append(fill(token.dropLast()))
      } else if let first = token.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
        forEachPackedLanguage(in: token) { keys[$0] = fills.count - 1 }
      } else {
        keys[string(token)] = fills.count - 1
      }
    }
    return (keys, fills)
  }()

  /// Calls `body` with each three-letter language of a packed token: runs of an upper-case first
  /// letter followed by the two last letters of each language (`AacagBc` = `aac aag abc`).
  private static func forEachPackedLanguage(
    in token: Substring.UTF8View, _ body: (String) -> Void
  ) {
    var first = UInt8(ascii: "a")
    var index = token.startIndex
    while index != token.endIndex {
      let byte = token[index]
      if byte < UInt8(ascii: "a") {
        first = byte | 0x20
        index = token.index(after: index)
        continue
      }
      let next = token.index(after: index)
      guard next != token.endIndex else { return }
      let last = token[next]
      body(
        String(unsafeUninitializedCapacity: 3) { buffer in
          buffer[0] = first
          buffer[1] = byte
          buffer[2] = last
          return 3
        })
      index = token.index(after: next)
    }
  }

  /// The subtags likely subtags add to a group of keys (`Latn-PG`, `Hant`, `ar-EG`).
  typealias Fill = (language: String?, script: String?, region: String?)

  /// Parses a fill token; each subtag is told apart by its shape and case.
  private static func fill(_ bytes: Substring.UTF8View) -> Fill {
    var result: Fill = (nil, nil, nil)
    for part in bytes.split(separator: UInt8(ascii: "-")) {
      guard let first = part.first else { continue }
      if part.count == 4, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
        result.script = string(part)
      } else if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) {
        result.language = string(part)
      } else {
        result.region = string(part)
      }
    }
    return result
  }

  /// Every likely-subtags key (for tests and tools).
  static var likelySubtagsKeys: Dictionary<String, Int>.Keys { likelyTable.keys.keys }

  /// Languages whose script depends on the region; their names are written with the script.
  static let scriptVaryingLanguages: Set<String> = {
    var result: Set<String> = []
    var tokens = Tokens(scriptVaryingLanguageSource)
    while let token = tokens.next() { result.insert(string(token)) }
    return result
  }()

  /// The explicit CLDR parent of `identifier`, or `nil` when CLDR lists none.
  ///
  /// A result of `"und"` means the parent is the root locale.
  static func parentLocale(of identifier: String) -> String? {
    parentLocales[identifier]
  }

  /// The likely subtags recorded for exactly `key`, or `nil`.
  static func likely(_ key: String) -> Likely? {
    guard let fill = likelyFill(of: key) else { return nil }
    var language = fill.language
    var script = fill.script
    var region = fill.region
    for (index, part) in key.split(separator: "-").enumerated() {
      if index == 0 {
        if part != "und" { language = String(part) }
      } else if part.count == 4 {
        script = String(part)
      } else {
        region = String(part)
      }
    }
    guard let language, let script, let region else { return nil }
    return (language, script, region)
  }

  /// The fill recorded for `key`: read from the text for the first ``likelyScanLimit`` distinct
  /// keys, from the table after.
  private static func likelyFill(of key: String) -> Fill? {
    enum Answer {
      case known(Fill?)
      case scan
      case table
    }
    let answer = likelyScans.withLock { scans -> Answer in
      if scans.usesTable { return .table }
      if let position = scans.positions[key] {
        return .known(scans.found.indices.contains(position) ? scans.found[position] : nil)
      }
      return .scan
    }
    switch answer {
    case .known(let fill):
      return fill
    case .table:
      return tableFill(of: key)
    case .scan:
      let fill = scannedFill(of: key)
      likelyScans.withLock { scans in
        guard !scans.usesTable else { return }
        guard scans.positions[key] == nil else { return }
        if let fill {
          scans.positions[key] = scans.found.count
          scans.found.append(fill)
        } else {
          scans.positions[key] = -1
        }
        if scans.positions.count >= likelyScanLimit {
          scans = LikelyScans(usesTable: true)
        }
      }
      return fill
    }
  }

  /// The fill `likelyTable` holds for `key`.
  static func tableFill(of key: String) -> Fill? {
    let table = likelyTable
    guard let group = table.keys[key], table.fills.indices.contains(group) else { return nil }
    return table.fills[group]
  }

  /// The fill recorded for `key`, found by reading the generated text once, as the table's
  /// initializer would: the fill in force at the key's last listing (a plain token, or a pair of a
  /// packed token when the key is three lowercase letters). A source without contiguous UTF-8
  /// (never the case for a literal) is answered by the table.
  static func scannedFill(of key: String) -> Fill? {
    let target = Array(key.utf8)
    let scanned = likelySubtagsSource.utf8.withContiguousStorageIfAvailable { text -> Range<Int>? in
      var fill: Range<Int>?
      var found: Range<Int>?
      var start = 0
      for index in 0...text.count {
        guard
          index == text.count || text[index] == UInt8(ascii: " ")
            || text[index] == UInt8(ascii: "\n")
        else { continue }
        defer { start = index + 1 }
        guard start < index else { continue }
        let token = UnsafeBufferPointer(rebasing: text[start..<index])
        if token.last == UInt8(ascii: ":") {
          fill = start..<(index - 1)
        } else if lists(target, in: token) {
          found = fill
        }
      }
      return found
    }
    guard let scanned else { return tableFill(of: key) }
    // The fill's bytes as the table's initializer reads them (one `fill` for both).
    return scanned.map { range in
      let text = Substring(likelySubtagsSource).utf8
      let start = text.index(text.startIndex, offsetBy: range.lowerBound)
      return fill(text[start..<text.index(start, offsetBy: range.count)])
    }
  }

  /// Whether a likely-subtags token lists `key`: the token itself, or, for a packed token of
  /// three-letter languages (`AeeiqBsh`: `aee`, `aiq`, `bsh`), one of its pairs.
  private static func lists(_ key: [UInt8], in token: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = token.first else { return false }
    guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else {
      return token.elementsEqual(key)
    }
    guard key.count == 3 else { return false }
    var leading = first
    var index = 0
    while index < token.count {
      let byte = token[index]
      if byte < UInt8(ascii: "a") {
        leading = byte | 0x20
        index += 1
        continue
      }
      guard index + 1 < token.count else { return false }
      if leading == key[0], byte == key[1], token[index + 1] == key[2] { return true }
      index += 2
    }
    return false
  }

  /// The default script of a language (`sr` → `Cyrl`), or `nil` for a language CLDR doesn't know.
  static func defaultScript(of language: String) -> String? {
    likely(language)?.script
  }

  /// The space- or newline-separated tokens of a generated table (these CLDR tables and
  /// `NumberSymbolTable`'s), one at a time.
  ///
  /// ```swift
  /// var tokens = LocaleData.Tokens("en-AU>en-001 en-CA>en-001\n")
  /// while let token = tokens.next() { print(String(Substring(token))) }  // en-AU>en-001, …
  /// ```
  ///
  /// Works on UTF-8 bytes: the separators are ASCII, so tokens in any script come out whole, and
  /// byte scanning keeps first use to a few milliseconds where `Character`-based splitting costs
  /// several times more. An iterator rather than a function taking a closure: the optimizer
  /// copied such a function once per caller (five copies, 6 KB).
  struct Tokens {
    private let bytes: Substring.UTF8View
    private var index: Substring.UTF8View.Index

    /// The tokens of `source`.
    init(_ source: String) {
      bytes = Substring(source).utf8
      index = bytes.startIndex
    }

    /// The next token, or `nil` after the last one.
    @inline(never)
    mutating func next() -> Substring.UTF8View? {
      func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")
      }
      while index != bytes.endIndex, isSeparator(bytes[index]) {
        index = bytes.index(after: index)
      }
      guard index != bytes.endIndex else { return nil }
      let start = index
      while index != bytes.endIndex, !isSeparator(bytes[index]) {
        index = bytes.index(after: index)
      }
      return bytes[start..<index]
    }
  }

  private static func string(_ bytes: Substring.UTF8View) -> String {
    String(Substring(bytes))
  }
}
