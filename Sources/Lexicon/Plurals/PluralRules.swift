/// The CLDR plural rules of one language: which ``PluralCategory`` a number takes.
///
/// Create the rules once per language and kind — the locale lookup happens in `init` — then ask
/// for categories as often as needed; ``category(for:)`` is a few integer comparisons.
///
/// ```swift
/// let russian = PluralRules(language: "ru")
/// russian.category(for: PluralOperands(1))  // .one
/// russian.category(for: PluralOperands(3))  // .few
/// russian.category(for: PluralOperands(5))  // .many
/// russian.category(for: PluralOperands("1.5")!)  // .other
///
/// let ordinals = PluralRules(language: "en-GB", kind: .ordinal)
/// ordinals.category(for: PluralOperands(22))  // .two: "22nd"
/// ordinals.language  // "en"
/// ```
///
/// ## Finding a language's rules
///
/// The language is a BCP 47 tag or an Apple/POSIX locale identifier: `pt-BR`, `pt_BR`, `PT-br`,
/// `zh-Hant-HK` and `en_US.UTF-8` all work. Its rules are found by truncation: the whole tag if
/// CLDR lists it (`pt-PT` has rules of its own), then the tag without its last subtag
/// (`pt-BR` → `pt`, `sr-Latn-BA` → `sr-Latn` → `sr`), and so on. This is CLDR's inheritance for
/// plural rules: its `parentLocales` data has no exceptions for them. The legacy codes `iw`, `in`
/// and `ji` mean `he`, `id` and `yi`. A language CLDR does not know gets the root rules (`und`),
/// where every number is `other`. ``language`` says which rules were chosen.
///
/// The rules are generated from CLDR (see ``cldrVersion``) by `Scripts/generate-plural-rules.py`.
public struct PluralRules: Sendable, Equatable {
  /// The CLDR locale whose rules were selected: `"pt"` for `pt-BR`, `"und"` for an unknown language.
  public let language: String
  /// Cardinal or ordinal.
  public let kind: PluralRuleKind
  /// The index of the generated rule set (0 is the root rule, `other` for every number).
  package let ruleSet: UInt8

  /// The rules for `language`, falling back to shorter tags and then to the root rules.
  ///
  /// - Parameters:
  ///   - language: A language tag or locale identifier, such as `fr`, `pt-PT` or `zh_Hant_HK`.
  ///   - kind: Cardinal rules (quantities, the default) or ordinal rules (positions).
  public init(language: String, kind: PluralRuleKind = .cardinal) {
    let locales = kind == .cardinal ? Self.cardinalLocales : Self.ordinalLocales
    let ruleSets = kind == .cardinal ? Self.cardinalRuleSets : Self.ordinalRuleSets
    for candidate in Self.candidates(for: language) {
      if let index = Self.index(of: candidate, in: locales), index < ruleSets.count {
        self.language = locales[index]
        self.kind = kind
        self.ruleSet = ruleSets[index]
        return
      }
    }
    self.language = "und"
    self.kind = kind
    self.ruleSet = 0
  }

  /// The categories these rules use, in CLDR order; always ends with `other`.
  ///
  /// ```swift
  /// PluralRules(language: "ru").categories  // [.one, .few, .many, .other]
  /// ```
  public var categories: [PluralCategory] {
    // The `ruleSet`-th token of the generated source, each digit a position in `allCases`.
    let all = PluralCategory.allCases
    var result: [PluralCategory] = []
    var token = 0
    for byte in Self.ruleSetCategorySource.utf8 {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
        if !result.isEmpty { break }
        token += 1
      } else if token == Int(ruleSet), byte >= UInt8(ascii: "0"),
        Int(byte &- UInt8(ascii: "0")) < all.count
      {
        result.append(all[Int(byte &- UInt8(ascii: "0"))])
      }
    }
    return result.isEmpty ? [.other] : result
  }

  /// The category of a number.
  ///
  /// - Parameter operands: The number as written.
  /// - Returns: The category; `other` for infinity and NaN.
  public func category(for operands: PluralOperands) -> PluralCategory {
    guard operands.isFinite else { return .other }
    return Self.category(ruleSet: ruleSet, operands)
  }

  /// The category of a number in a language.
  ///
  /// This looks the language up on every call; keep a ``PluralRules`` value to categorize many
  /// numbers.
  ///
  /// - Parameters:
  ///   - operands: The number as written.
  ///   - language: A language tag or locale identifier.
  ///   - kind: Cardinal or ordinal.
  /// - Returns: The category.
  public static func category(
    for operands: PluralOperands, language: String, kind: PluralRuleKind = .cardinal
  ) -> PluralCategory {
    PluralRules(language: language, kind: kind).category(for: operands)
  }

  /// The CLDR locales that have rules of a kind, sorted, such as `["af", "ak", ..., "zu"]`.
  ///
  /// Includes `und`, the root rules. Any other tag falls back to one of these.
  ///
  /// - Parameter kind: Cardinal or ordinal.
  /// - Returns: The locale identifiers as CLDR spells them (`pt-PT`).
  public static func availableLanguages(kind: PluralRuleKind = .cardinal) -> [String] {
    kind == .cardinal ? cardinalLocales : ordinalLocales
  }

  /// Legacy language codes that CLDR rules know under their current code.
  private static let legacyLanguages = ["iw": "he", "in": "id", "ji": "yi"]

  /// The most subtags looked at; real tags have far fewer, and this bounds the work.
  private static let maximumSubtags = 8

  /// The tags to try, longest first: `pt_br` gives `pt-BR`, then `pt`.
  static func candidates(for language: String) -> [String] {
    // Fast path for the common bare language code, already canonical: `en`, `fil`.
    if (2...3).contains(language.utf8.count),
      language.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
    {
      return [legacyLanguages[language] ?? language]
    }
    // An Apple or POSIX identifier may carry keywords or a charset: `en_US@calendar=...`,
    // `en_US.UTF-8`.
    let tag = language.utf8.prefix { $0 != UInt8(ascii: "@") && $0 != UInt8(ascii: ".") }
    var subtags: [String] = []
    var afterSingleton = false
    let parts = tag.split(maxSplits: maximumSubtags, omittingEmptySubsequences: false) {
      $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
    }
    for part in parts {
      guard subtags.count < maximumSubtags, (1...8).contains(part.count),
        part.allSatisfy({ isASCIIAlphanumeric($0) }),
        let text = String(part)
      else { break }
      subtags.append(canonicalCase(text, position: subtags.count, afterSingleton: afterSingleton))
      afterSingleton = afterSingleton || part.count == 1
    }
    guard let first = subtags.first else { return [] }
    subtags[0] = legacyLanguages[first] ?? first
    return (1...subtags.count).reversed().map { subtags[..<$0].joined(separator: "-") }
  }

  /// Whether `byte` is an ASCII letter or digit.
  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return false
    }
  }

  /// BCP 47 casing: `pt`, script `Hant`, region `BR` or `419`, everything else lower case.
  private static func canonicalCase(_ subtag: String, position: Int, afterSingleton: Bool)
    -> String
  {
    let lower = subtag.lowercased()
    guard position > 0, !afterSingleton else { return lower }
    let isAlphabetic = subtag.utf8.allSatisfy {
      !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
    }
    if subtag.utf8.count == 4, isAlphabetic {
      return lower.prefix(1).uppercased() + lower.dropFirst()
    }
    if (subtag.utf8.count == 2 && isAlphabetic) || (subtag.utf8.count == 3 && !isAlphabetic) {
      return subtag.uppercased()
    }
    return lower
  }

  /// Binary search in a table sorted by `<`.
  private static func index(of locale: String, in table: [String]) -> Int? {
    var low = 0
    var high = table.count
    while low < high {
      let middle = (low + high) / 2
      if table[middle] < locale { low = middle + 1 } else { high = middle }
    }
    return low < table.count && table[low] == locale ? low : nil
  }
}
