/// How a language writes numbers: its digits, separators and signs, and how it groups digits, from
/// CLDR.
///
/// The runtime prints the numbers of a formatted key with the symbols of the app's current
/// language (see ``LocalizationConfiguration/numberFormatting``), so `%.2f` of `1234.5` reads
/// `1,234.50` in English, `1 234,50` in Russian, `1.234,50` in German, `١٬٢٣٤٫٥٠` in Egyptian
/// Arabic and `%d` of `1234567` reads `12,34,567` in Hindi. An app can read the same symbols to
/// build texts of its own:
///
/// ```swift
/// let russian = NumberSymbols(language: "ru")
/// russian.decimalSeparator  // ","
/// russian.groupingSeparator  // "\u{A0}" (a no-break space)
/// NumberSymbols(language: "ar-EG").digits  // "٠١٢٣٤٥٦٧٨٩"
/// NumberSymbols(language: "hi").secondaryGroupingSize  // 2: 12,34,567
/// ```
///
/// ## Finding a language's symbols
///
/// The language is looked up along its fallback chain (``LanguageFallback/chain(for:)``), so
/// `pt-AO` gets the symbols of `pt-PT` and `de-AT` those of `de`; a language CLDR does not know
/// gets CLDR's root symbols (`1,234.5`). Each locale uses its default numbering system:
/// Arabic-Indic digits in `ar-EG` and `ar-SA`, Eastern Arabic-Indic digits in `fa`, Bengali
/// digits in `bn`, Latin digits in `ar` (CLDR's default for Arabic without a region) and `hi`.
/// Symbols are decoded from a compact generated table (see ``cldrVersion``) the first time a
/// language asks for them, then kept.
///
/// - Note: `minimumGroupingDigits` is CLDR's rule that short numbers stay ungrouped: with `2`
///   (Polish, Spanish, European Portuguese) `1234` has no separator while `12 345` has one.
public struct NumberSymbols: Sendable, Equatable {
  /// The decoded symbols, shared by every copy: a formatted key copies one reference.
  final class Storage: Sendable {
    let numberingSystem: String
    let digits: String
    /// Decimal, group, minus, plus, percent, exponent, infinity and NaN, in that order.
    let symbols: [String]
    /// Primary and secondary grouping sizes, minimum grouping digits.
    let grouping: [Int]
    /// The ten digits as UTF-8, each of `digitWidth` bytes: what printing copies.
    let digitBytes: [UInt8]
    /// How many UTF-8 bytes each digit takes (1 for Latin digits).
    let digitWidth: Int

    init(numberingSystem: String, digits: String, symbols: [String], grouping: [Int]) {
      self.numberingSystem = numberingSystem
      self.digits = digits
      self.symbols = symbols
      self.grouping = grouping
      digitBytes = Array(digits.utf8)
      digitWidth = max(digitBytes.count / 10, 1)
    }
  }

  /// The decoded symbols.
  let storage: Storage

  /// The CLDR numbering system of the digits, such as `latn`, `arab` or `deva`.
  public var numberingSystem: String { storage.numberingSystem }
  /// The ten digits, zero first.
  public var digits: String { storage.digits }
  /// The decimal separator, such as `.`, `,` or `٫`.
  public var decimalSeparator: String { storage.symbols[0] }
  /// The grouping separator, such as `,`, `.`, a no-break space or `’`.
  public var groupingSeparator: String { storage.symbols[1] }
  /// The minus sign, which may carry a direction mark (`\u{200E}-` in Arabic and Hebrew).
  public var minusSign: String { storage.symbols[2] }
  /// The plus sign, as written before positive numbers when a format asks for a sign (`%+d`).
  public var plusSign: String { storage.symbols[3] }
  /// The percent sign, such as `%` or `٪`, for texts that build percentages themselves.
  /// (A format's `%%` prints `%` as written: translators write the sign their language uses.)
  public var percentSign: String { storage.symbols[4] }
  /// The symbol between a mantissa and its exponent, such as `E` or `×10^`.
  public var exponentSymbol: String { storage.symbols[5] }
  /// The infinity symbol, `∞`.
  public var infinity: String { storage.symbols[6] }
  /// What "not a number" is written as, such as `NaN` or `не число`.
  public var notANumber: String { storage.symbols[7] }
  /// How many digits the group nearest the decimal separator holds: 3 in most languages, 0 when
  /// the language does not group digits.
  public var primaryGroupingSize: Int { storage.grouping[0] }
  /// How many digits each further group holds: 2 in Hindi (`12,34,567`), else as the primary.
  public var secondaryGroupingSize: Int { storage.grouping[1] }
  /// How many digits the leftmost group needs before any grouping separator is shown: 1 in most
  /// languages, 2 in Polish (`1234` but `12 345`).
  public var minimumGroupingDigits: Int { storage.grouping[2] }

  /// The CLDR version the symbols come from.
  public static var cldrVersion: String { NumberSymbolTable.cldrVersion }

  /// The symbols of `language`, from the most specific CLDR locale along its fallback chain.
  ///
  /// - Parameter language: A BCP 47 tag or Apple/POSIX locale identifier, such as `ru`, `pt-BR`,
  ///   `ar_EG` or `zh-Hant-TW`.
  public init(language: String) {
    self = Self.cache.value(for: language) { language in
      for candidate in LanguageFallback.chain(for: language) {
        if let symbols = NumberSymbolTable.symbols(forLocale: candidate) { return symbols }
      }
      return NumberSymbolTable.rootSymbols
    }
  }

  /// Symbols from decoded fields: `fields` are the decimal, group, minus, plus, percent,
  /// exponent, infinity and NaN symbols, in that order.
  init(
    numberingSystem: String, digits: String, fields: [String],
    grouping: (primary: Int, secondary: Int, minimum: Int)
  ) {
    storage = Storage(
      numberingSystem: numberingSystem, digits: digits, symbols: fields,
      grouping: [grouping.primary, grouping.secondary, grouping.minimum])
  }

  /// Whether two values write numbers alike.
  public static func == (lhs: NumberSymbols, rhs: NumberSymbols) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.digits == rhs.digits && lhs.storage.symbols == rhs.storage.symbols
        && lhs.storage.grouping == rhs.storage.grouping
        && lhs.numberingSystem == rhs.numberingSystem)
  }

  /// Hashes the symbols and grouping.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(digits)
    hasher.combine(storage.symbols)
    hasher.combine(storage.grouping)
  }

  /// The symbols of each language asked for so far.
  private static let cache = LanguageCache<NumberSymbols>()
}
