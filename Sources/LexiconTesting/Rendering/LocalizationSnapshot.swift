import Lexicon

/// How a screen's keys are rendered for a snapshot: the languages, the sample arguments and the
/// checks — every key as users see it, deterministic, one line per text.
///
/// ```swift
/// let snapshot = LocalizationSnapshot(languages: ["en", "ru", "ar"])
/// print(snapshot.render(InboxStrings.self))
/// ```
///
/// ```
/// InboxStrings — table Inbox, 5 keys, languages en, ru, ar
///
/// # en — development language, left-to-right, plural categories one, other
/// en  title                 Inbox
/// en  welcome               Welcome back, Alex!
/// en  unread · zero (0)     No unread messages
/// en  unread · one (1)      1 unread message
/// en  unread · other (2)    2 unread messages
/// en  archiveAll            Archive all
/// en  emptyState            You're all caught up.
///
/// # ru — left-to-right, plural categories one, few, many, other
/// ru  title                 Входящие
/// ru  welcome               С возвращением, Alex!
/// ru  unread · one (1)      1 непрочитанное письмо
/// ru  unread · few (2)      2 непрочитанных письма
/// ru  unread · many (5)     5 непрочитанных писем
/// ru  unread · other        ⟨not reached by %d⟩ %d непрочитанного письма
/// ru  archiveAll            Архивировать все
/// ru  emptyState            Новых писем нет.
///
/// # ar — right-to-left, plural categories zero, one, two, few, many, other
/// ar  title                 البريد الوارد
/// …
/// ar  archiveAll            ⟨en⟩ Archive all
/// ```
///
/// ## What each line shows
///
/// Keys resolve through a private copy of the runtime in scope (the suite's `.localization(_:)`
/// trait, `Localization.withLocalization`, or the shared runtime), so the snapshot shows what the
/// app shows — fallbacks, in-code defaults and the missing-key policy included — and never writes
/// the runtime's state or reports to its handlers.
///
/// - A plain key shows its text, unformatted, as `description` returns it.
/// - A key with arguments shows its text formatted with sample arguments: the arguments the
///   development-language text reads, each the default sample of its specifier kind
///   (``defaultSamples``: `%@` → `Alex`, `%d` → `7`, `%f` → `2.5`), unless the key has its own
///   (``arguments(_:for:)``). The translation gets the same arguments, as in the app.
/// - A plural key shows one line per CLDR plural category of the language, named, with a count
///   of that category (`PluralRules.samples(for:)`): Russian 1, 2, 5; Arabic 0, 1, 2, 3,
///   11, 100. The count is chosen so that the number *as the specifier writes it* is in the
///   category (`%.1f` writes 1 as `1.0`, which is not `one` in English). A category no count can
///   reach through the specifier (Russian `other`, for fractions, with `%d`) shows its variant as
///   written, marked `⟨not reached by %d⟩`. An explicit `zero` variant in a language without a
///   zero category gets a `zero (0)` line of its own. With several plural variables, each varies
///   in turn while the others stay at a count of `other` (or of the last category a count
///   reaches, such as Russian `many` for `%d`).
///
/// Markers before a text show what a reviewer must see:
///
/// | marker | meaning |
/// |---|---|
/// | `⟨en⟩` | not translated: the text fell back to that language |
/// | `⟨default⟩` | found nowhere: the key's in-code `defaultValue` |
/// | `⟨missing⟩` | found nowhere: what the missing-key policy shows |
/// | `⟨empty⟩` | the translation is empty |
/// | `⟨format error: …⟩` | a specifier the arguments do not fit (it prints as written) |
/// | `⟨format warning: …⟩` | an argument the translation never prints, and similar |
/// | `⟨no few form, shows other⟩` | the plural has no variant for the category |
/// | `⟨not reached by %d⟩` | no count written by the specifier is in the category |
/// | `⟨too long: 152% of en⟩` | wider than the width check allows |
///
/// Each language's header says whether it is the development language, its layout direction
/// (right-to-left languages are marked), its plural categories, and whether it is a pseudo-locale
/// or outside the runtime's supported languages.
///
/// ## Deterministic text
///
/// Languages in the order given (duplicates and spellings of the same tag once), keys in
/// `allCases` order, categories in CLDR order; columns aligned; line breaks, tabs, other control
/// characters and invisible bidi controls escaped (`\n`, `\t`, `\u{200F}`); no dates, paths or
/// addresses. The same strings always give the same text.
///
/// ## Pseudo-locales
///
/// Any language the runtime resolves can be rendered, including pseudo-locales such as `en-XA`
/// (accented, expanded) and `ar-XB` (right-to-left) once the runtime serves them (its
/// configuration lists them: `LexiconPseudo`).
/// ``includingPseudoLocales(_:)`` adds them; where the runtime does not pseudo-localize, every text
/// would equal its base language's, so the block says `pseudo-localization not available` instead
/// of repeating them.
public struct LocalizationSnapshot: Sendable {
  /// The languages to render, one block each.
  public var languages: [String]
  /// The sample argument of each specifier kind, for keys without arguments of their own.
  public var samples: [FormatArgumentKind: SnapshotArgument]
  /// The width check, or `nil` for none.
  public var widthCheck: WidthCheck?
  /// The runtime configuration to render with, or `nil` for the configuration of the runtime in
  /// scope.
  public var configuration: LocalizationConfiguration?
  /// The arguments of particular keys.
  var keyArguments: [SnapshotKeyIdentity: [SnapshotArgument]] = [:]

  /// The default sample argument of each specifier kind: `%@` and `%s` → `Alex`, `%d` → `7`,
  /// `%u`/`%x` → `7`, `%f` → `2.5`, `%c` → `A` (65), `%p` → `0x1000`.
  public static let defaultSamples: [FormatArgumentKind: SnapshotArgument] = [
    .object: "Alex", .cString: "Alex", .signedInteger: 7, .unsignedInteger: .unsignedInteger(7),
    .floatingPoint: 2.5, .character: 65, .pointer: 0x1000,
  ]

  /// The pseudo-locales of the tools issue: accented English and right-to-left Arabic.
  public static let pseudoLocales = ["en-XA", "ar-XB"]

  /// Creates a snapshot of `languages` with the default samples and no width check.
  /// - Parameters:
  ///   - languages: The languages, one block each; any tag the runtime resolves.
  ///   - configuration: A runtime configuration to render with, or `nil` for the runtime in
  ///     scope.
  public init(languages: [String], configuration: LocalizationConfiguration? = nil) {
    self.languages = languages
    self.samples = Self.defaultSamples
    self.configuration = configuration
  }

  /// The same snapshot, passing `arguments` to `key` instead of the default samples.
  ///
  /// Counted arguments of plural keys still take a count of each category.
  ///
  /// ```swift
  /// snapshot.arguments("Ann", 3, for: InboxStrings.greeting)
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The arguments, in the order the key's format reads them.
  ///   - key: The key.
  /// - Returns: The changed snapshot.
  public func arguments<Key: Localizable>(_ arguments: SnapshotArgument..., for key: Key) -> Self {
    var copy = self
    copy.keyArguments[SnapshotKeyIdentity(key)] = arguments
    return copy
  }

  /// The same snapshot, passing `argument` to every specifier of `kind` of keys without
  /// arguments of their own.
  /// - Parameters:
  ///   - argument: The sample.
  ///   - kind: The specifier kind, such as `.object` for `%@`.
  /// - Returns: The changed snapshot.
  public func sample(_ argument: SnapshotArgument, for kind: FormatArgumentKind) -> Self {
    var copy = self
    copy.samples[kind] = argument
    return copy
  }

  /// The same snapshot, marking texts wider than `maximumPercent` of their source.
  ///
  /// ```swift
  /// snapshot.checkingWidth(maximumPercent: 130, languages: ["de": 160])
  /// ```
  ///
  /// - Parameters:
  ///   - maximumPercent: The widest a translation may be, as a percentage of its source.
  ///   - languages: Limits for particular languages.
  ///   - minimumSourceWidth: Sources narrower than this are not checked.
  /// - Returns: The changed snapshot.
  public func checkingWidth(
    maximumPercent: Int, languages: [String: Int] = [:],
    ignoringSourcesShorterThan minimumSourceWidth: Int = 0
  ) -> Self {
    var copy = self
    copy.widthCheck = WidthCheck(
      maximumPercent: maximumPercent, languages: languages, minimumSourceWidth: minimumSourceWidth)
    return copy
  }

  /// The same snapshot with pseudo-locales added after the other languages.
  ///
  /// A pseudo-locale is rendered as the runtime serves it — derived from the development
  /// language when the configuration's `pseudoLocales` list it (`LexiconPseudo`'s
  /// `PseudoLocale.allCases`; none by default); otherwise its
  /// block says `pseudo-localization not available`.
  ///
  /// - Parameter locales: The pseudo-locales, by default ``pseudoLocales``.
  /// - Returns: The changed snapshot.
  public func includingPseudoLocales(_ locales: [String] = LocalizationSnapshot.pseudoLocales)
    -> Self
  {
    var copy = self
    copy.languages += locales
    return copy
  }

  /// Renders every key of `type` in each language.
  ///
  /// - Parameter type: A key enum.
  /// - Returns: The snapshot text, ending with a line break.
  public func render<Key: Localizable & CaseIterable>(_ type: Key.Type) -> String {
    ScreenRenderer<Key>(snapshot: self).render()
  }

  /// Renders every key of `type` in each language with the default samples.
  ///
  /// The same as `LocalizationSnapshot(languages: languages).render(type)`. (It used to show
  /// only the `other` form of a plural key, as a raw template, so a broken `few` form went
  /// unnoticed; it now renders every form, with sample arguments and markers.)
  ///
  /// ```swift
  /// let text = LocalizationSnapshot.render(LoginStrings.self, languages: ["en", "ru"])
  /// ```
  ///
  /// - Parameters:
  ///   - type: A key enum.
  ///   - languages: The languages, one block each.
  /// - Returns: The snapshot text, ending with a line break.
  public static func render<Key: Localizable & CaseIterable>(
    _ type: Key.Type, languages: [String]
  ) -> String {
    LocalizationSnapshot(languages: languages).render(type)
  }

  /// Every key of `type` that does not resolve in its own language or a parent in any of
  /// `languages` (it falls back, uses its default value, or is missing).
  ///
  /// ```swift
  /// #expect(LocalizationSnapshot.untranslatedKeys(LoginStrings.self, languages: ["en", "ru"]).isEmpty)
  /// ```
  ///
  /// - Parameters:
  ///   - type: A key enum.
  ///   - languages: The languages to check.
  /// - Returns: The misses, in key order then language order.
  public static func untranslatedKeys<Key: Localizable & CaseIterable>(
    _ type: Key.Type, languages: [String]
  ) -> [MissingKey] {
    let recorder = MissingKeyRecorder()
    let audit = ScreenRenderer<Key>.auditRuntime(
      Localization.current.configuration, recorder: recorder)
    Localization.withLocalization(audit) {
      for key in Key.allCases {
        for language in languages {
          _ = Localization.withLanguage(language) { key.description }
        }
      }
    }
    return recorder.reports
  }
}
