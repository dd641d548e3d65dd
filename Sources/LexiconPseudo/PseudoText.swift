import Lexicon

/// Makes the pseudo text of one string for a ``PseudoLocale``: the words of its literal text are
/// changed; everything a program or a renderer reads is copied as it is.
///
/// The string is cut by the format scanner into literal text and specifiers (`%1$@`, `%%`,
/// `%#@files@`, `%arg`, and what only looks like one, so even `% o` in `40% off` is kept). In the
/// literal text, markup is kept too: `<tags>`, `&entities;`, `{placeholders}`, the `(url)` of a
/// Markdown link, URLs, and a backslash with the character after it.
struct PseudoText {
  private let locale: PseudoLocale

  init(_ locale: PseudoLocale) {
    self.locale = locale
  }

  /// How much longer ``PseudoLocale/accented`` makes text: padding words are added until the
  /// text has grown by this share of its characters.
  static let expansion = 0.35
  /// The padding words, in order (repeated for long texts).
  private static let paddingWords = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  ]
  /// `a`…`z` then `A`…`Z`, accented.
  private static let accentedLetters = Array(
    "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)

  /// The pseudo text of `text`.
  /// - Parameters:
  ///   - text: The source.
  ///   - isWhole: Whether it is a whole string (bracketed) rather than a plural variant.
  ///   - isVariant: Whether `%arg` is the counted number (a String Catalog plural variant).
  func localize(_ text: String, isWhole: Bool, isVariant: Bool = false) -> String {
    var output = ""
    var words = 0
    // A `%` cut short at the very end stays last: padding after it would make `% o` of it.
    var unfinished: Substring = ""
    UTF8Text.withBytes(of: text) { bytes in
      var scanner = FormatScanner(bytes: bytes, allowsVariableArgument: isVariant)
      while let token = scanner.next() {
        switch token {
        case .literal(let range):
          words += transform(UTF8Text.slice(text, range), into: &output)
        case .invalid(let range, true) where range.upperBound == bytes.count:
          unfinished = UTF8Text.slice(text, range)
        case .percent(let range), .variableArgument(let range), .invalid(let range, _):
          output += UTF8Text.slice(text, range)
        case .specifier(let specifier):
          output += UTF8Text.slice(text, specifier.range)
        case .pluralVariable(_, _, _, let range):
          output += UTF8Text.slice(text, range)
        }
      }
    }
    guard locale == .accented else { return output + unfinished }
    let padding = Self.padding(for: text, hasWords: words > 0)
    return (isWhole ? "[" + output + padding + "]" : output + padding) + unfinished
  }

  /// ` one two …`: enough words to make `text` about ``expansion`` longer; nothing for a text
  /// without words (a lone placeholder).
  private static func padding(for text: String, hasWords: Bool) -> String {
    guard hasWords else { return "" }
    let target = Int((Double(text.count) * expansion).rounded(.up))
    var padding = ""
    var index = 0
    while padding.count < target {
      padding += " " + paddingWords[index % paddingWords.count]
      index += 1
    }
    return padding
  }

  /// Appends the pseudo form of literal text, keeping its markup; returns how many words it
  /// changed.
  private func transform(_ literal: Substring, into output: inout String) -> Int {
    var words = 0
    var word = ""
    func flush() {
      guard !word.isEmpty else { return }
      words += 1
      output += locale == .accented ? word : "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"
      word = ""
    }
    var rest = literal[...]
    while let character = rest.first {
      if let kept = Self.keptMarkup(at: rest) {
        flush()
        output += kept
        rest = rest.dropFirst(kept.count)
        continue
      }
      rest = rest.dropFirst()
      if character.isWhitespace || (locale == .rightToLeft && character.isPunctuation) {
        flush()
        output.append(character)
      } else if locale == .accented {
        word += Self.accented(character)
      } else {
        word.append(character)
      }
    }
    flush()
    return words
  }

  /// The accented form of an ASCII letter; any other character as it is.
  private static func accented(_ character: Character) -> String {
    guard let ascii = character.asciiValue else { return String(character) }
    switch ascii {
    case 0x61...0x7A: return String(accentedLetters[Int(ascii - 0x61)])
    case 0x41...0x5A: return String(accentedLetters[26 + Int(ascii - 0x41)])
    default: return String(character)
    }
  }

  /// The markup that starts `text` and must be kept as written, if any.
  private static func keptMarkup(at text: Substring) -> Substring? {
    guard let first = text.first else { return nil }
    switch first {
    case "\\":
      return text.prefix(2)
    case "<":
      return enclosed(text, closing: ">", where: { $0 != "<" && $0 != "\n" })
    case "&":
      return enclosed(text, closing: ";", where: { $0.isLetter || $0.isNumber || $0 == "#" })
    case "{":
      return enclosed(text, closing: "}", where: { $0.isLetter || $0.isNumber || $0 == "_" })
    case "]" where text.dropFirst().first == "(":
      guard let link = enclosed(text.dropFirst(), closing: ")", where: { !$0.isWhitespace })
      else { return nil }
      return text.prefix(1 + link.count)
    case "h", "w":
      guard text.hasPrefix("http://") || text.hasPrefix("https://") || text.hasPrefix("www.")
      else { return nil }
      return text.prefix { !$0.isWhitespace }
    default:
      return nil
    }
  }

  /// `text` up to and including `closing` when every character before it passes `allowed`.
  private static func enclosed(
    _ text: Substring, closing: Character, where allowed: (Character) -> Bool
  ) -> Substring? {
    var length = 1
    for character in text.dropFirst() {
      length += 1
      if character == closing { return length > 2 ? text.prefix(length) : nil }
      guard allowed(character), length < 256 else { return nil }
    }
    return nil
  }
}
