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
    let titles = results.value.compactMap { $0?["title"] }
    #expect(titles.count == 8)
    #expect(titles.allSatisfy { $0 == .text("en") || $0 == .text("ru") })
    #expect(titles.contains(.text("en")) && titles.contains(.text("ru")))
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

  /// A provider asked for any number of languages it lacks keeps a bounded cache: past 1,024
  /// absent tables they are forgotten together; tables that exist stay loaded once.
  @Test func forgetsAbsentTablesInBulkAndKeepsPresentOnes() {
    let cache = TableCache()
    let limit = 1_024
    let loads = Locked<[String]>([])
    func table(_ language: String) -> StringTable? {
      cache.table(language: language, name: "Login") {
        loads.append(language)
        return language == "en" ? StringTable(texts: ["title": "Sign in"]) : nil
      }
    }
    #expect(table("en")?["title"] == .text("Sign in"))
    for index in 0..<limit {
      #expect(table("en-r\(10_000 + index)") == nil)
    }
    #expect(table("en-r10000") == nil)
    #expect(loads.value.count == 1 + limit)
    #expect(table("en-r99999") == nil)
    // The 1,025th absent table made the cache forget all of them (not the present one).
    #expect(table("en-r10000") == nil)
    #expect(table("en")?["title"] == .text("Sign in"))
    #expect(loads.value.count == 1 + limit + 2)
  }
}
