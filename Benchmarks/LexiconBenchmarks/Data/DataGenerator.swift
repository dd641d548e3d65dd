import Foundation

/// Generates the benchmark's localization data from a seed: the same seed gives the same data on
/// every machine and Swift version.
///
/// Each language has the same keys (full coverage). Values follow a mix seen in real apps: half are
/// labels of 1–3 words, a quarter titles of 3–7 words, a fifth sentences of 8–20 words and one in
/// twenty a paragraph of 25–60 words. About 8 % carry a `%@`, 5 % a `%d`, a few a quoted word or
/// a line break (escaped in the files), and 2 % of the keys are `.stringsdict` plurals.
struct DataGenerator {
  /// The seed of every published figure.
  static let defaultSeed: UInt64 = 0x4C65_7869_636F_6E21

  private var random: SeededGenerator

  init(seed: UInt64 = DataGenerator.defaultSeed) {
    random = SeededGenerator(seed: seed)
  }

  /// The data set: tables of the given sizes (``DataSet/tableSizes`` by default) in each of
  /// ``DataSet/languages``. The first table also holds the fixed keys of the formatting, plural and
  /// sanity benchmarks.
  mutating func generate(sizes: [(name: String, count: Int)] = DataSet.tableSizes) -> DataSet {
    var used = Set<String>()
    var tables: [GeneratedTable] = []
    for (index, size) in sizes.enumerated() {
      tables.append(generateTable(size.name, count: size.count, isFirst: index == 0, used: &used))
    }
    return DataSet(tables: tables)
  }

  private mutating func generateTable(
    _ name: String, count: Int, isFirst: Bool, used: inout Set<String>
  ) -> GeneratedTable {
    var keys: [String] = []
    var pluralKeys: [String] = []
    var comments: [String: String] = [:]
    var texts: [String: [String: String]] = [:]
    var plurals: [String: [String: GeneratedPlural]] = [:]

    if isFirst {
      for (key, byLanguage) in Self.fixedTexts {
        keys.append(key)
        used.insert(key)
        for (language, text) in byLanguage { texts[language, default: [:]][key] = text }
      }
      for sanity in SanityKey.allCases {
        keys.append(sanity.rawValue)
        used.insert(sanity.rawValue)
        for language in DataSet.languages {
          texts[language, default: [:]][sanity.rawValue] = value(in: language, words: 2...4)
        }
      }
      pluralKeys.append(DataSet.pluralKey)
      used.insert(DataSet.pluralKey)
      for (language, plural) in Self.filesPlural {
        plurals[language, default: [:]][DataSet.pluralKey] = plural
      }
    }

    let areas = Self.areas[name] ?? ["misc"]
    let pluralCount = count / 50
    while keys.count + pluralKeys.count < count {
      let key = uniqueKey(area: random.pick(areas), used: &used)
      if pluralKeys.count < pluralCount && random.chance(3) {
        pluralKeys.append(key)
        let noun = random.below(1_000)
        let prefixWords = random.chance(50) ? random.within(1...3) : 0
        for language in DataSet.languages {
          plurals[language, default: [:]][key] = plural(
            in: language, noun: noun, prefix: prefixWords)
        }
        continue
      }
      keys.append(key)
      if random.chance(30) {
        comments[key] = "Shown on the \(key.split(separator: ".").dropFirst().first ?? "") screen."
      }
      let shape = valueShape()
      for language in DataSet.languages {
        texts[language, default: [:]][key] = value(in: language, shape: shape)
      }
    }
    return GeneratedTable(
      name: name, keys: keys, pluralKeys: pluralKeys, comments: comments, texts: texts,
      plurals: plurals)
  }

  // MARK: - Keys

  private mutating func uniqueKey(area: String, used: inout Set<String>) -> String {
    let base = "\(area).\(random.pick(Self.screens)).\(random.pick(Self.elements))"
    var key = base
    var suffix = 2
    while used.contains(key) {
      key = "\(base)_\(suffix)"
      suffix += 1
    }
    used.insert(key)
    return key
  }

  // MARK: - Values

  /// What every translation of a key shares: its length class and placeholders.
  private struct ValueShape {
    var words: Int
    var hasObject: Bool
    var hasNumber: Bool
    var hasQuote: Bool
    var hasLineBreak: Bool
    var isSentence: Bool
  }

  private mutating func valueShape() -> ValueShape {
    let roll = random.below(100)
    let words: Int
    switch roll {
    case 0..<50: words = random.within(1...3)
    case 50..<75: words = random.within(3...7)
    case 75..<95: words = random.within(8...20)
    default: words = random.within(25...60)
    }
    return ValueShape(
      words: words, hasObject: random.chance(8), hasNumber: random.chance(5),
      hasQuote: random.chance(2), hasLineBreak: words > 7 && random.chance(5),
      isSentence: words > 7)
  }

  private mutating func value(in language: String, words range: ClosedRange<Int>) -> String {
    value(
      in: language,
      shape: ValueShape(
        words: random.within(range), hasObject: false, hasNumber: false, hasQuote: false,
        hasLineBreak: false, isSentence: false))
  }

  private mutating func value(in language: String, shape: ValueShape) -> String {
    let vocabulary = Vocabulary.words(for: language)
    var parts = (0..<shape.words).map { _ in random.pick(vocabulary) }
    if shape.hasQuote {
      let index = random.below(parts.count)
      parts[index] = "\"\(parts[index])\""
    }
    if shape.hasObject { parts.insert("%@", at: random.below(parts.count + 1)) }
    if shape.hasNumber {
      let after = parts.firstIndex(of: "%@").map { $0 + 1 } ?? 0
      parts.insert("%d", at: after + random.below(parts.count - after + 1))
    }
    if shape.hasLineBreak {
      parts.insert("\n", at: parts.count / 2)
    }
    var text = parts.joined(separator: Vocabulary.separator(for: language))
    if shape.hasLineBreak {
      text = text.replacingOccurrences(of: " \n ", with: "\n")
    }
    if let first = text.first, first.isLowercase {
      text = first.uppercased() + text.dropFirst()
    }
    if shape.isSentence { text += Vocabulary.fullStop(for: language) }
    return text
  }

  private mutating func plural(in language: String, noun: Int, prefix: Int) -> GeneratedPlural {
    let vocabulary = Vocabulary.words(for: language)
    let word = vocabulary[noun % vocabulary.count]
    let separator = Vocabulary.separator(for: language)
    let lead = (0..<prefix).map { _ in random.pick(vocabulary) }.joined(separator: separator)
    let format = lead.isEmpty ? "%#@items@" : lead + separator + "%#@items@"
    let variants = Vocabulary.pluralForms(for: language).map { form in
      (category: form.category, text: "%d" + separator + word + form.suffix)
    }
    return GeneratedPlural(format: format, variable: "items", valueType: "d", variants: variants)
  }
}

extension DataGenerator {
  /// Key areas by table: the first part of each key.
  fileprivate static let areas: [String: [String]] = [
    "Localizable": [
      "inbox", "profile", "search", "feed", "checkout", "cart", "player", "library", "messages",
      "notifications", "calendar", "photos", "map", "wallet", "orders",
    ],
    "Settings": [
      "settings", "privacy", "account", "security", "appearance", "storage", "network",
      "accessibility", "billing", "sync",
    ],
    "Onboarding": [
      "onboarding", "welcome", "signup", "login", "tutorial", "permissions", "paywall", "tour",
    ],
  ]

  fileprivate static let screens = [
    "list", "detail", "editor", "header", "footer", "sheet", "alert", "empty_state", "toolbar",
    "sidebar", "banner", "card", "row", "menu", "dialog", "form", "tab", "popover", "section",
    "cell",
  ]

  fileprivate static let elements = [
    "title", "subtitle", "message", "button", "button_cancel", "button_confirm", "placeholder",
    "hint", "error", "accessibility_label", "caption", "description", "label", "tooltip", "badge",
    "footer_note", "header", "action", "link", "warning",
  ]

  /// Hand-written entries the formatting benchmark uses.
  fileprivate static let fixedTexts: [(String, [String: String])] = [
    (
      DataSet.formatKey,
      [
        "en": "Welcome back, %@! You have %d new messages.",
        "de": "Willkommen zurück, %@! Sie haben %d neue Nachrichten.",
        "fr": "Bon retour, %@ ! Vous avez %d nouveaux messages.",
        "ru": "С возвращением, %@! У вас %d новых сообщений.",
        "ja": "おかえりなさい、%@さん！新着メッセージが%d件あります。",
      ]
    )
  ]

  /// The plural the plural benchmark renders.
  fileprivate static let filesPlural: [(String, GeneratedPlural)] = [
    ("en", files([("one", "%d file"), ("other", "%d files")])),
    ("de", files([("one", "%d Datei"), ("other", "%d Dateien")])),
    ("fr", files([("one", "%d fichier"), ("many", "%d de fichiers"), ("other", "%d fichiers")])),
    (
      "ru",
      files([("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])
    ),
    ("ja", files([("other", "%d個のファイル")])),
  ]

  private static func files(_ variants: [(String, String)]) -> GeneratedPlural {
    GeneratedPlural(
      format: "%#@files@", variable: "files", valueType: "d",
      variants: variants.map { (category: $0.0, text: $0.1) })
  }
}
