/// The package's shared sorts: positions `0..<count` in a stable order given by a comparison of
/// positions, and arrays of strings in increasing order (``sorted(_:)``). (A sort only one
/// module needs, such as the over-the-air module's byte order, stays in that module: a `package`
/// function here is kept in every app.)
///
/// Every `sorted(by:)` with its own closure is a separate copy of the standard library's sort in
/// every app's binary (3–7 KB each, issue 19). The package's sorts are all on cold paths (listing
/// a bundle, merging language spellings, ordering diagnostics and observers, writing payloads and
/// manifests), so they share this
/// one, which is never specialized for a closure: it sorts positions, and callers compare their
/// own values at those positions.
///
/// ```swift
/// let names = ["b", "a", "c"]
/// StableOrder.positions(count: names.count) { names[$0] < names[$1] }  // [1, 0, 2]
/// ```
package enum StableOrder {
  /// `strings` in increasing order, as `sorted()` orders them: the package's shared sort of strings.
  /// Each `sorted()` of another kind of collection of strings (a set, a dictionary's keys) would
  /// be a copy of the standard library's sort of its own, about 3 KB each.
  /// - Parameter strings: The strings.
  @inline(never)
  package static func sorted(_ strings: [String]) -> [String] {
    strings.sorted()
  }

  /// `0..<count` ordered by `areInIncreasingOrder`; positions that compare equal keep their
  /// order (a merge sort).
  /// - Parameters:
  ///   - count: The number of positions.
  ///   - areInIncreasingOrder: Whether the value at the first position goes before the value at
  ///     the second.
  @inline(never)
  package static func positions(count: Int, by areInIncreasingOrder: (Int, Int) -> Bool)
    -> [Int]
  {
    var positions = Array(0..<count)
    guard count > 1 else { return positions }
    var buffer = positions
    var width = 1
    while width < count {
      var start = 0
      while start < count {
        let middle = min(start + width, count)
        let end = min(start + 2 * width, count)
        var left = start
        var right = middle
        for target in start..<end {
          if left < middle, right == end || !areInIncreasingOrder(positions[right], positions[left])
          {
            buffer[target] = positions[left]
            left += 1
          } else {
            buffer[target] = positions[right]
            right += 1
          }
        }
        start = end
      }
      swap(&positions, &buffer)
      width *= 2
    }
    return positions
  }
}
