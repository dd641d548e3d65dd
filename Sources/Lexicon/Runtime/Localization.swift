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
  /// Registers reads with the Observation framework and publishes changes to it.
  @usableFromInline let tracking: any TextTracking
  let observers = LanguageObservers()
  /// The bindings of objects' properties to text (``bind(_:_:to:)``).
  let bindings = BindingRegistry()
  /// What the screens are owed after changes made off the main actor.
  let screenUpdates = LockedValue(ScreenUpdates())
  /// Whether tracked reads hear about changes made off the main thread on the main actor.
  let tellsTrackedReadsOnMainActor: Bool
  /// The sequence number of the latest change and whether the language follows the device. Its
  /// lock serialises changes and numbers the user's choices; the choices are saved and observers
  /// told outside it, observers only while their change is the latest.
  let switches: LockedValue<SwitchState>
  /// Hands the changes to the observers in order.
  let announcements = AnnouncementQueue<String>()
  /// Hands the user's choices (and the persistence in force when each was made) to
  /// ``LanguagePersistence/save(_:)`` in order, outside the switch lock.
  let choices = AnnouncementQueue<(String?, LanguagePersistence)>()
  /// The content announcements of the configured providers this runtime follows, and the
  /// subscription to the device's locale changes.
  let subscriptions = RuntimeSubscriptions()

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
  ///
  /// `tellsTrackedReadsOnMainActor` selects where tracked reads hear about changes made off the
  /// main thread; tests run both platforms' choices.
  init(
    configuration: LocalizationConfiguration, lockedGeneration: Bool,
    tellsTrackedReadsOnMainActor: Bool = Localization.tellsTrackedReadsOnMainActorByDefault
  ) {
    let start = Self.startingLanguage(for: configuration)
    state = RuntimeState(
      configuration: configuration, language: start.language, lockedGeneration: lockedGeneration)
    switches = LockedValue(SwitchState(followsDevice: start.followsDevice))
    tracking = Self.makeTracking()
    self.tellsTrackedReadsOnMainActor = tellsTrackedReadsOnMainActor
    subscriptions.follow(
      RuntimeSubscriptions.announcements(of: configuration.providers), of: self)
    subscriptions.followDeviceLanguages(of: self)
  }

  /// The tracking of this platform: the Observation framework where it exists.
  private static func makeTracking() -> any TextTracking {
    #if canImport(Observation)
      if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
        return ObservationTextTracking()
      }
    #endif
    return NoTextTracking()
  }

  /// Configures the shared runtime. Call once, early in the app's launch.
  ///
  /// Calling it again replaces the configuration and drops every table resolved so far; screens
  /// that follow the language re-render (see <doc:ScreensThatFollowTheLanguage>).
  ///
  /// - Parameter configuration: The providers, languages and miss handling.
  public static func bootstrap(_ configuration: LocalizationConfiguration) {
    shared.reconfigure(configuration)
  }

  /// Replaces the configuration, then publishes the change to the screens — the providers, and
  /// so the text, may differ even when the language does not — and to the language observers
  /// when the language changed.
  func reconfigure(_ configuration: LocalizationConfiguration) {
    let start = Self.startingLanguage(for: configuration)
    // The providers' announcements are the app's code: read outside the lock, followed under
    // it before the new configuration is published, so none made meanwhile is missed.
    let announcements = RuntimeSubscriptions.announcements(of: configuration.providers)
    let (change, languageChanged) = switches.withLock { switches -> (Int, Bool) in
      subscriptions.follow(announcements, of: self)
      let previous = state.currentSnapshot.language
      state.reconfigure(configuration, language: start.language)
      switches.followsDevice = start.followsDevice
      switches.latest += 1
      return (switches.latest, previous != start.language)
    }
    publishChange(start.language, change: change, toObservers: languageChanged)
  }

  /// The configuration in force.
  public var configuration: LocalizationConfiguration {
    state.currentSnapshot.configuration
  }

  /// The current language as a BCP 47 tag, such as `pt-BR`, or the language pinned by
  /// ``withLanguage(_:operation:)-6gm16`` for the code running inside it.
  ///
  /// Reading it registers with the Observation framework like reading a key's text: a SwiftUI
  /// view that shows it re-renders after a switch.
  public var language: String {
    tracking.trackRead()
    return LocalizationScope.active.language ?? state.currentSnapshot.language
  }

  /// The development language: the language missing translations fall back to.
  public var developmentLanguage: String {
    configuration.developmentLanguage
  }

  /// Forgets every resolved table so that the next lookups ask the providers again, then tells
  /// the screens, so that those on display re-render with the providers' new content.
  ///
  /// Lookups racing the call see the old tables or the new ones, never a mix within a table. The
  /// change is published once, after the tables are forgotten: reads tracked by the Observation
  /// framework are told and bindings (``bind(_:_:to:)``) run again
  /// (see <doc:ScreensThatFollowTheLanguage>). The language observers are not told — they hear
  /// about changes of language, and about ``reloadAndAnnounce()`` — so an observer may call this.
  ///
  /// ```swift
  /// cache.replaceContent(with: fixes)     // a provider without ContentChanges
  /// Localization.shared.reload()          // visible screens re-render with the fixes
  /// ```
  public func reload() {
    reload(toObservers: false)
  }

  /// Forgets every resolved table, then tells the screens and the language observers the
  /// current language again, so that every screen on display re-renders with a provider's new
  /// content, including those that re-render in an observer.
  ///
  /// This is what a provider's ``ContentChanges/announce()`` does on every runtime whose
  /// providers include it — `LexiconRemote`'s provider announces each over-the-air update shown
  /// while the app runs. Observers are told exactly as after ``setLanguage(_:)``, with the
  /// language unchanged: closures and the notification on the calling thread,
  /// ``LanguageObserver`` objects on the main actor, streams of ``languageChanges()``.
  ///
  /// - Note: An observer that only cares about real language changes compares the language it
  ///   receives with the one it last rendered; one that reloads calls ``reload()``, never this.
  public func reloadAndAnnounce() {
    reload(toObservers: true)
  }

  private func reload(toObservers: Bool) {
    let (language, change) = switches.withLock { switches -> (String, Int) in
      state.reload()
      switches.latest += 1
      return (state.currentSnapshot.language, switches.latest)
    }
    publishChange(language, change: change, toObservers: toObservers)
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
    tracking.trackRead()
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
    // Until a scope was ever opened, no scope value is read or made (and none released).
    guard LocalizationScope.mayBeOpen else {
      return withShared { $0.text(for: key, language: nil) }
    }
    let scope = LocalizationScope.current
    if let localization = scope.localization {
      return localization.text(for: key, language: scope.language)
    }
    return withShared { $0.text(for: key, language: scope.language) }
  }

  /// Runs `body` on ``shared``, borrowed: it lives for the whole process, so a lookup does not
  /// retain it.
  @inlinable
  static func withShared<Result>(_ body: (Localization) -> Result) -> Result {
    Unmanaged.passUnretained(shared)._withUnsafeGuaranteedRef(body)
  }

  /// The text of an indexed key through the runtime and language in scope: read by position in
  /// the resolved table, then (a key outside the table's own entries) by text, then on the slow
  /// path. What ``IndexedLocalizable/description`` returns.
  @inlinable
  static func text<Key: IndexedLocalizable>(ofIndexed key: Key) -> String {
    let scope = LocalizationScope.active
    if let localization = scope.localization {
      return localization.text(forIndexed: key, language: scope.language)
    }
    return Unmanaged.passUnretained(shared)._withUnsafeGuaranteedRef {
      $0.text(forIndexed: key, language: scope.language)
    }
  }

  /// The text of an indexed key in the language pinned by a scope, or the current one. Like
  /// every read of text through a key, it registers with the Observation framework.
  @inlinable
  func text<Key: IndexedLocalizable>(forIndexed key: Key, language: String?) -> String {
    tracking.trackRead()
    if let text = state.indexedText(
      type: ObjectIdentifier(Key.self), index: key.keyIndex, language: language)
    {
      return text
    }
    let lookupKey = key.key
    if let text = state.fastText(
      type: ObjectIdentifier(Key.self), key: lookupKey, language: language)
    {
      return text
    }
    return resolvedText(of: key, key: lookupKey, language: language)
  }

  /// The resolved value of a key — plain text or plural variants — unformatted.
  /// - Parameter key: The key.
  /// - Returns: The value in the current language, after the fallback rules.
  public func value<Key: Localizable>(for key: Key) -> LocalizedValue {
    tracking.trackRead()
    return resolution(of: key, language: LocalizationScope.active.language).value
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
    tracking.trackRead()
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
  /// device's languages — the one case where the language follows the device.
  static func startingLanguage(for configuration: LocalizationConfiguration) -> (
    language: String, followsDevice: Bool
  ) {
    let supported = configuration.supportedLanguages
    if let stored = configuration.persistence.load().flatMap({ LanguageTag($0)?.identifier }),
      supported.isEmpty || supported.contains(stored)
        || configuration.pseudoLocale(for: stored) != nil
    {
      return (stored, false)
    }
    return (unchosenLanguage(for: configuration), configuration.language == nil)
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
