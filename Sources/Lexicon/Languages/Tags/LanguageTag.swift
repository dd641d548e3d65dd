import Foundation

/// A parsed, canonicalized BCP 47 language tag: language, optional script, region and variants.
///
/// Parsing accepts the spellings apps meet in practice and normalizes them to one canonical form:
///
/// | Input                         | ``identifier``       | Why                                  |
/// |-------------------------------|----------------------|--------------------------------------|
/// | `pt_BR`, `EN-us`              | `pt-BR`, `en-US`     | `_` and any casing accepted          |
/// | `zh_Hant_HK`                  | `zh-Hant-HK`         | script in title case                 |
/// | `de-DE-u-co-phonebk`          | `de-DE`              | extensions and private use dropped   |
/// | `de_DE@collation=phonebook`   | `de-DE`              | ICU keywords dropped                 |
/// | `ru_RU.UTF-8`, `sr_RS@latin`  | `ru-RU`, `sr-Latn-RS`| POSIX codeset dropped, modifier used |
/// | `en_US_POSIX`                 | `en-US-posix`        | variants in lower case               |
/// | `iw`, `in`, `ji`, `tl`, `sh`  | `he`, `id`, `yi`, `fil`, `sr-Latn` | deprecated codes replaced |
/// | `English`, `Japanese`         | `en`, `ja`           | legacy Apple `.lproj` names          |
/// | `zh_CN`, `zh_TW`              | `zh-CN`, `zh-TW`     | kept; ``maximized`` adds Hans/Hant   |
/// | `zh-yue-HK`, `sgn-ase`        | `yue-HK`, `ase`      | extended language subtag (`zh`, `ar`, `ms`, `sgn`… only) |
///
/// `Base` (Apple's `Base.lproj`) and the POSIX locales `C`/`POSIX` are **not** languages: parsing
/// them fails with ``LanguageTagError/notALanguage(_:)``. `nb` and `no` are both kept as written
/// (both are CLDR 47 locales; CLDR makes `nb` inherit from `no`).
///
/// Likely subtags (CLDR) fill in what a tag leaves implicit:
///
/// ```swift
/// let tag = LanguageTag("zh_TW")!        // zh-TW
/// tag.maximized.identifier               // "zh-Hant-TW"
/// LanguageTag("sr")!.maximized.identifier  // "sr-Cyrl-RS"
/// LanguageTag("zh-Hant-TW")!.minimized.identifier  // "zh-TW"
/// ```
///
/// Parsing never crashes: ``init(_:)`` returns `nil` and ``init(parsing:)`` throws a
/// ``LanguageTagError`` for input that is not a language tag.
public struct LanguageTag: Equatable, Sendable {
  /// The language subtag in lower case (`en`, `fil`, `und` for undetermined).
  public let language: String
  /// The script subtag in title case (`Hant`, `Latn`), if present.
  public let script: String?
  /// The region subtag in upper case (`BR`) or as three digits (`419`), if present.
  public let region: String?
  /// Variant subtags in lower case (`valencia`, `posix`), in the order written.
  public let variants: [String]

  /// Creates a tag from subtags that are already valid and canonically cased.
  init(language: String, script: String? = nil, region: String? = nil, variants: [String] = []) {
    self.language = language
    self.script = script
    self.region = region
    self.variants = variants
  }

  /// Parses a BCP 47, POSIX or Apple locale identifier.
  ///
  /// ```swift
  /// let tag = try LanguageTag(parsing: "zh_Hant_HK")
  /// tag.identifier  // "zh-Hant-HK"
  /// ```
  ///
  /// - Parameter string: A tag such as `pt-BR`, `pt_BR`, `sr-Latn`, `ru_RU.UTF-8` or `English`.
  /// - Throws: ``LanguageTagError`` when the string is empty, names no language (`Base`, `C`), or
  ///   has a malformed subtag.
  public init(parsing string: String) throws(LanguageTagError) {
    let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .empty }
    let lowered = trimmed.lowercased()
    if lowered == "base" { throw .notALanguage(trimmed) }
    if let legacy = LanguageAliases.appleLegacyNames[lowered] {
      self = try Self.parseSubtags(legacy)
      return
    }

    // POSIX `language_TERRITORY.codeset@modifier` and ICU `id@key=value;key=value`.
    var body = Substring(trimmed)
    var modifier: Substring?
    if let at = body.firstIndex(of: "@") {
      modifier = body[body.index(after: at)...]
      body = body[..<at]
    }
    if let dot = body.firstIndex(of: ".") {
      body = body[..<dot]
    }
    let posixName = body.uppercased()
    if posixName == "C" || posixName == "POSIX" { throw .notALanguage(trimmed) }
    guard !body.isEmpty else { throw .empty }

    var tag = try Self.parseSubtags(String(body))
    if let modifier, !modifier.contains("="),
      let meaning = LanguageAliases.posixModifiers[modifier.lowercased()]
    {
      tag = LanguageTag(
        language: tag.language,
        script: tag.script ?? meaning.script,
        region: tag.region,
        variants: tag.variants + (meaning.variant.map { [$0] } ?? []))
    }
    self = tag
  }

  /// The canonical BCP 47 spelling: `zh-Hant-HK`, `pt-BR`, `ca-ES-valencia`.
  public var identifier: String {
    var result = language
    if let script { result += "-" + script }
    if let region { result += "-" + region }
    for variant in variants { result += "-" + variant }
    return result
  }

  /// The tag with likely script and region filled in (CLDR "Add Likely Subtags").
  ///
  /// `en` → `en-Latn-US`, `zh-TW` → `zh-Hant-TW`, `sr` → `sr-Cyrl-RS`, `und-Arab` → `ar-Arab-EG`.
  /// Subtags already present are kept. A language CLDR doesn't know gets the script and region of
  /// `und` (`Latn`, `US`) unless its script tells more.
  public var maximized: LanguageTag {
    let lang = language
    let candidates: [(String, String?, String?)] =
      lang == "und"
      ? [(lang, script, region), (lang, nil, region), (lang, script, nil), (lang, nil, nil)]
      : [
        (lang, script, region), (lang, nil, region), (lang, script, nil), (lang, nil, nil),
        ("und", script, nil), ("und", nil, nil),
      ]
    for (candidateLanguage, candidateScript, candidateRegion) in candidates {
      var key = candidateLanguage
      if let candidateScript { key += "-" + candidateScript }
      if let candidateRegion { key += "-" + candidateRegion }
      guard let likely = LocaleData.likely(key) else { continue }
      return LanguageTag(
        language: lang == "und" ? likely.language : lang,
        script: script ?? likely.script,
        region: region ?? likely.region,
        variants: variants)
    }
    return self
  }

  /// The shortest tag that maximizes to the same tag, favoring a region over a script.
  ///
  /// `zh-Hant-TW` → `zh-TW`, `zh-Hans-CN` → `zh`, `sr-Latn-RS` → `sr-Latn`, `en-Latn-US` → `en`.
  public var minimized: LanguageTag {
    minimized(favoringScript: false)
  }

  /// The shortest tag that maximizes to the same tag.
  ///
  /// - Parameter favoringScript: When both `language-Script` and `language-REGION` would do,
  ///   `true` keeps the script (`zh-Hant`) and `false` the region (`zh-TW`), CLDR's default.
  /// - Returns: The minimal tag, variants kept.
  public func minimized(favoringScript: Bool) -> LanguageTag {
    let full = maximized
    let withRegion = LanguageTag(language: full.language, region: full.region)
    let withScript = LanguageTag(language: full.language, script: full.script)
    let trials = [
      LanguageTag(language: full.language),
      favoringScript ? withScript : withRegion,
      favoringScript ? withRegion : withScript,
    ]
    let target = LanguageTag(language: full.language, script: full.script, region: full.region)
    for trial in trials where trial.maximized == target {
      return LanguageTag(
        language: trial.language, script: trial.script, region: trial.region, variants: variants)
    }
    return full
  }

  /// The tag with another script and region, keeping language and variants.
  func replacing(script: String?, region: String?) -> LanguageTag {
    LanguageTag(language: language, script: script, region: region, variants: variants)
  }

  // MARK: - Parsing

  /// Parses `-`/`_`-separated subtags, applying grandfathered-tag and language aliases.
  ///
  /// Takes a `String`, not `some StringProtocol`: a generic parser was specialized for each caller
  /// (5.5 KB of code each, issue 19), and parsing a tag is never on the lookup path.
  private static func parseSubtags(_ text: String) throws(LanguageTagError) -> LanguageTag {
    var subtags = text.lowercased().split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
    // Grandfathered tags are two or three subtags long (`i-klingon`, `zh-min-nan`).
    for length in [3, 2] where subtags.count >= length {
      let prefix = subtags[..<length].joined(separator: "-")
      guard let replacement = LanguageAliases.tags[prefix] else { continue }
      subtags = replacement.lowercased().split(separator: "-") + subtags[length...]
      break
    }
    for subtag in subtags {
      guard !subtag.isEmpty, subtag.count <= 8, subtag.allSatisfy(Self.isASCIIAlphanumeric)
      else { throw .invalidSubtag(String(subtag)) }
    }
    guard let first = subtags.first else { throw .empty }
    guard (2...3).contains(first.count) || (5...8).contains(first.count) || first == "root",
      first.allSatisfy(Self.isASCIILetter)
    else { throw .invalidSubtag(String(first)) }

    var language = String(first)
    var script: String?
    var region: String?
    var variants: [String] = []
    var index = 1
    // An extended language subtag (`zh-yue`) is the language, in BCP 47's canonical form. The
    // IANA registry has them only after these languages, and at most one: elsewhere three
    // letters after the language (`en-usa`) are no subtag at all (a region is two letters or
    // three digits), and are rejected below.
    if index < subtags.count, Self.extendedLanguagePrefixes.contains(language),
      subtags[index].count == 3, subtags[index].allSatisfy(Self.isASCIILetter)
    {
      language = String(subtags[index])
      index += 1
    }
    if index < subtags.count, subtags[index].count == 4,
      subtags[index].allSatisfy(Self.isASCIILetter)
    {
      script = subtags[index].prefix(1).uppercased() + subtags[index].dropFirst()
      index += 1
    }
    if index < subtags.count, Self.isRegion(subtags[index]) {
      region = subtags[index].uppercased()
      index += 1
    }
    while index < subtags.count {
      let subtag = subtags[index]
      if subtag.count == 1 { break }  // extension or private use: dropped
      guard Self.isVariant(subtag) else { throw .invalidSubtag(String(subtag)) }
      if !variants.contains(String(subtag)) { variants.append(String(subtag)) }
      index += 1
    }

    if let replacement = LanguageAliases.languages[language] {
      let parts = replacement.split(separator: "-")
      language = parts.first.map(String.init) ?? language
      if script == nil, parts.count > 1 { script = String(parts[1]) }
    }
    return LanguageTag(language: language, script: script, region: region, variants: variants)
  }

  /// The languages the IANA Language Subtag Registry lists as the `Prefix` of its `extlang`
  /// subtags: Arabic, Konkani, Latvian, Malay, sign languages, Swahili, Uzbek and Chinese.
  private static let extendedLanguagePrefixes: Set<String> = [
    "ar", "kok", "lv", "ms", "sgn", "sw", "uz", "zh",
  ]

  private static func isASCIILetter(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }

  private static func isASCIIAlphanumeric(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber)
  }

  private static func isRegion(_ subtag: Substring) -> Bool {
    (subtag.count == 2 && subtag.allSatisfy(isASCIILetter))
      || (subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
  }

  private static func isVariant(_ subtag: Substring) -> Bool {
    (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first?.isNumber == true)
  }
}

extension LanguageTag {
  /// The layout direction of the tag's script (explicit, or likely per CLDR).
  ///
  /// ```swift
  /// LanguageTag("az-Arab")?.layoutDirection  // .rightToLeft
  /// LanguageTag("az")?.layoutDirection       // .leftToRight
  /// ```
  public var layoutDirection: LayoutDirection {
    guard let script = script ?? maximized.script else { return .leftToRight }
    return LayoutDirection(script: script)
  }
}

extension LanguageTag: LosslessStringConvertible {
  /// Parses a BCP 47, POSIX or Apple locale identifier, or returns `nil`.
  ///
  /// ```swift
  /// LanguageTag("pt_BR")?.identifier  // "pt-BR"
  /// LanguageTag("Base")               // nil
  /// ```
  ///
  /// - Parameter description: A tag such as `pt-BR`, `zh_Hant_HK` or `English`.
  public init?(_ description: String) {
    guard let tag = try? LanguageTag(parsing: description) else { return nil }
    self = tag
  }

  /// The canonical identifier (same as ``identifier``).
  public var description: String { identifier }
}
