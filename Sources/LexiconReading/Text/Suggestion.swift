import Lexicon

/// Finds the name a misspelling most likely meant, for "did you mean" hints.
package enum Suggestion {
  /// The candidate `word` most likely means: equal ignoring case, a prefix of at least three
  /// letters, or at most two edits away (the closest wins); `nil` when none is close.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    guard !lowered.isEmpty else { return nil }
    if let same = candidates.first(where: { $0.lowercased() == lowered }) { return same }
    if lowered.count >= 3,
      let prefix = candidates.first(where: { $0.lowercased().hasPrefix(lowered) })
    {
      return prefix
    }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      if distance <= 2, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// The Levenshtein distance between two strings, in characters.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    for (i, leftCharacter) in left.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: right.count)
      for (j, rightCharacter) in right.enumerated() {
        let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
      }
      previous = current
    }
    return previous[right.count]
  }
}
