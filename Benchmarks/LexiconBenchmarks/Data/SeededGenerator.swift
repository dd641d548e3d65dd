/// A deterministic pseudo-random generator (SplitMix64), so every run generates the same data.
///
/// The standard library's `Int.random(in:using:)` and `shuffled(using:)` may change their
/// algorithms between Swift releases, so the data generator only uses the helpers below, which are
/// defined here once and for all.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// A generator starting from `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (bound > 0), by multiply-shift: deterministic across platforms.
  mutating func below(_ bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number in `range`.
  mutating func within(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// True with probability `percent` / 100.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// The elements in a random order (Fisher–Yates).
  mutating func shuffle<Element>(_ elements: [Element]) -> [Element] {
    var result = elements
    var index = result.count - 1
    while index > 0 {
      result.swapAt(index, below(index + 1))
      index -= 1
    }
    return result
  }
}
