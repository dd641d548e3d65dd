import Foundation
import Lexicon
import LexiconTesting
import Testing

@Suite struct TableCacheTests {
  @Test func loadsEachTableOnceEvenUnderConcurrentRequests() {
    let cache = TableCache()
    let loads = Locked<[String]>([])
    let start = DispatchSemaphore(value: 0)
    let finished = DispatchGroup()
    let results = Locked<[StringTable?]>([])
    for index in 0..<8 {
      finished.enter()
      Thread.detachNewThread {
        start.wait()
        let language = index.isMultiple(of: 2) ? "en" : "ru"
        let table = cache.table(language: language, name: "Login") {
          loads.append(language)
          Thread.sleep(forTimeInterval: 0.01)
          return StringTable(texts: ["title": language])
        }
        results.append(table)
        finished.leave()
      }
    }
    for _ in 0..<8 { start.signal() }
    finished.wait()
    #expect(loads.value.sorted() == ["en", "ru"])
    #expect(results.value.count == 8)
    #expect(Set(results.value.compactMap { $0?["title"] }) == [.text("en"), .text("ru")])
  }

  @Test func remembersMissingTablesUntilRemoveAll() {
    let cache = TableCache()
    let loads = Locked(0)
    for _ in 0..<3 {
      #expect(
        cache.table(language: "de", name: "Login") {
          loads.withLock { $0 += 1 }
          return nil
        } == nil)
    }
    #expect(loads.value == 1)
    cache.removeAll()
    let table = cache.table(language: "de", name: "Login") {
      loads.withLock { $0 += 1 }
      return StringTable(texts: ["title": "Anmelden"])
    }
    #expect(table?["title"] == .text("Anmelden"))
    #expect(loads.value == 2)
  }
}
