import Lexicon

/// Renders every key of one key type for a ``LocalizationSnapshot``: resolves each key in each
/// language through a private audit runtime, then builds the rows and lays them out.
///
/// The audit runtime is a copy of the configuration in scope whose missing-key reports go to a
/// recorder (each key, table and language is reported once, on its first lookup, so a lookup
/// that reports tells where its text came from), whose format problems are ignored (the rows
/// carry them), and which persists nothing.
struct ScreenRenderer<Key: Localizable & CaseIterable> {
  /// The languages, samples and checks.
  let snapshot: LocalizationSnapshot
  /// The keys, in `allCases` order.
  let keys = Array(Key.allCases)

  /// A runtime that resolves like `configuration` and reports misses to `recorder` alone.
  /// - Parameters:
  ///   - configuration: The configuration to copy.
  ///   - recorder: Receives the missing-key reports.
  /// - Returns: The runtime, to use inside `Localization.withLocalization`.
  static func auditRuntime(
    _ configuration: LocalizationConfiguration, recorder: MissingKeyRecorder
  ) -> Localization {
    var configuration = configuration
    // Any language can be rendered, supported or not: `withLanguage` pins only supported ones.
    configuration.supportedLanguages = []
    configuration.onMissingKey = recorder.handler
    configuration.onFormatProblem = .ignore
    configuration.persistence = .none
    return Localization(configuration: configuration)
  }

  /// The snapshot text.
  func render() -> String {
    let recorder = MissingKeyRecorder()
    let configuration = snapshot.configuration ?? Localization.current.configuration
    let runtime = Self.auditRuntime(configuration, recorder: recorder)
    return Localization.withLocalization(runtime) {
      var session = Session(
        renderer: self, recorder: recorder, runtime: runtime,
        supportedLanguages: configuration.supportedLanguages)
      return session.layout().text
    }
  }

  /// One rendering: the resolutions found so far, by language.
  private struct Session {
    let renderer: ScreenRenderer
    let recorder: MissingKeyRecorder
    let runtime: Localization
    /// The languages the configuration in scope supports (the audit runtime accepts any).
    let supportedLanguages: [String]
    var resolved: [String: [KeyResolution]] = [:]

    var snapshot: LocalizationSnapshot { renderer.snapshot }
    var keys: [Key] { renderer.keys }

    /// The title and a block per language.
    mutating func layout() -> SnapshotLayout {
      let development = canonical(runtime.developmentLanguage)
      var languages: [String] = []
      for language in snapshot.languages.map(canonical) where !languages.contains(language) {
        languages.append(language)
      }
      let title =
        "\(Key.self) — table \(Key.table), \(keys.count) \(keys.count == 1 ? "key" : "keys"), "
        + "languages \(languages.joined(separator: ", "))"
      var blocks: [SnapshotBlock] = []
      for language in languages {
        var block = SnapshotBlock(
          header: header(for: language, development: development),
          rows: rows(in: language, development: development))
        if let base = pseudoBase(of: language) {
          let baseRows = rows(in: base, development: development)
          if block.rows.map(\.text) == baseRows.map(\.text) {
            block.notes = [
              "pseudo-localization not available: the runtime shows the \(base) texts unchanged "
                + "(its configuration's pseudoLocales leave it out)"
            ]
            block.rows = []
          }
        }
        blocks.append(block)
      }
      return SnapshotLayout(title: title, blocks: blocks)
    }

    /// `pt_BR` → `pt-BR`, as the runtime names the language inside a scope.
    private func canonical(_ language: String) -> String {
      Localization.withLanguage(language) { Localization.current.language }
    }

    /// The base language of a pseudo-locale (`en` for `en-XA`), or `nil` for a real language.
    private func pseudoBase(of language: String) -> String? {
      guard let tag = LanguageTag(language), let region = tag.region,
        LanguageNames.pseudoRegions.contains(region)
      else { return nil }
      return canonical(tag.language)
    }

    /// The language whose plural rules the runtime applies to texts shown in `language`: the
    /// development language for a pseudo-locale the runtime derives from it, else `language`.
    private func rulesLanguage(of language: String) -> String {
      guard runtime.configuration.pseudoLocale(for: LanguageNames.canonical(language)) != nil
      else { return language }
      return runtime.configuration.developmentLanguage
    }

    /// `ru — left-to-right, plural categories one, few, many, other`.
    private func header(for language: String, development: String) -> String {
      var facts: [String] = []
      if language == development { facts.append("development language") }
      if pseudoBase(of: language) != nil { facts.append("pseudo-locale") }
      let supported = supportedLanguages
      if !supported.isEmpty, !supported.contains(language), pseudoBase(of: language) == nil {
        facts.append("not a supported language of the runtime")
      }
      facts.append(
        LayoutDirection(language: language) == .rightToLeft ? "right-to-left" : "left-to-right")
      // A pseudo-locale's plurals follow the development language's rules, as the runtime's do.
      let categories = PluralRules(language: rulesLanguage(of: language)).categories.map(\.rawValue)
      facts.append("plural categories " + categories.joined(separator: ", "))
      return language + " — " + facts.joined(separator: ", ")
    }

    /// Every row of every key in `language`.
    private mutating func rows(in language: String, development: String) -> [SnapshotRow] {
      let sources = resolutions(in: development)
      let shown = resolutions(in: language)
      var rows: [SnapshotRow] = []
      for index in keys.indices {
        let builder = RowBuilder(
          snapshot: snapshot, identity: SnapshotKeyIdentity(keys[index]), key: keys[index].key,
          language: language, development: development, source: sources[index],
          shown: shown[index])
        rows += builder.rows()
      }
      return rows
    }

    /// What each key resolves to in `language`, looked up once per language.
    private mutating func resolutions(in language: String) -> [KeyResolution] {
      if let known = resolved[language] { return known }
      let found = Localization.withLanguage(language) {
        keys.map { resolve($0, language: language) }
      }
      resolved[language] = found
      return found
    }

    /// Looks a key up and reads the report its first lookup made, if any.
    private func resolve(_ key: Key, language: String) -> KeyResolution {
      let before = recorder.reports.count
      let value = key.localizedValue
      let report = recorder.reports.dropFirst(before).last { $0.key == key.key }
      // A pseudo-locale's texts are the development language's, chosen by its plural rules.
      let language = rulesLanguage(of: language)
      switch report?.resolution {
      case nil:
        return KeyResolution(value: value, language: language, source: .translated)
      case .fellBack(let fallback)?:
        return KeyResolution(value: value, language: fallback, source: .fellBack(fallback))
      case .defaultValue?:
        return KeyResolution(value: value, language: language, source: .defaultValue)
      case .unresolved?:
        return KeyResolution(value: value, language: language, source: .missing)
      }
    }
  }
}
