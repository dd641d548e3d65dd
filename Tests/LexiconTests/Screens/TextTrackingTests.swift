import Foundation
import LexiconRawFiles
import LexiconTestSupport
import LexiconTesting
import Observation
import Testing

@testable import Lexicon

/// Reads of text through keys are tracked by the Observation framework, and every change that
/// can alter the text is published exactly once, after it is complete; a change of nothing tells
/// nobody. Each test reads a real bundle written to disk.
@Suite struct TextTrackingTests {
  /// What each kind of read returns, through `runtime`.
  enum Read: String, CaseIterable, Sendable {
    case interpolation, format, plural, localizedValue, controller, localizedText, language

    func text(in runtime: Localization) -> String {
      Localization.withLocalization(runtime) {
        switch self {
        case .interpolation: "\(InboxKeys.title)"
        case .format: InboxKeys.greeting("Ann")
        case .plural: InboxKeys.unread(5)
        case .localizedValue: InboxKeys.title.localizedValue.rawText
        case .controller: InboxScreen().localized(.title)
        case .localizedText: "\(LocalizedText(InboxKeys.unread, 2))"
        case .language: runtime.language
        }
      }
    }
  }

  /// The device's languages: fixed, or read from `languages` each time.
  static func device(_ languages: [String]) -> @Sendable () -> [String] { { languages } }

  static func device(_ languages: Locked<[String]>) -> @Sendable () -> [String] {
    { languages.value }
  }

  struct InboxScreen: LocalizableController {
    typealias Strings = InboxKeys
  }

  /// A switch is told once to every kind of read, and the read made inside the notification
  /// already returns the new language's text.
  @Test(arguments: Read.allCases)
  func aSwitchIsToldOnceAndReadsSeeTheNewText(read: Read) throws {
    try InboxBundle.with { runtime in
      let tracked = TrackedRead { read.text(in: runtime) }
      let expected: [Read: (String, String)] = [
        .interpolation: ("Inbox", "Входящие"), .format: ("Hello, Ann!", "Привет, Ann!"),
        .plural: ("5 unread messages", "5 непрочитанных писем"),
        .localizedValue: ("Inbox", "Входящие"), .controller: ("Inbox", "Входящие"),
        .localizedText: ("2 unread messages", "2 непрочитанных письма"), .language: ("en", "ru"),
      ]
      #expect(tracked.initial == expected[read]?.0)
      #expect(runtime.setLanguage("ru") == .updated)
      #expect(tracked.notifications == 1)
      #expect(tracked.seen == [expected[read]?.1].compactMap { $0 })
    }
  }

  /// A key known only at run time is tracked as a typed key is.
  @Test func aRunTimeKeyIsTrackedToo() throws {
    try TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      let runtime = InboxBundle.runtime(bundle: bundle, language: "en")
      let tracked = TrackedRead {
        Localization.withLocalization(runtime) {
          Localization.text(forKey: "title", table: "Inbox", bundle: bundle) + " | "
            + Localization.text(forKey: "unread", table: "Inbox", bundle: bundle, arguments: [2])
        }
      }
      #expect(tracked.initial == "Inbox | 2 unread messages")
      runtime.setLanguage("ru")
      #expect(tracked.notifications == 1)
      #expect(tracked.seen == ["Входящие | 2 непрочитанных письма"])
    }
  }

  /// The keys `lexicon generate` writes, read by position in the table.
  enum IndexedInboxKeys: String, IndexedLocalizable, CaseIterable {
    static var table: String { "Inbox" }

    case title

    var keyIndex: Int { 0 }
  }

  /// A generated key read by position is tracked as a hand-written key is: the table is built
  /// before tracking starts, so the tracked read is the array read alone.
  @Test func anIndexedKeyReadByPositionIsTrackedToo() throws {
    try InboxBundle.with { runtime in
      let read: @Sendable () -> String = {
        Localization.withLocalization(runtime) { "\(IndexedInboxKeys.title)" }
      }
      #expect(read() == "Inbox")
      let tracked = TrackedRead(read)
      #expect(tracked.initial == "Inbox")
      #expect(runtime.setLanguage("ru") == .updated)
      #expect(tracked.notifications == 1)
      #expect(tracked.seen == ["Входящие"])
    }
  }

  @Test func aSwitchToTheLanguageInForceTellsNobody() throws {
    try InboxBundle.with(language: "ru") { runtime in
      let tracked = TrackedRead { Read.interpolation.text(in: runtime) }
      #expect(runtime.setLanguage("ru") == .unchanged)
      #expect(runtime.setLanguage("RU") == .unchanged)
      #expect(runtime.setLanguage("de") == .notSupported)
      #expect(tracked.notifications == 0)
    }
  }

  @Test func aResetThatChangesTheLanguageIsToldOnceAndOneThatDoesNotTellsNobody() throws {
    try InboxBundle.with(language: nil, deviceLanguages: Self.device(["pt-BR"])) { runtime in
      #expect(runtime.language == "pt")
      let tracked = TrackedRead { Read.interpolation.text(in: runtime) }
      #expect(runtime.resetLanguage() == .unchanged)
      #expect(tracked.notifications == 0)
      runtime.setLanguage("ru")
      #expect(runtime.resetLanguage() == .updated)
      #expect(tracked.notifications == 2)
      #expect(tracked.seen == ["Входящие", "Caixa de entrada"])
    }
  }

  /// The device's languages change while the app runs: a runtime that follows them switches and
  /// publishes once, whether told by the system's notification or by the app; one the user chose
  /// a language in, or whose best match does not change, tells nobody.
  @Test func aDeviceLanguageChangeThatChangesTheLanguageIsToldOnce() throws {
    let device = Locked(["en-GB"])
    try InboxBundle.with(language: nil, deviceLanguages: Self.device(device)) { runtime in
      let tracked = TrackedRead { Read.interpolation.text(in: runtime) }
      device.withLock { $0 = ["en-US", "ru"] }
      #expect(runtime.deviceLanguagesDidChange() == .unchanged)
      #expect(tracked.notifications == 0)

      device.withLock { $0 = ["ru-RU"] }
      NotificationCenter.default.post(
        name: NSLocale.currentLocaleDidChangeNotification, object: nil)
      #expect(runtime.language == "ru")
      #expect(tracked.notifications == 1)
      #expect(tracked.seen == ["Входящие"])
      #expect(runtime.deviceLanguagesDidChange() == .unchanged)

      runtime.setLanguage("pt")
      device.withLock { $0 = ["en"] }
      #expect(runtime.deviceLanguagesDidChange() == .unchanged)
      #expect(runtime.language == "pt")
      #expect(tracked.notifications == 2)

      runtime.resetLanguage()
      #expect(runtime.language == "en")
      device.withLock { $0 = ["ru"] }
      #expect(runtime.deviceLanguagesDidChange() == .updated)
      #expect(tracked.seen == ["Входящие", "Caixa de entrada", "Inbox", "Входящие"])
    }
  }

  /// A configured starting language does not follow the device.
  @Test func aConfiguredLanguageDoesNotFollowTheDevice() throws {
    let device = Locked(["en"])
    try InboxBundle.with(language: "en", deviceLanguages: Self.device(device)) { runtime in
      let tracked = TrackedRead { Read.interpolation.text(in: runtime) }
      device.withLock { $0 = ["ru"] }
      #expect(runtime.deviceLanguagesDidChange() == .unchanged)
      #expect(tracked.notifications == 0)
    }
  }

  /// `bootstrap` (a reconfiguration) and `reload` are told once each, even in the same language:
  /// the providers and so the text may differ.
  @Test func reconfiguringAndReloadingAreToldOnceEach() throws {
    try TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      let runtime = InboxBundle.runtime(bundle: bundle, language: "en")
      let tracked = TrackedRead { Read.interpolation.text(in: runtime) }
      runtime.reconfigure(
        LocalizationConfiguration(
          providers: [
            InMemoryProvider(["en": ["Inbox": ["title": "Mail"]]]), BundleProvider(bundle: bundle),
          ], tableFiles: .raw, developmentLanguage: "en", onMissingKey: .ignore, persistence: .none)
      )
      #expect(tracked.notifications == 1)
      #expect(tracked.seen == ["Mail"])
      runtime.reload()
      #expect(tracked.notifications == 2)
      runtime.reloadAndAnnounce()
      #expect(tracked.notifications == 3)
      #expect(tracked.seen == ["Mail", "Mail", "Mail"])
    }
  }

  /// A provider that announces new content has every runtime that holds it reload once, directly
  /// or inside a chain; a runtime that does not hold it hears nothing.
  @Test(arguments: [false, true])
  func aProviderAnnouncingNewContentIsToldOnce(insideAChain: Bool) throws {
    let editable = EditableProvider(["title": "Inbox (remote)"])
    let provider: any StringProvider =
      insideAChain ? ProviderChain([InMemoryProvider([:]), editable]) : editable
    try TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      let runtime = InboxBundle.runtime(bundle: bundle, language: "en", providers: [provider])
      let other = InboxBundle.runtime(bundle: bundle, language: "en")
      let tracked = TrackedRead { Read.interpolation.text(in: runtime) }
      let untouched = TrackedRead { Read.interpolation.text(in: other) }
      #expect(tracked.initial == "Inbox (remote)")
      editable.edit(["title": "Inbox (fixed)"])
      #expect(tracked.notifications == 1)
      #expect(tracked.seen == ["Inbox (fixed)"])
      #expect(untouched.notifications == 0)
      #expect(runtime.follows(editable.changes))
      #expect(!other.follows(editable.changes))

      // Reconfigured without it, the runtime stops following it.
      runtime.reconfigure(InboxBundle.runtime(bundle: bundle, language: "en").configuration)
      editable.edit(["title": "Inbox (again)"])
      #expect(tracked.notifications == 2)
      #expect(tracked.seen == ["Inbox (fixed)", "Inbox"])
      #expect(!runtime.follows(editable.changes))
    }
  }

  /// A runtime that is released stops following its providers: nothing holds it.
  @Test func aReleasedRuntimeIsNotKeptAliveByItsProviders() throws {
    let editable = EditableProvider(["title": "Inbox (remote)"])
    weak var released: Localization?
    do {
      let runtime = Localization(
        configuration: LocalizationConfiguration(
          providers: [editable], tableFiles: .raw, persistence: .none))
      released = runtime
      #expect(runtime.follows(editable.changes))
    }
    #expect(released == nil)
    editable.edit(["title": "Inbox (fixed)"])
  }

  /// Building a table on its first use — in the current language, or in another language inside
  /// a pinned scope on another thread — publishes nothing.
  @Test func loadingATableOrALanguageTellsNobody() throws {
    try TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      let runtime = InboxBundle.runtime(bundle: bundle, language: "en")
      let tracked = TrackedRead { runtime.language }
      #expect(Read.plural.text(in: runtime) == "5 unread messages")
      let pinned = Thread.detachNewThreadAndWait {
        Localization.withLocalization(runtime) {
          Localization.withLanguage("ru") { "\(InboxKeys.title)" }
        }
      }
      #expect(pinned == "Входящие")
      #expect(Read.format.text(in: runtime) == "Hello, Ann!")
      #expect(tracked.notifications == 0)
    }
  }

  /// A read pinned to a language by `withLanguage` tracks the runtime's text too: it is told
  /// when the content changes, and — Observation tracks a property, not a value — when the
  /// current language changes, with its own text unchanged.
  @Test func aPinnedReadIsToldAboutEveryChangeOfItsRuntime() throws {
    let editable = EditableProvider([:])
    try InboxBundle.with(providers: [editable]) { runtime in
      let tracked = TrackedRead {
        Localization.withLocalization(runtime) {
          Localization.withLanguage("ru") { "\(InboxKeys.title)" }
        }
      }
      #expect(tracked.initial == "Входящие")
      runtime.setLanguage("pt")
      #expect(tracked.seen == ["Входящие"])
      editable.edit(["title": "Inbox (fixed)"], language: "ru")
      #expect(tracked.seen == ["Входящие", "Inbox (fixed)"])
    }
  }

  /// A read through one runtime is not told about another runtime's changes.
  @Test func readsTrackTheirOwnRuntime() throws {
    try TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      let first = InboxBundle.runtime(bundle: bundle, language: "en")
      let second = InboxBundle.runtime(bundle: bundle, language: "en")
      let tracked = TrackedRead { Read.interpolation.text(in: first) }
      second.setLanguage("ru")
      second.reload()
      #expect(tracked.notifications == 0)
      first.setLanguage("pt")
      #expect(tracked.notifications == 1)
    }
  }

  /// Many changes in a row: each told exactly once to a read that tracks again each time.
  @Test func everyChangeOfASeriesIsToldOnce() throws {
    try InboxBundle.with { runtime in
      let tracked = TrackedRead { Read.plural.text(in: runtime) }
      for language in ["ru", "pt", "pt", "en", "ru"] {
        runtime.setLanguage(language)
      }
      runtime.reload()
      #expect(tracked.notifications == 5)
      #expect(
        tracked.seen == [
          "5 непрочитанных писем", "5 unread messages", "5 unread messages",
          "5 непрочитанных писем",
          "5 непрочитанных писем",
        ])
    }
  }
}

/// A provider whose content a test edits, announcing each edit, as a remote cache does.
final class EditableProvider: StringProvider {
  let changes = ContentChanges()
  private let texts: Locked<[String: [String: String]]>

  init(_ texts: [String: String], language: String = "en") {
    self.texts = Locked([language: texts])
  }

  var contentChanges: ContentChanges? { changes }

  func table(for request: TableRequest) -> StringTable? {
    texts.value[request.language].map { StringTable(texts: $0) }
  }

  /// Replaces the texts of `language`, then announces it.
  func edit(_ newTexts: [String: String], language: String = "en") {
    texts.withLock { $0 = [language: newTexts] }
    changes.announce()
  }
}

extension Thread {
  /// Runs `body` on a new thread and waits for its result: code outside any task's scope.
  static func detachNewThreadAndWait<Result: Sendable>(
    _ body: @escaping @Sendable () -> Result
  ) -> Result {
    let result = Locked<Result?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      result.withLock { $0 = body() }
      done.signal()
    }
    done.wait()
    return result.value!
  }
}

/// Who hears about reloads and reconfigurations: the screens always, the language observers for
/// a change of language and for `reloadAndAnnounce()` only — so an observer may reload.
@Suite struct ReloadAudienceTests {
  @Test func observersHearOnlyLanguageChangesAndReloadAndAnnounce() throws {
    try InboxBundle.with { runtime in
      let tracked = TrackedRead { Localization.withLocalization(runtime) { "\(InboxKeys.title)" } }
      let heard = Locked<[String]>([])
      let observation = runtime.observe { language in
        heard.append(language)
        // An observer that reloads does not hear about its own reload: no loop.
        runtime.reload()
      }
      runtime.reload()
      runtime.reconfigure(runtime.configuration)
      #expect(heard.value == [])
      runtime.reloadAndAnnounce()
      #expect(heard.value == ["en"])
      runtime.setLanguage("ru")
      #expect(heard.value == ["en", "ru"])
      // reload, reconfigure, reloadAndAnnounce and its observer's reload, the switch and its
      // observer's reload.
      #expect(tracked.notifications == 6)
      observation.cancel()
    }
  }
}

/// Apple platforms tell tracked reads about a change made off the main thread on the main actor,
/// where every Apple UI tracks them (the twin of that choice runs here); elsewhere the thread
/// that made the change tells them.
@Suite struct TrackedReadDeliveryTests {
  static func runtime(bundle: Bundle, onMainActor: Bool) -> Localization {
    Localization(
      configuration: InboxBundle.runtime(bundle: bundle, language: "en").configuration,
      lockedGeneration: false, tellsTrackedReadsOnMainActor: onMainActor)
  }

  @MainActor
  @Test func offTheMainThreadTheMainActorIsTold() async throws {
    try await TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      let runtime = Self.runtime(bundle: bundle, onMainActor: true)
      let tracked = TrackedRead { Localization.withLocalization(runtime) { "\(InboxKeys.title)" } }
      _ = Thread.detachNewThreadAndWait { runtime.setLanguage("ru") }
      _ = Thread.detachNewThreadAndWait { runtime.setLanguage("pt") }
      // Not told on the thread that switched: the main actor has not run yet.
      #expect(tracked.notifications == 0)
      for _ in 0..<2_000 where tracked.notifications == 0 {
        try await Task.sleep(nanoseconds: 1_000_000)
      }
      for _ in 0..<20 { await Task.yield() }
      // Both switches are one notification, which reads the latest text.
      #expect(tracked.notifications == 1)
      #expect(tracked.seen == ["Caixa de entrada"])
      // On the main actor, told before the switch returns.
      runtime.setLanguage("en")
      #expect(tracked.seen == ["Caixa de entrada", "Inbox"])
    }
  }

  @Test func elsewhereTheSwitchingThreadIsTold() throws {
    try TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      let runtime = Self.runtime(bundle: bundle, onMainActor: false)
      let tracked = TrackedRead { Localization.withLocalization(runtime) { "\(InboxKeys.title)" } }
      let told = Thread.detachNewThreadAndWait {
        runtime.setLanguage("ru")
        return tracked.notifications
      }
      #expect(told == 1)
      #expect(tracked.seen == ["Входящие"])
    }
  }
}
