import Foundation
import Testing

@testable import Lexicon

/// Texts kept as bytes become `String`s on their first read, once, and later reads return that
/// same `String`; threads reading a new text at once all get it.
@Suite struct MaterializedTextsTests {
  /// The address of a heap string's bytes, which two reads of one kept `String` share.
  static func storage(of text: String) -> UnsafeRawPointer? {
    text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
  }

  /// A table of `count` keys `key.N` whose texts are long enough for the heap.
  static func table(count: Int, forceLock: Bool = false) -> CompactTextTable {
    var builder = CompactTextTableBuilder()
    for number in 0..<count {
      builder.insert(
        "The text of key number \(number), long enough for the heap.", forKey: "key.\(number)")
    }
    return builder.build(forceLock: forceLock)
  }

  @Test(arguments: [false, true])
  func aTextIsMadeOnceAndKept(forceLock: Bool) throws {
    let table = Self.table(count: 4, forceLock: forceLock)
    let position = try #require(table.position(of: "key.2"))
    #expect(!table.isTextMade(at: position))
    let first = try #require(table.text(forKey: "key.2"))
    let second = try #require(table.view.text(forKey: "key.2"))
    #expect(first == "The text of key number 2, long enough for the heap.")
    #expect(table.isTextMade(at: position))
    #expect(first == second)
    #expect(Self.storage(of: first) != nil)
    #expect(Self.storage(of: first) == Self.storage(of: second))
    #expect((0..<table.count).filter(table.isTextMade) == [position])
  }

  /// Threads reading new texts at once, through the lock-free view and through the table, all
  /// get them, and every later read returns the one `String` kept.
  @Test(arguments: [false, true])
  func threadsReadingANewTextAtOnceAllGetIt(forceLock: Bool) async throws {
    let count = 200
    let table = Self.table(count: count, forceLock: forceLock)
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<6 {
        group.addTask {
          for step in 0..<count {
            // Tasks walk the keys in different orders so that they meet on some.
            let number = (step * (task + 1)) % count
            let text =
              task.isMultiple(of: 2)
              ? table.view.text(forKey: "key.\(number)") : table.text(forKey: "key.\(number)")
            #expect(text == "The text of key number \(number), long enough for the heap.")
          }
        }
      }
    }
    for number in 0..<count {
      let first = try #require(table.text(forKey: "key.\(number)"))
      let again = try #require(table.view.text(forKey: "key.\(number)"))
      #expect(Self.storage(of: first) == Self.storage(of: again))
    }
  }

  /// A view finds what its table finds: by bytes, by canonical equivalence (both spellings of a
  /// non-ASCII key, KELVIN SIGN for an ASCII `K`), and nothing else.
  @Test func aViewFindsWhatItsTableFinds() throws {
    let table = try #require(
      CompactTextTable.of(["caf\u{E9}": "composed", "Kelvin": "ascii", "plain": "p"]))
    let view = table.view
    for key in ["caf\u{E9}", "cafe\u{301}", "Kelvin", "\u{212A}elvin", "plain", "nope", "caf"] {
      #expect(view.text(forKey: key) == table.text(forKey: key), "\(key)")
    }
    #expect(view.text(forKey: "cafe\u{301}") == "composed")
    #expect(view.text(forKey: "\u{212A}elvin") == "ascii")
    #expect(view.text(forKey: "nope") == nil)
  }

  @Test func aTableMakesOnlyTheTextsItIsAskedFor() throws {
    let texts = Dictionary(
      uniqueKeysWithValues: (0..<100).map { ("key.\($0)", "The text of key number \($0).") })
    let table = try #require(CompactTextTable.of(texts))
    #expect(!(0..<table.count).contains(where: table.isTextMade))
    let first = try #require(table.text(forKey: "key.42"))
    #expect(first == "The text of key number 42.")
    #expect((0..<table.count).filter(table.isTextMade).count == 1)
    let again = try #require(table.text(forKey: "key.42"))
    #expect(Self.storage(of: first) == Self.storage(of: again))
    // Enumerating makes strings for the caller and keeps none.
    table.enumerateEntries { _, _ in }
    #expect((0..<table.count).filter(table.isTextMade).count == 1)
  }

  @Test func anEmptyTextNeedsNoSlot() throws {
    let table = try #require(CompactTextTable.of(["empty": "", "full": "x"]))
    #expect(table.text(forKey: "empty") == "")
    #expect(!(0..<table.count).contains(where: table.isTextMade))
  }

  @Test func aReplacedTextKeepsTheStoredSpellingOfItsKey() {
    var builder = CompactTextTableBuilder()
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    let first = builder.insert("first", forKey: composed)
    let second = builder.insert("second", forKey: decomposed)
    let third = builder.insert("kept", forKey: decomposed, replacing: false)
    #expect(!first && second && third)
    let table = builder.build()
    #expect(table.count == 1)
    #expect(table.text(forKey: composed) == "second")
    #expect(table.text(forKey: decomposed) == "second")
    var keys: [String] = []
    table.enumerateEntries { key, _ in keys.append(key) }
    #expect(keys.map { Array($0.utf8) } == [Array(composed.utf8)])
  }
}
