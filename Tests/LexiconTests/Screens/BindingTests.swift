import Foundation
import LexiconTestSupport
import LexiconTesting
import Testing

@testable import Lexicon

/// Bindings of objects' properties to text: plain classes standing for labels and screens, a
/// real bundle on disk.
@MainActor
@Suite struct BindingTests {
  /// A label, as UIKit's and AppKit's have: an optional text.
  final class Label {
    var text: String?
  }

  /// A screen with a title and a counter of how often its binding ran.
  final class Screen {
    var title = ""
    var renders = 0
  }

  @Test func aBindingRunsAtOnceAndAfterEveryChange() throws {
    try InboxBundle.with { runtime in
      let label = Label()
      runtime.bind(label, \.text) { "\(InboxKeys.title)" }
      #expect(label.text == "Inbox")
      // A change made on the main thread has run the bindings when it returns.
      runtime.setLanguage("ru")
      #expect(label.text == "Входящие")
      runtime.setLanguage("ru")
      runtime.reload()
      #expect(label.text == "Входящие")
    }
  }

  /// Formatted and plural keys, and a value a view model stores.
  @Test func formattedAndPluralTextFollowTheLanguage() throws {
    try InboxBundle.with { runtime in
      let greeting = Label()
      let badge = Label()
      let stored = LocalizedText(InboxKeys.unread, 3)
      runtime.bind(greeting, \.text) { InboxKeys.greeting("Ann") }
      runtime.bind(badge, \.text) { "\(stored)" }
      #expect([greeting.text, badge.text] == ["Hello, Ann!", "3 unread messages"])
      runtime.setLanguage("ru")
      #expect([greeting.text, badge.text] == ["Привет, Ann!", "3 непрочитанных письма"])
    }
  }

  /// A change made on another thread runs the bindings soon on the main actor.
  @Test func aChangeMadeOffTheMainThreadRunsTheBindingsOnTheMainActor() async throws {
    try await TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      let runtime = InboxBundle.runtime(bundle: bundle, language: "en")
      let label = Label()
      // The main queue, marked by the test: on Linux a test runner drains it on another thread.
      let mainQueue = DispatchSpecificKey<String>()
      DispatchQueue.main.setSpecific(key: mainQueue, value: "main")
      let threads = Locked<[Bool]>([])
      runtime.bind(label, \.text) {
        threads.append(Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueue) == "main")
        return "\(InboxKeys.title)"
      }
      _ = Thread.detachNewThreadAndWait { runtime.setLanguage("ru") }
      #expect(label.text == "Inbox")
      try await waitUntil { label.text == "Входящие" }
      #expect(threads.value == [true, true])
    }
  }

  /// Changes made elsewhere before the bindings run are one run, ending on the latest text.
  @Test func changesMadeMeanwhileAreOneRun() async throws {
    try await TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      let runtime = InboxBundle.runtime(bundle: bundle, language: "en")
      let screen = Screen()
      runtime.bind(screen, \.title) {
        screen.renders += 1
        return "\(InboxKeys.title)"
      }
      _ = Thread.detachNewThreadAndWait {
        for language in ["ru", "pt", "en", "ru", "pt"] { runtime.setLanguage(language) }
        return true
      }
      try await waitUntil { screen.title == "Caixa de entrada" }
      // Let any other scheduled run happen before counting.
      for _ in 0..<20 { await Task.yield() }
      #expect(screen.renders == 2)
    }
  }

  /// The object is held weakly: once it is freed, the closure is never called again.
  @Test func aFreedObjectEndsItsBinding() throws {
    try InboxBundle.with { runtime in
      let calls = Locked(0)
      var label: Label? = Label()
      weak var released: Label?
      released = label
      runtime.bind(label!, \.text) {
        calls.withLock { $0 += 1 }
        return "\(InboxKeys.title)"
      }
      #expect(calls.value == 1)
      label = nil
      #expect(released == nil)
      runtime.setLanguage("ru")
      runtime.reload()
      #expect(calls.value == 1)
      #expect(runtime.bindings.count == 0)
    }
  }

  /// Binding and freeing objects forever keeps the registry bounded.
  @Test func tenThousandBindAndFreeCyclesDoNotGrowTheRegistry() throws {
    try InboxBundle.with { runtime in
      let kept = Label()
      runtime.bind(kept, \.text) { "\(InboxKeys.title)" }
      var largest = 0
      for _ in 0..<10_000 {
        let label = Label()
        runtime.bind(label, \.text) { "\(InboxKeys.title)" }
        largest = max(largest, runtime.bindings.count)
      }
      #expect(largest <= 34)
      runtime.setLanguage("ru")
      #expect(runtime.bindings.count == 1)
      #expect(kept.text == "Входящие")
    }
  }

  /// Binding the same property again replaces the binding; another property is another binding.
  @Test func bindingAPropertyAgainReplacesTheBinding() throws {
    try InboxBundle.with { runtime in
      let label = Label()
      let first = Locked(0)
      runtime.bind(label, \.text) {
        first.withLock { $0 += 1 }
        return "\(InboxKeys.title)"
      }
      runtime.bind(label, \.text) { InboxKeys.greeting("Ann") }
      #expect(runtime.bindings.count == 1)
      runtime.setLanguage("ru")
      #expect(first.value == 1)
      #expect(label.text == "Привет, Ann!")
    }
  }

  /// Bindings run oldest first. One that a binding's closure adds during a run is run once, by
  /// its adding, not again in that run; one that a closure cancels during a run does not run.
  @Test func bindingsAddedOrCancelledWhileTheyRunFollowTheOrder() throws {
    try InboxBundle.with { runtime in
      let order = Locked<[String]>([])
      let screens = (0..<4).map { _ in Screen() }
      var later: LocalizationBinding?
      var added: LocalizationBinding?
      runtime.bind(screens[0], \.title) {
        order.withLock { $0.append("a") }
        if runtime.language == "ru", added == nil {
          later?.cancel()
          added = runtime.bind(screens[3], \.title) {
            order.withLock { $0.append("d") }
            return runtime.language
          }
        }
        return runtime.language
      }
      runtime.bind(screens[1], \.title) {
        order.withLock { $0.append("b") }
        return runtime.language
      }
      later = runtime.bind(screens[2], \.title) {
        order.withLock { $0.append("c") }
        return runtime.language
      }
      #expect(order.value == ["a", "b", "c"])
      order.withLock { $0 = [] }
      runtime.setLanguage("ru")
      #expect(order.value == ["a", "d", "b"])
      #expect(runtime.bindings.count == 3)
      order.withLock { $0 = [] }
      runtime.setLanguage("pt")
      #expect(order.value == ["a", "b", "d"])
      #expect(screens.map(\.title) == ["pt", "pt", "en", "pt"])
      withExtendedLifetime(added) {}
    }
  }

  @Test func cancellingEndsABinding() throws {
    try InboxBundle.with { runtime in
      let label = Label()
      let binding = runtime.bind(label, \.text) { "\(InboxKeys.title)" }
      binding.cancel()
      binding.cancel()
      runtime.setLanguage("ru")
      #expect(label.text == "Inbox")
      #expect(runtime.bindings.count == 0)
    }
  }

  /// A binding on a runtime other than the shared one reads its keys through that runtime.
  @Test func aBindingReadsThroughItsOwnRuntime() throws {
    try InboxBundle.with(language: "pt") { runtime in
      let label = Label()
      runtime.bind(label, \.text) { "\(InboxKeys.title)" }
      #expect(label.text == "Caixa de entrada")
    }
  }

  /// A binding whose closure switches the language does not loop: the bindings run again once
  /// the current run is over, and end on the latest text.
  @Test func aBindingThatSwitchesTheLanguageRunsTheBindingsAgainAfterwards() throws {
    try InboxBundle.with { runtime in
      let label = Label()
      let switcher = Screen()
      runtime.bind(switcher, \.title) {
        switcher.renders += 1
        if runtime.language == "ru" { runtime.setLanguage("pt") }
        return runtime.language
      }
      runtime.bind(label, \.text) { "\(InboxKeys.title)" }
      runtime.setLanguage("ru")
      #expect(switcher.title == "pt")
      #expect(label.text == "Caixa de entrada")
      #expect(switcher.renders == 3)
    }
  }

  /// Content announced by a provider reaches the bindings like a switch.
  @Test func aProviderAnnouncementRunsTheBindings() throws {
    let editable = EditableProvider(["title": "Inbox (remote)"])
    try InboxBundle.with(providers: [editable]) { runtime in
      let label = Label()
      runtime.bind(label, \.text) { "\(InboxKeys.title)" }
      #expect(label.text == "Inbox (remote)")
      editable.edit(["title": "Inbox (fixed)"])
      #expect(label.text == "Inbox (fixed)")
    }
  }

  /// A change that changes nothing runs no binding; each change runs each binding once.
  @Test func aNoOpChangeRunsNothing() throws {
    try InboxBundle.with { runtime in
      let screen = Screen()
      runtime.bind(screen, \.title) {
        screen.renders += 1
        return "\(InboxKeys.title)"
      }
      runtime.setLanguage("en")
      runtime.setLanguage("de")
      #expect(screen.renders == 1)
      runtime.setLanguage("ru")
      #expect(screen.renders == 2)
      runtime.reload()
      #expect(screen.renders == 3)
    }
  }

  /// A change made off the main actor, then one made on it before the first's run: the run on
  /// the main actor covers both, and the scheduled run finds nothing owed.
  @Test func aScheduledRunCoveredByAMainActorRunDoesNotRunAgain() async throws {
    try await TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      let runtime = InboxBundle.runtime(bundle: bundle, language: "en")
      let screen = Screen()
      runtime.bind(screen, \.title) {
        screen.renders += 1
        return "\(InboxKeys.title)"
      }
      _ = Thread.detachNewThreadAndWait { runtime.setLanguage("ru") }
      runtime.setLanguage("pt")
      #expect(screen.renders == 2)
      #expect(screen.title == "Caixa de entrada")
      for _ in 0..<50 { await Task.yield() }
      try await Task.sleep(nanoseconds: 20_000_000)
      #expect(screen.renders == 2)
    }
  }

  /// Bindings read their own runtime in its current language, whatever the scope of the code
  /// that switched or bound: a pinned language or another runtime never leaks into them.
  @Test func bindingsRunInTheirRuntimesOwnScope() throws {
    try TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      let runtime = InboxBundle.runtime(bundle: bundle, language: "en")
      let other = InboxBundle.runtime(bundle: bundle, language: "pt")
      let label = Label()
      Localization.withLocalization(other) {
        _ = Localization.withLanguage("ru") {
          runtime.bind(label, \.text) { "\(InboxKeys.title) \(Localization.current.language)" }
        }
      }
      #expect(label.text == "Inbox en")
      _ = Localization.withLanguage("ru") {
        runtime.setLanguage("pt")
      }
      #expect(label.text == "Caixa de entrada pt")
      _ = Localization.withLocalization(other) { runtime.setLanguage("en") }
      #expect(label.text == "Inbox en")
    }
  }

  /// A released object's binding keeps nothing alive: its runtime, once unreferenced, is freed.
  @Test func aBindingDoesNotKeepItsRuntimeAlive() throws {
    try TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      weak var released: Localization?
      let label = Label()
      do {
        let runtime = InboxBundle.runtime(bundle: bundle, language: "en")
        released = runtime
        runtime.bind(label, \.text) { "\(InboxKeys.title)" }
      }
      #expect(released == nil)
      #expect(label.text == "Inbox")
    }
  }

  private func waitUntil(_ condition: @MainActor () -> Bool) async throws {
    for _ in 0..<2_000 where !condition() {
      try await Task.sleep(nanoseconds: 1_000_000)
    }
    #expect(condition())
  }
}
