import Foundation

/// The localization runtime: resolves keys through the provider chain in the current language.
///
/// An app bootstraps the shared runtime once, early in launch:
///
/// ```swift
/// Localization.bootstrap(LocalizationConfiguration(
///   providers: [BundleProvider()],
///   developmentLanguage: "en",
///   supportedLanguages: ["en", "ru", "ar"]))
/// ```
///
/// Until then (and for apps that never call it) the shared runtime reads each key from its own
/// type's bundle, with the main bundle's development language.
///
/// ## Resolution order
///
/// For a key in language `L`, every provider is asked in chain order — then the key type's own
/// bundle, unless a configured `BundleProvider` reads it already (<doc:FeatureModules>) — for
/// `L`, then for each parent
/// of `L` (CLDR parent locales and truncation: `pt-BR` → `pt`, `en-AU` → `en-001` → `en`), then for
/// the development language and its parents, then `Base`, then the development language of the
/// key's own bundle when it differs (its `CFBundleDevelopmentRegion`, which SwiftPM fills from a
/// package's `defaultLocalization`). The first hit wins. A key found only in a development
/// language is shown and reported to
/// ``LocalizationConfiguration/onMissingKey``; a key found nowhere shows its
/// ``Localizable/defaultValue``, or else what the ``MissingKeyPolicy`` says (the key by default).
///
/// ## Performance
///
/// The first lookup of a key type in a language merges its table once into an immutable snapshot.
/// Every later lookup is a hash lookup on that snapshot: no file I/O, no bundle call, no lock.
/// Keys that fall back, use their default or are missing are resolved and reported once, then
/// served from the snapshot too.
///
/// Each thread keeps the last snapshot it used (one atomic load tells it whether a newer one was
/// published), so a thread that stops resolving keys holds on to that snapshot until it exits or
/// resolves a key again. On Apple OSes older than macOS 15 / iOS 18 (without the
/// `Synchronization` module) that check takes a short lock instead of an atomic load.
///
/// ## Scoped overrides
///
/// Tests and previews pin a language, or a whole runtime, for the code inside a closure without
/// touching global state (see ``withLanguage(_:operation:)-6gm16`` and
/// ``withLocalization(_:operation:)-59j1t``). The overrides are task-local: they follow structured
/// concurrency (child tasks, `async let`, task groups) but not `Task.detached` or work dispatched
/// to a GCD queue, which start without them.
public final class Localization: Sendable {
  /// The process-wide runtime that keys resolve through unless a scope overrides it.
  public static let shared = Localization()

  @usableFromInline let state: RuntimeState
  let observers = LanguageObservers()
  /// The sequence number of the latest language change. Its lock serialises changes (persisting
  /// and publishing); observers are told outside it, and only while their change is the latest.
  let switches = LockedValue(0)
  /// Hands the changes to the observers in order.
  let announcements = AnnouncementQueue()

  /// Creates an independent runtime, for example for a test or a preview.
  ///
  /// Keys resolve through it only inside ``withLocalization(_:operation:)-59j1t``.
  ///
  /// - Parameter configuration: The providers, languages and miss handling.
  public convenience init(configuration: LocalizationConfiguration = .default) {
    self.init(configuration: configuration, lockedGeneration: false)
  }

  /// Creates a runtime; `lockedGeneration` selects the lock-based twin of the lookup path that
  /// older Apple OSes use, so tests exercise it everywhere.
  init(configuration: LocalizationConfiguration, lockedGeneration: Bool) {
    state = RuntimeState(
      configuration: configuration, language: Self.initialLanguage(for: configuration),
      lockedGeneration: lockedGeneration)
  }

  /// Configures the shared runtime. Call once, early in the app's launch.
  ///
  /// Calling it again replaces the configuration and drops every table resolved so far.
  ///
  /// - Parameter configuration: The providers, languages and miss handling.
  public static func bootstrap(_ configuration: LocalizationConfiguration) {
    shared.reconfigure(configuration)
  }

  /// Replaces the configuration; observers hear about it when the language changes as a result.
  func reconfigure(_ configuration: LocalizationConfiguration) {
    let language = Self.initialLanguage(for: configuration)
    let change = switches.withLock { latest -> Int? in
      let previous = state.currentSnapshot.language
      state.reconfigure(configuration, language: language)
      guard previous != language else { return nil }
      latest += 1
      return latest
    }
    if let change {
      announce(language, change: change)
    }
  }

  /// The configuration in force.
  public var configuration: LocalizationConfiguration {
    state.currentSnapshot.configuration
  }

  /// The current language as a BCP 47 tag, such as `pt-BR`, or the language pinned by
  /// ``withLanguage(_:operation:)-6gm16`` for the code running inside it.
  public var language: String {
    LocalizationScope.active.language ?? state.currentSnapshot.language
  }

  /// The development language: the language missing translations fall back to.
  public var developmentLanguage: String {
    configuration.developmentLanguage
  }

  /// Forgets every resolved table so that the next lookups ask the providers again, for example
  /// after a provider's content changed.
  public func reload() {
    state.reload()
  }

  /// Forgets every resolved table, then tells the language observers the current language again,
  /// so that screens on display re-render with a provider's new content.
  ///
  /// This is how an over-the-air update applied while the app runs (`LexiconRemote`'s
  /// `.immediately` policy) reaches the screen: the provider swaps its content, then calls this.
  /// Lookups racing the call see the old tables or the new ones, never a mix within a table.
  /// Observers are told exactly as after ``setLanguage(_:)`` — closures and the notification on
  /// the calling thread, ``LanguageObserver`` objects on the main actor, streams of
  /// ``languageChanges()`` — with the language unchanged:
  ///
  /// ```swift
  /// remoteCache.replaceContent(with: fixes)      // your provider's own update
  /// Localization.shared.reloadAndAnnounce()     // visible screens re-render with the fixes
  /// ```
  ///
  /// - Note: An observer that only cares about real language changes compares the language it
  ///   receives with the one it last rendered.
  public func reloadAndAnnounce() {
    let (language, change) = switches.withLock { latest -> (String, Int) in
      state.reload()
      latest += 1
      return (state.currentSnapshot.language, latest)
    }
    announce(language, change: change)
  }

  // MARK: - Resolving keys

  /// The unformatted text of a key: what ``Localizable/description`` returns.
  /// - Parameter key: The key.
  /// - Returns: The text in the current language, after the fallback rules.
  public func text<Key: Localizable>(for key: Key) -> String {
    text(for: key, language: LocalizationScope.active.language)
  }

  /// The text of a key in the language pinned by a scope, or the current one.
  ///
  /// Inlinable, with what it reaches on the fast path, so that it is specialized for each key type
  /// in the module that declares it: `key`, `namespace` and `rawValue` are read without
  /// witness-table calls. The slow path, ``resolvedText(of:key:language:)``, is not inlined.
  @inlinable
  func text<Key: Localizable>(for key: Key, language: String?) -> String {
    let lookupKey = key.key
    if let text = state.fastText(
      type: ObjectIdentifier(Key.self), key: lookupKey, language: language)
    {
      return text
    }
    return resolvedText(of: key, key: lookupKey, language: language)
  }

  /// The slow path of ``text(for:language:)``: builds the table when needed, applies the fallback
  /// rules and reports misses.
  @usableFromInline
  func resolvedText<Key: Localizable>(of key: Key, key lookupKey: String, language: String?)
    -> String
  {
    state.resolve(key, key: lookupKey, language: language).value.rawText
  }

  /// The text of a key through the runtime and language in scope: ``Localizable/description``.
  @inlinable
  static func text<Key: Localizable>(of key: Key) -> String {
    let scope = LocalizationScope.active
    if let localization = scope.localization {
      return localization.text(for: key, language: scope.language)
    }
    // `shared` lives for the whole process: borrow it instead of retaining it on every lookup.
    return Unmanaged.passUnretained(shared)._withUnsafeGuaranteedRef {
      $0.text(for: key, language: scope.language)
    }
  }

  /// The resolved value of a key — plain text or plural variants — unformatted.
  /// - Parameter key: The key.
  /// - Returns: The value in the current language, after the fallback rules.
  public func value<Key: Localizable>(for key: Key) -> LocalizedValue {
    resolution(of: key, language: LocalizationScope.active.language).value
  }

  /// The text of a key formatted with arguments; plural variables use the CLDR rules of the
  /// language the text is written in, and numbers are written in the conventions of the current
  /// language (``LocalizationConfiguration/numberFormatting``).
  /// - Parameters:
  ///   - key: The key.
  ///   - arguments: The values for the format's placeholders.
  /// - Returns: The formatted text. With no arguments, the text is returned unformatted. A key
  ///   missing everywhere shows the ``MissingKeyPolicy``'s text as it is: it is not a template, so
  ///   it is neither formatted nor reported to ``LocalizationConfiguration/onFormatProblem`` (its
  ///   ``Localizable/defaultValue``, written in code, is a template and is formatted).
  public func format<Key: Localizable>(_ key: Key, arguments: [any CVarArg]) -> String {
    let scopeLanguage = LocalizationScope.active.language
    return formatted(
      resolution(of: key, language: scopeLanguage), key: key.key, table: Key.table,
      arguments: arguments, scopeLanguage: scopeLanguage)
  }

  /// A resolved value formatted with arguments: the work of ``format(_:arguments:)`` for any key.
  func formatted(
    _ resolution: Resolution, key: String, table: String, arguments: [any CVarArg],
    scopeLanguage: String?
  ) -> String {
    guard !arguments.isEmpty, resolution.isTemplate else { return resolution.value.rawText }
    // Numbers follow the app's language (the requested one), even in a text that fell back.
    let numbers = state.withSnapshot { snapshot -> NumberSymbols? in
      guard let language = scopeLanguage, snapshot.configuration.numberFormatting == .localized
      else { return snapshot.numbers }
      return NumberSymbols(language: language)
    }
    let formatted = FormatRenderer.render(
      resolution.value, arguments: arguments, language: resolution.language, numbers: numbers)
    if !formatted.issues.isEmpty {
      state.report(
        FormatProblem(
          key: key, table: table, language: resolution.language, issues: formatted.issues))
    }
    return formatted.text
  }

  private func resolution<Key: Localizable>(of key: Key, language: String?) -> Resolution {
    resolution(
      key: key.key, type: ObjectIdentifier(Key.self), table: Key.table, bundle: Key.bundle,
      defaultValue: { key.defaultValue }, language: language)
  }

  /// The resolution of a key of a table: from the snapshot when its table is resolved and has
  /// it, else through ``RuntimeState/resolve(key:type:table:bundle:defaultValue:language:)``.
  func resolution(
    key: String, type: ObjectIdentifier, table: String, bundle: Bundle,
    defaultValue: () -> String?, language: String?
  ) -> Resolution {
    let fast = state.withSnapshot { snapshot -> Resolution? in
      snapshot.unmanagedTable(for: type, language: language)?._withUnsafeGuaranteedRef {
        $0.resolution(for: key)
      }
    }
    return fast
      ?? state.resolve(
        key: key, type: type, table: table, bundle: bundle, defaultValue: defaultValue,
        language: language)
  }

  /// The runtime keys resolve through in the current scope: the one given to
  /// ``withLocalization(_:operation:)-59j1t``, or ``shared``.
  public static var current: Localization {
    LocalizationScope.active.localization ?? shared
  }

  /// The language a configuration starts in: the user's stored choice when it is a language tag
  /// that is still supported, else the configured starting language, else the best match of the
  /// device's languages.
  static func initialLanguage(for configuration: LocalizationConfiguration) -> String {
    let supported = configuration.supportedLanguages
    if let stored = configuration.persistence.load().flatMap({ LanguageTag($0)?.identifier }),
      supported.isEmpty || supported.contains(stored)
        || configuration.pseudoLocale(for: stored) != nil
    {
      return stored
    }
    return unchosenLanguage(for: configuration)
  }

  /// The language without a choice of the user's: the configured starting language, else the
  /// best match of the device's languages. A launch without a stored choice starts in it, and
  /// ``resetLanguage()`` returns to it.
  static func unchosenLanguage(for configuration: LocalizationConfiguration) -> String {
    configuration.language ?? deviceLanguage(for: configuration)
  }

  /// The best match of the device's preferred languages among the supported ones, or the
  /// development language. With no supported languages configured, the device's first language.
  static func deviceLanguage(for configuration: LocalizationConfiguration) -> String {
    let preferred = configuration.deviceLanguages()
    let supported = configuration.supportedLanguages
    // A pseudo-language first in the device's list was asked for on purpose (a launch argument).
    if let first = preferred.first.map(LanguageNames.canonical),
      configuration.pseudoLocale(for: first) != nil
    {
      return first
    }
    guard !supported.isEmpty else {
      return preferred.first.map(LanguageNames.canonical) ?? configuration.developmentLanguage
    }
    return LanguageMatcher.bestMatch(preferred: preferred, supported: supported)
      ?? configuration.developmentLanguage
  }

}
