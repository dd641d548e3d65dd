/// A plain-text table whose columns are as wide as their widest cell (in characters).
struct DemoTable {
  var header: [String]
  var rows: [[String]] = []

  /// The table as lines, with a rule under the header.
  var lines: [String] {
    let all = [header] + rows
    let widths = header.indices.map { column in
      all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      var text = ""
      for (column, width) in widths.enumerated() {
        let cell = cells.indices.contains(column) ? cells[column] : ""
        text += cell + String(repeating: " ", count: width - cell.count + 2)
      }
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
    let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
    return [line(header), rule] + rows.map(line)
  }
}
