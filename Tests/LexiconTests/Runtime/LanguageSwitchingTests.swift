import Foundation
import LexiconRawFiles
import LexiconTesting
import Testing

@testable import Lexicon

@Suite struct LanguageSwitchingTests {
  static func configuration(
    persistence: LanguagePersistence = .none, language: String? = "en"
  ) -> LocalizationConfiguration {
    LocalizationConfiguration(
      providers: [BundleProvider(bundle: .module)], tableFiles: .raw, developmentLanguage: "en",
      supportedLanguages: ["en", "ru", "pt"], language: language, onMissingKey: .ignore,
      persistence: persistence)
  }

  /// `bootstrap` reconfigures the shared runtime through `reconfigure`; a configuration that
  /// changes the language is a language change observers hear about (the screens hear about
  /// every reconfiguration: `TextTrackingTests`).
  @Test func reconfiguringIntoAnotherLanguageIsAnnounced() {
    let localization = Localization(configuration: Self.configuration())
    let seen = Locked<[String]>([])
    let observation = localization.observe { seen.append($0) }
    localization.reconfigure(Self.configuration(language: "ru"))
    localization.reconfigure(Self.configuration(language: "ru"))
    #expect(seen.value == ["ru"])
    #expect(
      Localization.withLocalization(localization) { LoginStrings.title.description } == "Войти")
    observation.cancel()
  }

  @Test func aStoredChoiceWinsOverTheConfiguredStartingLanguage() {
    let persistence = LanguagePersistence(load: { "pt" }, save: { _ in })
    let localization = Localization(
      configuration: Self.configuration(persistence: persistence, language: "ru"))
    #expect(localization.language == "pt")
  }

  @Test func setLanguageReportsWhatHappened() {
    let localization = Localization(configuration: Self.configuration())
    #expect(localization.setLanguage("ru") == .updated)
    #expect(localization.language == "ru")
    #expect(localization.setLanguage("ru") == .unchanged)
    #expect(localization.setLanguage("de") == .notSupported)
    #expect(localization.language == "ru")
    #expect(localization.setLanguage("PT") == .updated)
    #expect(localization.language == "pt")
    #expect(
      Localization.withLocalization(localization) { LoginStrings.title.description } == "Entrar")
  }

  /// Without a stored choice, the runtime starts in the best match of the device's languages.
  @Test(
    arguments: [
      (["pt-BR"], ["en", "pt-PT"], "pt-PT"),
      (["es-MX", "en"], ["en", "es-419", "es"], "es-419"),
      (["zh-TW"], ["en", "zh-Hans", "zh-Hant"], "zh-Hant"),
      (["de-AT", "ru-RU"], ["en", "ru"], "ru"),
      (["ja"], ["en", "ru"], "en"),
      ([], ["en", "ru"], "en"),
    ] as [([String], [String], String)])
  func withoutAStoredChoiceTheDeviceLanguagesAreMatched(
    device: [String], supported: [String], expected: String
  ) {
    var configuration = Self.configuration(language: nil)
    configuration.supportedLanguages = supported
    configuration.deviceLanguages = { device }
    #expect(Localization(configuration: configuration).language == expected)
  }

  /// `resetLanguage()` forgets the choice and lands where a launch without a choice starts: the
  /// device's best match, or the configured starting language when there is one.
  @Test(arguments: [(nil, "pt"), ("ru", "ru")] as [(String?, String)])
  func resetReturnsToTheLanguageOfALaunchWithoutAChoice(starting: String?, expected: String) {
    let stored = Locked<[String?]>([])
    let persistence = LanguagePersistence(
      load: { stored.value.last ?? nil }, save: { stored.append($0) })
    var configuration = Self.configuration(persistence: persistence, language: starting)
    configuration.deviceLanguages = { ["pt-BR", "en"] }
    let localization = Localization(configuration: configuration)
    #expect(localization.language == expected)
    #expect(localization.setLanguage("en") == .updated)
    #expect(stored.value.last == "en")

    #expect(localization.resetLanguage() == .updated)
    #expect(localization.language == expected)
    #expect(stored.value.last == .some(nil))
    #expect(localization.resetLanguage() == .unchanged)
    // The next launch agrees with the reset.
    #expect(Localization(configuration: configuration).language == expected)
  }

  /// Two threads switching at once: each observer hears the changes one at a time and ends on
  /// the language in effect.
  @Test(.timeLimit(.minutes(1)))
  func racingSwitchesReachObserversInOrderAndEndOnTheLatest() {
    let localization = Localization(configuration: Self.configuration())
    let inside = Locked(0)
    let overlaps = Locked(0)
    let seen = Locked<[String]>([])
    let observation = localization.observe { language in
      if inside.withLock({ count -> Int in
        count += 1
        return count
      }) > 1 {
        overlaps.withLock { $0 += 1 }
      }
      seen.append(language)
      inside.withLock { $0 -= 1 }
    }
    let group = DispatchGroup()
    for languages in [["ru", "pt"], ["pt", "en"]] {
      group.enter()
      Thread.detachNewThread {
        for index in 0..<2_000 { localization.setLanguage(languages[index % 2]) }
        group.leave()
      }
    }
    group.wait()
    observation.cancel()
    #expect(overlaps.value == 0)
    #expect(seen.value.last == localization.language)
  }

  /// Text that is not a language tag is refused even when any language is allowed, and a stored
  /// choice that is not one (a damaged defaults file) is ignored at launch.
  @Test(arguments: ["", " ", "en us", "ru!", "-", "e"])
  func textThatIsNotALanguageTagIsNeverSupported(text: String) {
    let saved = Locked<[String?]>([])
    var configuration = Self.configuration(
      persistence: LanguagePersistence(load: { text }, save: { saved.append($0) }))
    configuration.supportedLanguages = []
    let localization = Localization(configuration: configuration)
    #expect(localization.language == "en")
    #expect(localization.setLanguage(text) == .notSupported)
    #expect(localization.language == "en")
    #expect(saved.value.isEmpty)
    #expect(localization.setLanguage("ru") == .updated)
    #expect(saved.value == ["ru"])
  }

  @Test func layoutDirectionFollowsTheCurrentLanguage() {
    var configuration = Self.configuration()
    configuration.supportedLanguages = ["en", "ar", "he"]
    let localization = Localization(configuration: configuration)
    #expect(localization.layoutDirection == .leftToRight)
    localization.setLanguage("ar")
    #expect(localization.layoutDirection == .rightToLeft)
    Localization.withLocalization(localization) {
      #expect(Localization.withLanguage("en") { localization.layoutDirection } == .leftToRight)
    }
  }

  @Test func theChoiceIsPersistedAndRestoredByTheNextRuntime() throws {
    let suite = "lexicon.tests.\(UUID().uuidString)"
    defer { UserDefaults().removePersistentDomain(forName: suite) }
    let persistence = LanguagePersistence.userDefaults(suiteName: suite)
    let first = Localization(
      configuration: Self.configuration(persistence: persistence, language: nil))
    #expect(first.setLanguage("ru") == .updated)
    #expect(persistence.load() == "ru")

    let relaunched = Localization(
      configuration: Self.configuration(persistence: persistence, language: nil))
    #expect(relaunched.language == "ru")
    #expect(Localization.withLocalization(relaunched) { LoginStrings.title.description } == "Войти")

    relaunched.resetLanguage()
    #expect(persistence.load() == nil)
  }

  /// The persistence's `save` runs outside the switch lock, after the new language is in force:
  /// it may read the runtime and even switch again (a deadlock while the lock was held), and that
  /// choice is saved next, by the same loop.
  @Test(.timeLimit(.minutes(1)))
  func saveRunsOutsideTheSwitchLockAndMaySwitchAgain() {
    let runtime = LockedValue<Localization?>(nil)
    let saved = Locked<[String]>([])
    let persistence = LanguagePersistence(
      load: { nil },
      save: { value in
        guard let localization = runtime.withLock({ $0 }) else { return }
        saved.append("\(value ?? "nil") in force: \(localization.language)")
        if value == "ru" { localization.setLanguage("pt") }
      })
    let localization = Localization(configuration: Self.configuration(persistence: persistence))
    runtime.withLock { $0 = localization }
    #expect(localization.setLanguage("ru") == .updated)
    #expect(localization.language == "pt")
    #expect(saved.value == ["ru in force: ru", "pt in force: pt"])
    localization.resetLanguage()
    #expect(saved.value.last == "nil in force: en")
  }

  /// Switches racing on several threads store the language that ends in force, and saves never
  /// overlap.
  @Test func racingSwitchesStoreTheLanguageInForce() async {
    let stored = LockedValue<(value: String?, saving: Int, overlaps: Int)>((nil, 0, 0))
    let persistence = LanguagePersistence(
      load: { nil },
      save: { value in
        stored.withLock {
          if $0.saving > 0 { $0.overlaps += 1 }
          $0.saving += 1
        }
        usleep(100)
        stored.withLock {
          $0.value = value
          $0.saving -= 1
        }
      })
    let localization = Localization(configuration: Self.configuration(persistence: persistence))
    let languages = ["ru", "pt", "en"]
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<4 {
        group.addTask {
          for step in 0..<60 { localization.setLanguage(languages[(worker + step) % 3]) }
        }
      }
    }
    let final = stored.withLock { $0 }
    #expect(final.value == localization.language)
    #expect(final.overlaps == 0)
  }

  @Test func aStoredLanguageNoLongerSupportedIsIgnored() {
    let persistence = LanguagePersistence(load: { "de" }, save: { _ in })
    var configuration = Self.configuration(persistence: persistence, language: nil)
    configuration.supportedLanguages = ["en"]
    #expect(Localization(configuration: configuration).language == "en")
  }

  @Test func withLanguageNeverChangesThePersistedLanguage() {
    let saved = Locked<[String?]>([])
    let persistence = LanguagePersistence(load: { nil }, save: { value in saved.append(value) })
    let localization = Localization(configuration: Self.configuration(persistence: persistence))
    Localization.withLocalization(localization) {
      Localization.withLanguage("ru") { _ = LoginStrings.title.description }
    }
    #expect(saved.value.isEmpty)
    #expect(localization.language == "en")
  }

  @Test func closureObserversSeeTheNewLanguageAlreadyInEffect() {
    let localization = Localization(configuration: Self.configuration())
    let seen = Locked<[String]>([])
    let observation = localization.observe { language in
      let title = Localization.withLocalization(localization) { LoginStrings.title.description }
      seen.append("\(language):\(title)")
    }
    localization.setLanguage("ru")
    localization.setLanguage("ru")
    localization.setLanguage("pt")
    observation.cancel()
    localization.setLanguage("en")
    #expect(seen.value == ["ru:Войти", "pt:Entrar"])
  }

  @Test func releasingTheTokenEndsTheObservation() {
    let localization = Localization(configuration: Self.configuration())
    let seen = Locked<[String]>([])
    do {
      let observation = localization.observe { seen.append($0) }
      localization.setLanguage("ru")
      _ = observation
    }
    localization.setLanguage("pt")
    #expect(seen.value == ["ru"])
  }

  /// An observer that switches again: the others hear only about the newer language, and the
  /// notification is posted once, for it.
  @Test func anObserverThatSwitchesAgainWinsAndOthersSeeOnlyTheLatest() {
    let localization = Localization(configuration: Self.configuration())
    let seen = Locked<[String]>([])
    let posted = Locked<[String]>([])
    let first = localization.observe { language in
      seen.append("A:\(language)")
      if language == "ru" { localization.setLanguage("pt") }
    }
    let second = localization.observe { language in seen.append("B:\(language)") }
    let token = NotificationCenter.default.addObserver(
      forName: Localization.languageDidChangeNotification, object: localization, queue: nil
    ) { notification in
      posted.append(notification.userInfo?["language"] as? String ?? "?")
    }
    defer { NotificationCenter.default.removeObserver(token) }
    localization.setLanguage("ru")
    #expect(seen.value == ["A:ru", "A:pt", "B:pt"])
    #expect(posted.value == ["pt"])
    #expect(localization.language == "pt")
    first.cancel()
    second.cancel()
  }

  /// Observers may switch from another thread while this one switches: no lock is held while they
  /// run, so neither waits for the other.
  @Test(.timeLimit(.minutes(1)))
  func observersRunOutsideTheSwitchLock() {
    let localization = Localization(configuration: Self.configuration())
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let observation = localization.observe { language in
      guard language == "ru" else { return }
      entered.signal()
      release.wait()
    }
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      localization.setLanguage("ru")
      finished.signal()
    }
    entered.wait()
    // The first switch is inside its observer; another switch must not wait for it.
    #expect(localization.setLanguage("pt") == .updated)
    release.signal()
    finished.wait()
    observation.cancel()
    #expect(localization.language == "pt")
  }

  @Test(.timeLimit(.minutes(1)))
  func asyncStreamYieldsChanges() async {
    let localization = Localization(configuration: Self.configuration())
    let stream = localization.languageChanges()
    localization.setLanguage("ru")
    localization.setLanguage("pt")
    var received: [String] = []
    for await language in stream {
      received.append(language)
      if received.count == 2 { break }
    }
    #expect(received == ["ru", "pt"])
  }

  @Test func notificationIsPosted() {
    let localization = Localization(configuration: Self.configuration())
    let seen = Locked<[String]>([])
    let token = NotificationCenter.default.addObserver(
      forName: Localization.languageDidChangeNotification, object: localization, queue: nil
    ) { notification in
      seen.append(notification.userInfo?["language"] as? String ?? "?")
    }
    defer { NotificationCenter.default.removeObserver(token) }
    localization.setLanguage("ru")
    #expect(seen.value == ["ru"])
  }

  @MainActor @Test func weakObserversAreCalledOnTheMainActorAndDroppedWhenReleased() async {
    let localization = Localization(configuration: Self.configuration())
    let observer = RecordingObserver()
    observer.localization = localization
    var transient: RecordingObserver? = RecordingObserver()
    weak var weakTransient: RecordingObserver?
    weakTransient = transient
    localization.addObserver(observer)
    if let transient { localization.addObserver(transient) }
    transient = nil
    #expect(weakTransient == nil)

    localization.setLanguage("ru")
    await observer.waitForCalls(1)
    #expect(observer.languages == ["ru"])
    #expect(observer.titles == ["Войти"])
    #expect(observer.localization === localization)

    localization.removeObserver(observer)
    localization.setLanguage("pt")
    await Task.yield()
    #expect(observer.languages == ["ru"])
  }
}
