import Foundation
import Lexicon
import Testing

@testable import LexiconRemote

/// Readers racing a writer see whole contents, each at least as new as the last they saw; the
/// superseded content is released. Both storages: lock-free where atomics exist, and the
/// lock-based twin older Apple OSes use. `.ci/run` runs this suite under the thread sanitizer.
@Suite struct ContentCellTests {
  /// Content whose every value is its generation, so a reader can tell a whole one from a mix.
  static func content(_ generation: Int) -> RemoteContent {
    let texts = Dictionary(uniqueKeysWithValues: (0..<20).map { ("key.\($0)", "\(generation)") })
    return RemoteContent([
      "ru": ["Screen": StringTable(texts: texts).compacted()],
      "en": ["Screen": StringTable(texts: ["key.0": "\(generation)"]).compacted()],
    ])
  }

  /// Readers on their own threads (not the cooperative pool, which other suites share) load
  /// while this thread publishes 300 contents.
  @Test(.timeLimit(.minutes(1)), arguments: [false, true])
  func readersSeeWholeContentsInOrder(forceLock: Bool) {
    let cell = ContentCell(Self.content(0), forceLock: forceLock)
    let writes = 300
    let problems = LockedValue<[String]>([])
    let loads = LockedValue(0)
    let ready = DispatchSemaphore(value: 0)
    let finished = DispatchGroup()
    for _ in 0..<3 {
      finished.enter()
      Thread.detachNewThread {
        defer { finished.leave() }
        ready.signal()
        var last = 0
        var count = 0
        while last < writes {
          let content = cell.load()
          count += 1
          let table = content.table(language: "ru", name: "Screen")
          let values = Set((0..<20).compactMap { table?["key.\($0)"]?.rawText })
          let generation = values.first.flatMap(Int.init) ?? -1
          let english = content.table(language: "en", name: "Screen")?["key.0"]?.rawText
          if values.count != 1 || generation < last || english != "\(generation)" {
            problems.withLock { $0.append("saw \(values) and \(english ?? "nil") after \(last)") }
            return
          }
          last = generation
        }
        loads.withLock { $0 += count }
      }
    }
    for _ in 0..<3 { ready.wait() }
    for generation in 1...writes {
      cell.store(Self.content(generation))
    }
    finished.wait()
    #expect(problems.withLock { $0 }.isEmpty)
    #expect(loads.withLock { $0 } >= 3)
    #expect(cell.load().table(language: "ru", name: "Screen")?["key.7"] == .text("\(writes)"))
  }

  @Test(arguments: [false, true])
  func supersededContentIsReleased(forceLock: Bool) {
    let cell = ContentCell(.empty, forceLock: forceLock)
    weak var first: RemoteContent?
    do {
      let content = Self.content(1)
      first = content
      cell.store(content)
    }
    #expect(first != nil)
    cell.store(Self.content(2))
    #expect(first == nil)
  }
}
