import Foundation
import Lexicon
import LexiconEnvironment
import LexiconRawFiles
import Testing

@testable import LexiconRemote

/// The provider end to end: a real cache folder, a runtime resolving typed keys through it, and
/// an in-process server publishing versions.
@Suite struct RemoteProviderTests {
  static let russian: [String: String] = ["title": "Войти", "welcome": "Здравствуйте, %@!"]

  @Test func withoutACacheEveryKeyFallsThroughToTheBundle() {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    let (runtime, remote) = RemoteFixture.runtime { fixture.provider(runtime: $0) }
    #expect(
      remote.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw)) == nil)
    #expect(RemoteFixture.text(.title, in: runtime) == "Войти (бандл)")
    #expect(remote.status == RemoteStatus())
    #expect(fixture.cacheProblems.all.isEmpty)
  }

  /// The default policy: validated and stored now, shown from the next launch, so a screen never
  /// mixes old and new text.
  @Test func nextLaunchStoresNowAndShowsFromTheNextStart() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    fixture.server.publish("en", ["title": "Log in"])
    let (runtime, remote) = RemoteFixture.runtime { fixture.provider(runtime: $0) }
    #expect(RemoteFixture.text(.title, in: runtime) == "Войти (бандл)")

    let outcome = try await remote.refresh()
    #expect(outcome == .pending(["en": 1, "ru": 1]))
    #expect(remote.status.pendingVersions == ["en": 1, "ru": 1])
    #expect(remote.status.appliedVersions == [:])
    #expect(RemoteFixture.text(.title, in: runtime) == "Войти (бандл)")
    #expect(
      remote.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw)) == nil)

    let (relaunched, again) = RemoteFixture.runtime { fixture.provider(runtime: $0) }
    #expect(again.status.appliedVersions == ["en": 1, "ru": 1])
    #expect(again.status.pendingVersions == [:])
    #expect(RemoteFixture.text(.title, in: relaunched) == "Войти")
    #expect(
      Localization.withLocalization(relaunched) { ScreenStrings.welcome("Ann") }
        == "Здравствуйте, Ann!")
    // A key the update lacks falls through to the bundle, key by key.
    #expect(RemoteFixture.text(.farewell, in: relaunched) == "Bye")
    #expect(fixture.rejections.all.isEmpty)
  }

  /// `.immediately` swaps the content at once and tells the runtime's language observers, so a
  /// screen re-rendering in its observer shows the new text.
  @Test func immediatelySwapsAndTellsTheObservers() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    let (runtime, remote) = RemoteFixture.runtime {
      fixture.provider(policy: .immediately, runtime: $0)
    }
    let seen = LockedValue<[String]>([])
    let observation = runtime.observe { language in
      let title = RemoteFixture.text(.title, in: runtime)
      seen.withLock { $0.append("\(language): \(title)") }
    }
    #expect(RemoteFixture.text(.title, in: runtime) == "Войти (бандл)")
    let outcome = try await remote.refresh()
    #expect(outcome == .applied(["ru": 1]))
    #expect(RemoteFixture.text(.title, in: runtime) == "Войти")
    #expect(seen.withLock { $0 } == ["ru: Войти"])
    #expect(remote.status.appliedVersions == ["ru": 1])
    let table = try #require(
      remote.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw)))
    #expect(table.isReadOptimized)
    observation.cancel()
  }

  /// `.manual` keeps the update pending across launches until the app applies it.
  @Test func manualWaitsForApplyPendingUpdates() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    let (_, remote) = RemoteFixture.runtime { fixture.provider(policy: .manual, runtime: $0) }
    #expect(try await remote.refresh() == .pending(["ru": 1]))

    let (runtime, relaunched) = RemoteFixture.runtime {
      fixture.provider(policy: .manual, runtime: $0)
    }
    #expect(relaunched.status.pendingVersions == ["ru": 1])
    #expect(RemoteFixture.text(.title, in: runtime) == "Войти (бандл)")
    #expect(try await relaunched.applyPendingUpdates() == ["ru": 1])
    #expect(RemoteFixture.text(.title, in: runtime) == "Войти")
    #expect(relaunched.status.pendingVersions == [:])
    #expect(relaunched.status.appliedVersions == ["ru": 1])
    #expect(try await relaunched.applyPendingUpdates() == [:])

    let (third, _) = RemoteFixture.runtime { fixture.provider(policy: .manual, runtime: $0) }
    #expect(RemoteFixture.text(.title, in: third) == "Войти")
  }

  /// The second refresh sends what the device holds, gets a delta, and ends with exactly the
  /// content of the full snapshot; a third publication is not modified for the other language.
  @Test func deltasGiveExactlyTheFullSnapshot() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish(
      "ru", ["Screen": ["title": .text("Войти"), "files": RemoteFixture.filesPlural]])
    fixture.server.publish("en", ["title": "Log in"])
    let remote = fixture.provider(policy: .immediately)
    try await remote.refresh()
    fixture.server.publish(
      "ru",
      [
        "Screen": ["title": .text("Вход"), "welcome": .text("Привет, %@!")],
        "Other": ["extra": .text("Ещё")],
      ])
    #expect(try await remote.refresh() == .applied(["ru": 2]))
    let second = try #require(fixture.server.requests.last)
    #expect(second.held["ru"]?.version == 1)
    #expect(second.held["ru"]?.etag == "\"ru-v1\"")
    #expect(second.held["en"]?.version == 1)

    let expected = try #require(fixture.server.latest("ru"))
    for relaunch in [false, true] {
      let provider = relaunch ? fixture.provider() : remote
      for (name, values) in expected.tables {
        let table = try #require(
          provider.table(for: TableRequest(language: "ru", table: name, tableFiles: .raw)))
        #expect(table == StringTable(values))
      }
      #expect(
        provider.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw))?[
          "files"] == nil)
    }
  }

  /// A delta from a version the device does not hold is refused, and the language is asked for
  /// again holding nothing, so the full content arrives.
  @Test func aDeltaAgainstTheWrongBaseIsRefetchedInFull() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    let remote = fixture.provider(policy: .immediately, languages: ["ru"])
    try await remote.refresh()
    fixture.server.publish("ru", ["title": "Вход"])
    fixture.server.state.withLock { state in
      state.overrides.append { request in
        RemoteResponse(languages: [
          "ru": .delta(
            RemoteDelta(
              language: "ru", baseVersion: 5, version: 6, set: ["Screen": ["title": .text("Плохо")]]
            ),
            RemoteContentState(version: 6))
        ])
      }
    }
    #expect(try await remote.refresh() == .applied(["ru": 2]))
    let requests = fixture.server.requests
    #expect(requests.count == 3)
    #expect(requests[1].held["ru"]?.version == 1)
    #expect(requests[2].languages == ["ru"])
    #expect(requests[2].held["ru"] == nil)
    #expect(
      remote.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw))
        == StringTable(["title": .text("Вход")]))
  }

  /// A translation whose specifiers do not fit the development value is dropped on its own and
  /// reported; the rest of the update is applied and the dropped key shows the bundle's text.
  @Test func aBadTranslationIsDroppedAndTheRestApplies() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    let badPlural = LocalizedValue.plural(
      PluralString(
        format: "%#@files@",
        variables: ["files": PluralVariable(formatSpecifier: "d", variants: [.one: "%d файл"])]))
    fixture.server.publish(
      "ru",
      ["Screen": ["title": .text("Войти"), "welcome": .text("Привет, %d!"), "files": badPlural]])
    let (runtime, remote) = RemoteFixture.runtime {
      fixture.provider(policy: .immediately, runtime: $0)
    }
    #expect(try await remote.refresh() == .applied(["ru": 1]))
    #expect(RemoteFixture.text(.title, in: runtime) == "Войти")
    #expect(
      Localization.withLocalization(runtime) { ScreenStrings.welcome("Ann") }
        == "Привет, Ann! (бандл)")
    let rejections = fixture.rejections.all.sorted { $0.key < $1.key }
    #expect(rejections.map(\.key) == ["files", "welcome"])
    #expect(rejections[0].reason == .missingOtherVariant(variable: "files"))
    guard case .incompatibleFormat(let issues) = rejections[1].reason else {
      Issue.record("expected a format rejection, got \(rejections[1].reason)")
      return
    }
    #expect(issues.map(\.message) == ["translation uses %d for argument 1 where the source has %@"])
    #expect(rejections[1].description.hasPrefix("remote ru v1 Screen welcome dropped: "))
    #expect(remote.status.rejections.count == rejections.count)
    #expect(rejections.allSatisfy(remote.status.rejections.contains))
  }

  /// Validators refreshed for content the device holds are stored, so the next launch asks
  /// conditionally with them; errors the source recovered from show in the status.
  @Test func refreshedValidatorsAreStoredAndRecoveredErrorsShown() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    try await fixture.provider(policy: .immediately, languages: ["ru"]).refresh()
    let fresh = RemoteContentState(version: 1, etag: "\"manifest-2\"")
    let recovered = RemoteError.deltaBaseMismatch(language: "uk", held: 1, base: 0)
    fixture.server.state.withLock { state in
      state.overrides.append { _ in
        RemoteResponse(
          languages: ["ru": .notModified], refreshedStates: ["ru": fresh],
          recoveredErrors: [recovered])
      }
    }
    let relaunched = fixture.provider(policy: .immediately, languages: ["ru"])
    #expect(try await relaunched.refresh() == .notModified)
    #expect(relaunched.status.recoveredErrors == [recovered])
    try await fixture.provider(policy: .immediately, languages: ["ru"]).refresh()
    #expect(fixture.server.requests.last?.held["ru"] == fresh)
  }

  /// Content for another environment or app version is never applied.
  @Test func contentForAnotherTargetIsRefused() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    fixture.server.state.withLock {
      $0.target = LocalizationEnvironment(name: .staging, version: AppVersion("1.2.0"))
    }
    let remote = fixture.provider(policy: .immediately)
    await #expect(
      throws: RemoteError.wrongTarget(expected: "production 1.2.0", found: "staging 1.2.0")
    ) {
      try await remote.refresh()
    }
    #expect(
      remote.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw)) == nil)
    #expect(fixture.directory.files().isEmpty)
    #expect(
      remote.status.lastError
        == .wrongTarget(expected: "production 1.2.0", found: "staging 1.2.0"))
  }

  /// A language past a cap refuses the whole update: nothing is stored, nothing changes.
  @Test func anUpdatePastACapIsRefusedWhole() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("en", ["title": "Log in"])
    fixture.server.publish("ru", ["title": "Войти", "welcome": "Привет, %@!", "farewell": "Пока"])
    var configuration = fixture.configuration(policy: .immediately)
    configuration.limits.maximumKeys = 2
    let remote = RemoteProvider(configuration: configuration)
    await #expect(
      throws: RemoteError.limitExceeded(language: "ru", limit: .keys, maximum: 2, actual: 3)
    ) {
      try await remote.refresh()
    }
    #expect(
      remote.table(for: TableRequest(language: "en", table: "Screen", tableFiles: .raw)) == nil)
    #expect(fixture.directory.files().isEmpty)
  }

  /// A failing source leaves what the device holds shown and stored, with the typed error in
  /// the status; the next good answer is applied.
  @Test func aFailedRefreshKeepsTheContentHeld() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    let remote = fixture.provider(policy: .immediately, languages: ["ru"])
    try await remote.refresh()
    let before = fixture.directory.contents()
    fixture.server.publish("ru", ["title": "Вход"])
    let failure = RemoteError.httpStatus(
      URL(string: "https://cdn.example.com/m.json")!, status: 503)
    fixture.server.state.withLock { $0.failures = [failure] }
    await #expect(throws: failure) { try await remote.refresh() }
    #expect(remote.status.lastError == failure)
    #expect(
      remote.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw))?["title"]
        == .text("Войти"))
    #expect(fixture.directory.contents() == before)
    #expect(try await remote.refresh() == .applied(["ru": 2]))
    #expect(remote.status.lastError == nil)
    #expect(
      remote.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw))?["title"]
        == .text("Вход"))
  }

  /// An app updated to a new build drops the cache another build wrote; a new app version
  /// removes the caches of older versions.
  @Test func staleCachesAreDropped() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    try await fixture.provider(policy: .immediately, build: "100").refresh()
    #expect(fixture.provider(build: "100").status.appliedVersions == ["ru": 1])
    let rebuilt = fixture.provider(build: "101")
    #expect(rebuilt.status.appliedVersions == [:])
    #expect(
      rebuilt.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw)) == nil)
    // Only the lock file of the shared cache stays.
    #expect(fixture.directory.files() == ["production/1-2-0/lock"])
    #expect(fixture.cacheProblems.all.isEmpty)

    try await fixture.provider(policy: .immediately, build: "101").refresh()
    #expect(fixture.directory.files().contains { $0.hasPrefix("production/1-2-0/") })
    var newer = fixture.configuration(build: "101")
    newer.environment = LocalizationEnvironment(name: .production, version: AppVersion("1.3.0"))
    let updatedApp = RemoteProvider(configuration: newer)
    #expect(updatedApp.status.appliedVersions == [:])
    #expect(!fixture.directory.files().contains { $0.hasPrefix("production/1-2-0/") })
  }

  /// Concurrent calls share one refresh: the source is asked once and both get its outcome.
  @Test func concurrentRefreshesShareOne() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    fixture.server.state.withLock { $0.holding = true }
    let remote = fixture.provider(languages: ["ru"])
    async let first = remote.refresh()
    async let second = remote.refresh()
    async let third = remote.refresh()
    // The source answers once all three callers wait for the one refresh.
    for _ in 0..<2_000 where await remote.engine.updater.waiting < 3 {
      try await Task.sleep(nanoseconds: 5_000_000)
    }
    fixture.server.state.withLock { $0.holding = false }
    let outcomes = try await [first, second, third]
    #expect(outcomes == Array(repeating: .pending(["ru": 1]), count: 3))
    #expect(fixture.server.requests.count == 1)
  }

  /// Within the minimum interval the source is not asked again.
  @Test func refreshesWithinTheMinimumIntervalAreSkipped() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    var configuration = fixture.configuration(languages: ["ru"])
    configuration.minimumRefreshInterval = 3_600
    let remote = RemoteProvider(configuration: configuration)
    #expect(try await remote.refresh() == .pending(["ru": 1]))
    guard case .skipped(let until) = try await remote.refresh() else {
      Issue.record("the second refresh was not skipped")
      return
    }
    #expect(until > Date().addingTimeInterval(3_500))
    #expect(fixture.server.requests.count == 1)
  }

  /// A cancelled caller stops waiting at once; with no caller left the refresh stores nothing.
  @Test func cancellingTheOnlyCallerCancelsTheRefresh() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    // The source holds its answer until told: a refresh that ends was cancelled.
    fixture.server.state.withLock { $0.holding = true }
    let remote = fixture.provider(policy: .immediately, languages: ["ru"])
    let task = Task { try await remote.refresh() }
    for _ in 0..<2_000 where await remote.engine.updater.waiting < 1 {
      try await Task.sleep(nanoseconds: 5_000_000)
    }
    task.cancel()
    let result = await task.result
    #expect(throws: RemoteError.cancelled) { try result.get() }
    for _ in 0..<200 where remote.status.isRefreshing {
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    #expect(!remote.status.isRefreshing)
    #expect(remote.status.lastError == .cancelled)
    #expect(
      remote.table(for: TableRequest(language: "ru", table: "Screen", tableFiles: .raw)) == nil)
    #expect(fixture.directory.files().isEmpty)
    fixture.server.state.withLock { $0.holding = false }
    #expect(try await remote.refresh() == .applied(["ru": 1]))
  }

  /// `cancelRefresh()` stops every caller of the refresh in flight.
  @Test func cancelRefreshStopsEveryCaller() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    fixture.server.state.withLock { $0.holding = true }
    let remote = fixture.provider(languages: ["ru"])
    let first = Task { try await remote.refresh() }
    let second = Task { try await remote.refresh() }
    for _ in 0..<2_000 where await remote.engine.updater.waiting < 2 {
      try await Task.sleep(nanoseconds: 5_000_000)
    }
    await remote.cancelRefresh()
    let results = [await first.result, await second.result]
    for result in results {
      #expect(throws: RemoteError.cancelled) { try result.get() }
    }
    #expect(!remote.status.isRefreshing)
    // A caller arriving after the cancellation starts a new refresh, which completes.
    fixture.server.state.withLock { $0.holding = false }
    #expect(try await remote.refresh() == .pending(["ru": 1]))
    #expect(fixture.server.requests.count == 2)
  }

  /// Status changes reach closure observers and streams; the stream starts with the status now.
  @Test func statusChangesAreObservable() async throws {
    let fixture = RemoteFixture()
    defer { fixture.directory.remove() }
    fixture.server.publish("ru", Self.russian)
    let remote = fixture.provider(languages: ["ru"])
    let seen = LockedValue<[RemoteStatus]>([])
    let observation = remote.observeStatus { status in seen.withLock { $0.append(status) } }
    var updates = remote.statusUpdates().makeAsyncIterator()
    #expect(await updates.next() == RemoteStatus())
    try await remote.refresh()
    let statuses = seen.withLock { $0 }
    #expect(statuses.first?.isRefreshing == true)
    let last = try #require(statuses.last)
    #expect(last.pendingVersions == ["ru": 1])
    #expect(!last.isRefreshing)
    #expect(last.lastSuccessfulRefresh != nil)
    #expect(await updates.next()?.isRefreshing == true)
    observation.cancel()
    let count = seen.withLock { $0.count }
    fixture.server.publish("ru", ["title": "Вход"])
    try await remote.refresh()
    #expect(seen.withLock { $0.count } == count)
  }
}
