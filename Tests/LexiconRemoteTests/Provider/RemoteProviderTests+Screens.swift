import Foundation
import LexiconRawFiles
import LexiconTestSupport
import Testing

@testable import Lexicon
@testable import LexiconRemote

/// Screens that follow over-the-air updates: a runtime whose providers include a real
/// `RemoteProvider` (in-process source, real cache folder) publishes each update shown while the
/// app runs exactly once, to reads tracked by the Observation framework and to the language
/// observers, after the new content is in place.
@Suite struct RemoteProviderScreenTests {
  /// A runtime over `remote`, then the fixture's bundle values.
  static func runtime(over remote: RemoteProvider?) -> Localization {
    Localization(
      configuration: LocalizationConfiguration(
        providers: (remote.map { [$0] } ?? [])
          + [InMemoryProvider(values: RemoteFixture.bundleValues)], tableFiles: .raw,
        developmentLanguage: "en", supportedLanguages: ["en", "ru"], language: "ru",
        onMissingKey: .ignore, onFormatProblem: .ignore, persistence: .none))
  }

  /// `.immediately`: told once, with the remote text, for a plain, a formatted and a plural key.
  /// Naming the same runtime in `RemoteConfiguration.localization` too changes nothing.
  @Test(arguments: [false, true])
  func anUpdateShownAtOnceIsToldOnce(alsoConfigured: Bool) async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish(
      "ru",
      [
        "Screen": [
          "title": .text("Войти"), "welcome": .text("Здравствуйте, %@!"),
          "files": .plural(
            PluralString(
              format: "%#@files@",
              variables: [
                "files": PluralVariable(
                  formatSpecifier: "d",
                  variants: [
                    .one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла",
                  ])
              ])),
        ]
      ])
    // The runtime exists before the provider so that it can be named in its configuration,
    // then takes the provider into its chain.
    let shown = Self.runtime(over: nil)
    var configuration = fixture.configuration(policy: .immediately, languages: ["ru"])
    if alsoConfigured { configuration.localization = shown }
    let provider = RemoteProvider(configuration: configuration)
    shown.reconfigure(Self.runtime(over: provider).configuration)
    let read: @Sendable () -> String = {
      Localization.withLocalization(shown) {
        "\(ScreenStrings.title) | \(ScreenStrings.welcome("Ann")) | \(ScreenStrings.files(5))"
      }
    }
    let tracked = TrackedRead(read)
    let observed = LockedValue<[String]>([])
    let observation = shown.observe { _ in observed.withLock { $0.append(read()) } }
    #expect(tracked.initial == "Войти (бандл) | Привет, Ann! (бандл) | 5 files")

    #expect(try await provider.refresh() == .applied(["ru": 1]))
    let updated = "Войти | Здравствуйте, Ann! | 5 файлов"
    #expect(tracked.notifications == 1)
    #expect(tracked.seen == [updated])
    #expect(observed.withLock { $0 } == [updated])
    #expect(read() == updated)
    observation.cancel()
  }

  /// A runtime that holds the provider inside a provider of the app's (which does not forward
  /// its announcements) and is named in the configuration is told once too.
  @Test func aRuntimeHoldingAWrappedProviderIsToldOnce() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", ["title": "Войти"])
    let (runtime, remote) = RemoteFixture.runtime {
      fixture.provider(policy: .immediately, languages: ["ru"], runtime: $0)
    }
    #expect(!runtime.follows(try #require(remote.contentChanges)))
    let tracked = TrackedRead { RemoteFixture.text(.title, in: runtime) }
    let observed = LockedValue(0)
    let observation = runtime.observe { _ in observed.withLock { $0 += 1 } }
    #expect(try await remote.refresh() == .applied(["ru": 1]))
    #expect(tracked.notifications == 1)
    #expect(tracked.seen == ["Войти"])
    #expect(observed.withLock { $0 } == 1)
    observation.cancel()
  }

  /// A label bound to a key follows an update shown at once: the update is applied off the main
  /// actor, and the binding runs on it soon after.
  @MainActor
  @Test func aBoundLabelFollowsAnUpdateShownAtOnce() async throws {
    final class Label {
      var text = ""
    }
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", ["title": "Войти"])
    let remote = fixture.provider(policy: .immediately, languages: ["ru"])
    let runtime = Self.runtime(over: remote)
    let label = Label()
    runtime.bind(label, \.text) { "\(ScreenStrings.title)" }
    #expect(label.text == "Войти (бандл)")
    #expect(try await remote.refresh() == .applied(["ru": 1]))
    for _ in 0..<2_000 where label.text != "Войти" {
      try await Task.sleep(nanoseconds: 1_000_000)
    }
    #expect(label.text == "Войти")
  }

  /// `.manual`: nothing is told when the update is stored; `applyPendingUpdates()` is told once.
  @Test func applyingPendingUpdatesIsToldOnce() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", ["title": "Войти"])
    let remote = fixture.provider(policy: .manual, languages: ["ru"])
    let runtime = Self.runtime(over: remote)
    let tracked = TrackedRead {
      Localization.withLocalization(runtime) { "\(ScreenStrings.title)" }
    }
    #expect(try await remote.refresh() == .pending(["ru": 1]))
    #expect(tracked.notifications == 0)
    #expect(try await remote.applyPendingUpdates() == ["ru": 1])
    #expect(tracked.notifications == 1)
    #expect(tracked.seen == ["Войти"])
    #expect(try await remote.applyPendingUpdates() == [:])
    #expect(tracked.notifications == 1)
  }

  /// `.nextLaunch`, and a refresh that finds nothing new, tell nobody.
  @Test func anUpdateStoredForTheNextLaunchTellsNobody() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", ["title": "Войти"])
    let remote = fixture.provider(policy: .nextLaunch, languages: ["ru"])
    let runtime = Self.runtime(over: remote)
    let tracked = TrackedRead {
      Localization.withLocalization(runtime) { "\(ScreenStrings.title)" }
    }
    #expect(try await remote.refresh() == .pending(["ru": 1]))
    #expect(try await remote.refresh() == .notModified)
    #expect(tracked.notifications == 0)
    #expect(tracked.initial == "Войти (бандл)")
  }
}
