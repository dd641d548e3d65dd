import Foundation
import LexiconTestSupport
import LexiconTesting
import Observation
import Testing

@testable import Lexicon

/// Tracked reads under load: four threads read keys — tracked by the Observation framework and
/// armed again after every notification, as SwiftUI views are — while the main actor switches
/// the language 200 times with a binding and a tracked read of its own. CI runs it under the
/// thread sanitizer.
@Suite struct TrackedSwitchingTests {
  static let titles: Set<String> = ["Inbox", "Входящие", "Caixa de entrada"]
  /// Portuguese has no plural in the bundle: it falls back to English.
  static let plurals: Set<String> = ["7 unread messages", "7 непрочитанных писем"]

  final class Label {
    var text: String?
  }

  @MainActor
  @Test func fourReadingThreadsAndTwoHundredSwitches() async throws {
    try await TemporaryBundle.with(InboxBundle.files, name: "Inbox.bundle") { bundle, _ in
      let runtime = InboxBundle.runtime(bundle: bundle, language: "en")
      let stop = Locked(false)
      let wrong = Locked<[String]>([])
      let told = Locked(0)
      let reads = Locked(0)
      let done = DispatchGroup()
      for thread in 0..<4 {
        done.enter()
        Thread.detachNewThread {
          defer { done.leave() }
          let tracked = TrackedRead {
            Localization.withLocalization(runtime) {
              thread.isMultiple(of: 2) ? "\(InboxKeys.title)" : InboxKeys.unread(7)
            }
          }
          var count = 0
          while !stop.value {
            let title = Localization.withLocalization(runtime) { "\(InboxKeys.title)" }
            let plural = Localization.withLocalization(runtime) { InboxKeys.unread(7) }
            if !Self.titles.contains(title) { wrong.append(title) }
            if !Self.plurals.contains(plural) { wrong.append(plural) }
            count += 2
          }
          tracked.stop()
          told.withLock { $0 += tracked.notifications }
          reads.withLock { $0 += count }
          for text in tracked.seen
          where !(Self.titles.contains(text) || Self.plurals.contains(text)) {
            wrong.append(text)
          }
        }
      }
      let label = Label()
      runtime.bind(label, \.text) { "\(InboxKeys.title)" }
      let main = TrackedRead { Localization.withLocalization(runtime) { "\(InboxKeys.title)" } }
      let languages = ["ru", "pt", "en"]
      for index in 0..<200 {
        #expect(runtime.setLanguage(languages[index % 3]) == .updated)
        if index.isMultiple(of: 20) { await Task.yield() }
      }
      stop.withLock { $0 = true }
      await withCheckedContinuation { continuation in
        done.notify(queue: .global()) { continuation.resume() }
      }
      #expect(wrong.value.isEmpty)
      #expect(main.notifications == 200)
      #expect(main.seen.last == "Caixa de entrada")
      #expect(label.text == "Caixa de entrada")
      #expect(reads.value > 0)
      // Each thread's tracker hears about at most every switch.
      #expect(told.value <= 4 * 200)
    }
  }
}
