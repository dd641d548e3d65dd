import Testing

@testable import Lexicon

/// The core's one sort orders positions as the standard library's sort would, keeps equal values
/// in their order, and handles every length around the merge widths.
@Suite struct StableOrderTests {
  @Test(arguments: [
    ([], []),
    ([5], [0]),
    ([2, 1], [1, 0]),
    ([3, 1, 2], [1, 2, 0]),
    ([1, 1, 0, 1, 0], [2, 4, 0, 1, 3]),
    ([9, 8, 7, 6, 5, 4, 3, 2, 1], [8, 7, 6, 5, 4, 3, 2, 1, 0]),
  ])
  func ordersPositionsStably(values: [Int], expected: [Int]) {
    #expect(StableOrder.positions(count: values.count) { values[$0] < values[$1] } == expected)
  }

  @Test(arguments: [0, 1, 2, 3, 7, 8, 9, 31, 32, 33, 100, 1_000])
  func matchesTheStandardLibrarysStableOrder(count: Int) {
    var generator = SystemRandomNumberGenerator()
    let values = (0..<count).map { _ in Int.random(in: 0..<(count / 3 + 1), using: &generator) }
    let expected = values.indices.sorted { (values[$0], $0) < (values[$1], $1) }
    #expect(StableOrder.positions(count: count) { values[$0] < values[$1] } == expected)
  }

  @Test func sortsStringsAsTheStandardLibraryDoes() {
    let strings = ["b", "", "a\u{301}", "\u{E1}", "B", "a", "ä", "Z", "a", "10", "9"]
    #expect(StableOrder.sorted(strings) == strings.sorted())
    #expect(StableOrder.sorted(strings).first == "")
    #expect(StableOrder.sorted([]) == [])
  }
}
