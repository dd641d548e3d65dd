/// The CLDR number data: which conventions each locale uses, decoded from the compact string
/// literals of the generated `NumberSymbolTable+CLDR.swift`.
///
/// The locale index (a few hundred short names) is read once, on first use, by a `static let`
/// initializer, which Swift runs exactly once and thread-safely. A profile — one line of
/// symbols — is decoded only when a language asks for it; ``NumberSymbols`` keeps the result
/// per language.
///
/// Locales whose conventions equal those of the locale they inherit from by truncation are not
/// listed (`de-AT` reads `de`); a lookup walks the fallback chain and takes the first listed name.
enum NumberSymbolTable {
  /// Listed locale → index of its line in ``profileSource``.
  static let profileIndex: [String: Int] = {
    var result: [String: Int] = .init()
    result.reserveCapacity(listedLocaleCount)
    var current = 0
    var tokens = LocaleData.Tokens(localeSource)
    while let token = tokens.next() {
      if token.last == UInt8(ascii: ":"), let index = ASCII.integer(Substring(token.dropLast())) {
        current = index
      } else {
        result[String(Substring(token))] = current
      }
    }
    return result
  }()

  /// The profile lines, split once (on UTF-8 bytes: splitting by `Character` would run grapheme
  /// breaking over every locale's symbols at launch).
  private static let profileLines: [Substring] = ASCII.split(
    Substring(profileSource), at: UInt8(ascii: "\n")
  ).map { Substring($0.utf8.drop { $0 == UInt8(ascii: " ") }) }

  /// Numbering system → its ten digits.
  private static let digitsBySystem: [String: String] = {
    var result: [String: String] = .init()
    var tokens = LocaleData.Tokens(digitSource)
    while let token = tokens.next() {
      guard let colon = token.firstIndex(of: UInt8(ascii: ":")) else { continue }
      result[String(Substring(token[..<colon]))] = String(
        Substring(token[token.index(after: colon)...]))
    }
    return result
  }()

  /// CLDR's root conventions: what a language CLDR does not know gets.
  static let rootSymbols: NumberSymbols = decode(profile: 0)

  /// The symbols listed for exactly `locale`, or `nil` when it is not listed.
  static func symbols(forLocale locale: String) -> NumberSymbols? {
    profileIndex[locale].map(decode(profile:))
  }

  /// Decodes one profile line: `system primary secondary minimum|decimal|group|…`.
  ///
  /// The generated data is checked by its script and by tests; a malformed line (which cannot
  /// happen with the committed file) decodes as the root conventions rather than trapping.
  static func decode(profile index: Int) -> NumberSymbols {
    guard profileLines.indices.contains(index) else { return rootFallback }
    let fields = ASCII.split(profileLines[index], at: UInt8(ascii: "|"), omittingEmpty: false)
    let head = fields.first.map { ASCII.split($0, at: ASCII.space) } ?? []
    guard fields.count == 9, head.count == 4, let digits = digitsBySystem[String(head[0])],
      let primary = ASCII.integer(head[1]), let secondary = ASCII.integer(head[2]),
      let minimum = ASCII.integer(head[3])
    else { return rootFallback }
    return NumberSymbols(
      numberingSystem: String(head[0]), digits: digits, fields: fields.dropFirst().map(String.init),
      grouping: (primary, secondary, minimum))
  }

  /// The root conventions spelled out, for a profile that cannot be decoded.
  private static var rootFallback: NumberSymbols {
    NumberSymbols(
      numberingSystem: "latn", digits: "0123456789",
      fields: [".", ",", "-", "+", "%", "E", "∞", "NaN"], grouping: (3, 3, 1))
  }
}
