import LexiconTesting
import Testing

@testable import Lexicon

@Suite struct AnnouncementQueueTests {
  @Test func deliversOnTheAnnouncingThreadWhenNobodyElseIs() {
    let queue = AnnouncementQueue<String>()
    var delivered: [String] = []
    queue.announce("ru", change: 1) { language, _ in delivered.append(language) }
    queue.announce("pt", change: 2) { language, _ in delivered.append(language) }
    #expect(delivered == ["ru", "pt"])
  }

  /// A change announced from inside a delivery is delivered right after it, by the same loop.
  @Test func aChangeMadeDuringADeliveryComesNext() {
    let queue = AnnouncementQueue<String>()
    var delivered: [String] = []
    var nested: [String] = []
    queue.announce("ru", change: 1) { language, change in
      delivered.append("\(language)#\(change)")
      if language == "ru" {
        queue.announce("pt", change: 2) { language, _ in nested.append(language) }
        // Not delivered yet: the outer delivery is still running.
        delivered.append("after-announce")
      }
    }
    #expect(delivered == ["ru#1", "after-announce", "pt#2"])
    #expect(nested.isEmpty)
  }

  /// Only the newest waiting change is delivered, and a change older than one already queued is
  /// dropped.
  @Test func onlyTheNewestWaitingChangeIsDelivered() {
    let queue = AnnouncementQueue<String>()
    var delivered: [String] = []
    queue.announce("ru", change: 1) { language, _ in
      delivered.append(language)
      guard language == "ru" else { return }
      queue.announce("pt", change: 3) { _, _ in }
      queue.announce("en", change: 2) { _, _ in }
      queue.announce("de", change: 4) { _, _ in }
    }
    #expect(delivered == ["ru", "de"])
    queue.announce("fr", change: 3) { language, _ in delivered.append(language) }
    #expect(delivered == ["ru", "de"])
  }
}
