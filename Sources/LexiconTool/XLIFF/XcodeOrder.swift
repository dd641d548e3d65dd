/// The orders Xcode writes an XLIFF file in, so an export by `lexicon` lines up with Xcode's.
///
/// Units are sorted by id as `NSString.compare(_:options: .numeric)` sorts: UTF-16 code unit by
/// code unit (so `ANIMATED` < `AUDIO` < `About`, and `Block…` after `Blocked`), except that runs
/// of ASCII digits compare by their value (`7 Days` < `30 Minutes`). The corpus of Xcode 13.4
/// and 14.0 exports in `../shared/corpus/xcloc` is in exactly this order. Files are sorted by
/// their path the same way but ignoring ASCII case (`Mastoot/en.lproj/…` before
/// `Mastoot/Resources/…`, as in that corpus; Xcode itself follows the project's target order).
///
/// ```swift
/// ["30 Minutes", "About", "7 Days", "AUDIO"].sorted(by: XcodeOrder.unitPrecedes)
/// // ["7 Days", "30 Minutes", "AUDIO", "About"]
/// ```
enum XcodeOrder {
  /// Whether the unit id `lhs` comes before `rhs`.
  static func unitPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    compare(Array(lhs.utf16), Array(rhs.utf16), foldingCase: false)
  }

  /// Whether the file path `lhs` comes before `rhs`.
  static func filePrecedes(_ lhs: String, _ rhs: String) -> Bool {
    compare(Array(lhs.utf16), Array(rhs.utf16), foldingCase: true)
  }

  private static func compare(_ lhs: [UInt16], _ rhs: [UInt16], foldingCase: Bool) -> Bool {
    var left = 0
    var right = 0
    while left < lhs.count, right < rhs.count {
      if isDigit(lhs[left]), isDigit(rhs[right]) {
        let leftEnd = digitsEnd(lhs, from: left)
        let rightEnd = digitsEnd(rhs, from: right)
        let order = compareNumbers(lhs[left..<leftEnd], rhs[right..<rightEnd])
        if order != 0 { return order < 0 }
        left = leftEnd
        right = rightEnd
        continue
      }
      let leftUnit = foldingCase ? folded(lhs[left]) : lhs[left]
      let rightUnit = foldingCase ? folded(rhs[right]) : rhs[right]
      if leftUnit != rightUnit { return leftUnit < rightUnit }
      left += 1
      right += 1
    }
    if lhs.count - left != rhs.count - right { return lhs.count - left < rhs.count - right }
    // Equal as Xcode compares (`01` and `1`, or case): the literal order decides.
    return lhs.lexicographicallyPrecedes(rhs)
  }

  /// -1, 0 or 1 as the value of `lhs` is below, equal to or above that of `rhs`.
  private static func compareNumbers(_ lhs: ArraySlice<UInt16>, _ rhs: ArraySlice<UInt16>) -> Int {
    let left = lhs.drop { $0 == 0x30 }
    let right = rhs.drop { $0 == 0x30 }
    if left.count != right.count { return left.count < right.count ? -1 : 1 }
    for (l, r) in zip(left, right) where l != r { return l < r ? -1 : 1 }
    return 0
  }

  private static func digitsEnd(_ units: [UInt16], from start: Int) -> Int {
    var end = start
    while end < units.count, isDigit(units[end]) { end += 1 }
    return end
  }

  private static func isDigit(_ unit: UInt16) -> Bool { (0x30...0x39).contains(unit) }

  private static func folded(_ unit: UInt16) -> UInt16 {
    (0x41...0x5A).contains(unit) ? unit + 0x20 : unit
  }
}
