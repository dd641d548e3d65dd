import Foundation
import LexiconTestSupport
import LexiconTesting
import Observation
import Testing

@testable import Lexicon

/// Tracked reads under load: four threads read keys and track their reads again and again, as
/// SwiftUI views do, while the main actor switches the language 200 times with a binding and a
/// tracked read of its own. Every tracker installed before a switch started is told about it
/// exactly once, and every text read is whole. CI runs it under the thread sanitizer.
@Suite struct TrackedSwitchingTests {
  static let titles: Set<String> = ["Inbox", "Входящие", "Caixa de entrada"]
  /// Portuguese has no plural in the bundle: it falls back to English.
  static let plurals: Set<String> = ["7 unread messages", "7 непрочитанных писем"]

  final class Label {
    var text: String?
  }

  /// A tracker installed by a reading thread, and how many switches had started once it was.
  struct Armed: Sendable {
    var tracker: TrackedRead
    var switchesStartedBefore: Int
  }

  @MainActor
  @Test func fourReadingThreadsAndTwoHundredSwitches() async throws {
    try await TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      // The thread that switches tells the tracked reads (Linux's choice, made explicit).
      let runtime = Localization(
        configuration: InboxBundle.runtime(bundle: bundle, language: "en").configuration,
        lockedGeneration: false, tellsTrackedReadsOnMainActor: false)
      let stop = Locked(false)
      let started = Locked(0)
      let ready = DispatchGroup()
      let done = DispatchGroup()
      let wrong = Locked<[String]>([])
      let armed = Locked<[Armed]>([])
      for thread in 0..<4 {
        ready.enter()
        done.enter()
        Thread.detachNewThread {
          defer { done.leave() }
          var first = true
          while !stop.value {
            let tracker = TrackedRead(rearms: false) {
              Localization.withLocalization(runtime) {
                thread.isMultiple(of: 2) ? "\(InboxKeys.title)" : InboxKeys.unread(7)
              }
            }
            armed.append(Armed(tracker: tracker, switchesStartedBefore: started.value))
            if first {
              ready.leave()
              first = false
            }
            for _ in 0..<20 {
              let title = Localization.withLocalization(runtime) { "\(InboxKeys.title)" }
              let plural = Localization.withLocalization(runtime) { InboxKeys.unread(7) }
              if !Self.titles.contains(title) { wrong.append(title) }
              if !Self.plurals.contains(plural) { wrong.append(plural) }
            }
          }
        }
      }
      await withCheckedContinuation { continuation in
        ready.notify(queue: .global()) { continuation.resume() }
      }
      let label = Label()
      runtime.bind(label, \.text) { "\(InboxKeys.title)" }
      let main = TrackedRead { Localization.withLocalization(runtime) { "\(InboxKeys.title)" } }
      let languages = ["ru", "pt", "en"]
      let texts = ["Входящие", "Caixa de entrada", "Inbox"]
      for index in 0..<200 {
        started.withLock { $0 += 1 }
        #expect(runtime.setLanguage(languages[index % 3]) == .updated)
        if index.isMultiple(of: 10) { await Task.yield() }
      }
      stop.withLock { $0 = true }
      await withCheckedContinuation { continuation in
        done.notify(queue: .global()) { continuation.resume() }
      }

      #expect(wrong.value.isEmpty)
      #expect(main.notifications == 200)
      #expect(main.seen == (0..<200).map { texts[$0 % 3] })
      #expect(label.text == texts[199 % 3])
      let trackers = armed.value
      let beforeTheLast = trackers.filter { $0.switchesStartedBefore < 200 }
      #expect(!beforeTheLast.isEmpty)
      // Every tracker installed before a switch started was told about it: none missed one.
      let missed = beforeTheLast.filter { $0.tracker.notifications == 0 }
      #expect(missed.isEmpty, "\(missed.count) of \(beforeTheLast.count) trackers never told")
      for entry in trackers {
        for text in entry.tracker.seen
        where !(Self.titles.contains(text) || Self.plurals.contains(text)) {
          wrong.append(text)
        }
      }
      // A tracker whose installation races a change on another thread can be told again by
      // every later change: the Observation framework registers its observers before it stores
      // the tokens that cancel them (ObservationTracking._installTracking), so a change told in
      // between cancels nothing. That is why Apple platforms tell tracked reads on the main
      // actor, where the UI installs its trackers; the main actor's tracker above, on the
      // switching thread, is told exactly once a switch.
      #expect(wrong.value.isEmpty)
    }
  }
}
