extension AppVersion: Comparable {
  /// Orders versions by number, then a pre-release before its release.
  ///
  /// Missing numbers count as zero (`1.2 < 1.2.1`, `1.2 < 1.10`). Pre-release identifiers compare
  /// as Semantic Versioning says: numbers numerically, numbers before words, words in ASCII order,
  /// a shorter list first (`1.3.0-alpha < 1.3.0-alpha.1 < 1.3.0-beta < 1.3.0-beta.2 < 1.3.0`).
  /// Versions that differ only in how they are written (`1.2` and `1.2.0`, `1.02` and `1.2`) are
  /// ordered by their text, so `<` stays consistent with `==`.
  ///
  /// - Parameters:
  ///   - lhs: A version.
  ///   - rhs: Another version.
  /// - Returns: Whether `lhs` comes before `rhs`.
  public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
    let length = max(lhs.numbers.count, rhs.numbers.count)
    for index in 0..<length {
      let left = index < lhs.numbers.count ? lhs.numbers[index] : 0
      let right = index < rhs.numbers.count ? rhs.numbers[index] : 0
      if left != right { return left < right }
    }
    switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
    case (true, false): return false
    case (false, true): return true
    default: break
    }
    for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
      switch (Int(left), Int(right)) {
      case (let left?, let right?): return left < right
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return left < right
      }
    }
    if lhs.prerelease.count != rhs.prerelease.count {
      return lhs.prerelease.count < rhs.prerelease.count
    }
    return lhs.text < rhs.text
  }
}
