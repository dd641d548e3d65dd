/// A line diff of two texts in the unified format: `-` lines only in the expected text, `+` lines
/// only in the actual one, a few unchanged lines around each change, and `@@` headers giving the
/// line numbers.
///
/// ```swift
/// LineDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\n").unified()
/// // @@ -1,3 +1,3 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
///
/// Lines are compared exactly; the changes are the standard library's shortest edit script
/// (`CollectionDifference`), so the output is deterministic.
struct LineDiff {
  /// One line of the edit script.
  enum Line: Equatable {
    /// In both texts.
    case same(String)
    /// Only in the expected text.
    case removed(String)
    /// Only in the actual text.
    case added(String)
  }

  /// The lines of both texts in order: unchanged, removed and added.
  let lines: [Line]

  /// Compares two texts line by line. A final line break does not make an empty last line.
  /// - Parameters:
  ///   - expected: The reference text.
  ///   - actual: The new text.
  init(expected: String, actual: String) {
    let old = Self.split(expected)
    let new = Self.split(actual)
    let difference = new.difference(from: old)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var lines: [Line] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      if oldIndex < old.count, removed.contains(oldIndex) {
        lines.append(.removed(old[oldIndex]))
        oldIndex += 1
      } else if newIndex < new.count, inserted.contains(newIndex) {
        lines.append(.added(new[newIndex]))
        newIndex += 1
      } else if oldIndex < old.count, newIndex < new.count {
        // Both sides are at a line the edit script keeps: the same line.
        lines.append(.same(old[oldIndex]))
        oldIndex += 1
        newIndex += 1
      } else {
        break
      }
    }
    self.lines = lines
  }

  /// Whether the texts have the same lines.
  var isEmpty: Bool {
    lines.allSatisfy {
      if case .same = $0 { return true }
      return false
    }
  }

  /// The changes as unified-diff hunks, each with `context` unchanged lines around it.
  /// - Parameter context: How many unchanged lines to show before and after each change.
  /// - Returns: The hunks, each line ending with a line break; empty when nothing changed.
  func unified(context: Int = 3) -> String {
    let changed = lines.indices.filter {
      if case .same = lines[$0] { return false }
      return true
    }
    guard let firstChange = changed.first else { return "" }
    // Group changes whose context overlaps into one hunk.
    var hunks: [ClosedRange<Int>] = []
    var start = max(0, firstChange - context)
    var end = min(lines.count - 1, firstChange + context)
    for index in changed.dropFirst() {
      if index - context <= end + 1 {
        end = min(lines.count - 1, index + context)
      } else {
        hunks.append(start...end)
        start = max(0, index - context)
        end = min(lines.count - 1, index + context)
      }
    }
    hunks.append(start...end)
    var output = ""
    for hunk in hunks {
      output += header(for: hunk)
      for line in lines[hunk] {
        switch line {
        case .same(let text): output += " \(text)\n"
        case .removed(let text): output += "-\(text)\n"
        case .added(let text): output += "+\(text)\n"
        }
      }
    }
    return output
  }

  /// `@@ -start,count +start,count @@` for the lines of a hunk.
  private func header(for hunk: ClosedRange<Int>) -> String {
    var oldLine = 1
    var newLine = 1
    for line in lines[..<hunk.lowerBound] {
      switch line {
      case .same: (oldLine, newLine) = (oldLine + 1, newLine + 1)
      case .removed: oldLine += 1
      case .added: newLine += 1
      }
    }
    var oldCount = 0
    var newCount = 0
    for line in lines[hunk] {
      switch line {
      case .same: (oldCount, newCount) = (oldCount + 1, newCount + 1)
      case .removed: oldCount += 1
      case .added: newCount += 1
      }
    }
    // An empty side names the line before it, as `diff -u` does.
    let oldStart = oldCount == 0 ? oldLine - 1 : oldLine
    let newStart = newCount == 0 ? newLine - 1 : newLine
    return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
  }

  /// The lines of a text; a final line break ends the last line rather than starting another.
  private static func split(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
