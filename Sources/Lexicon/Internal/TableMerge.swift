/// Merging of provider tables into resolved tables, first hit wins, copying only when needed.
enum TableMerge {
  /// Adds to `result` the entries of `table` whose keys it lacks.
  ///
  /// When `result` is empty the table's storage is shared, not copied; when every key of `table`
  /// is already present nothing is copied either.
  static func addMissing(
    from table: [String: LocalizedValue], to result: inout [String: LocalizedValue]
  ) {
    if result.isEmpty {
      result = table
      return
    }
    guard table.keys.contains(where: { result[$0] == nil }) else { return }
    result.merge(table) { existing, _ in existing }
  }

  /// Entries of `tables` (in priority order) whose keys are in none of the earlier tables nor in
  /// `excluded`.
  static func entries(
    of tables: [[String: LocalizedValue]], notIn excluded: [String: LocalizedValue]
  ) -> [String: LocalizedValue] {
    var result: [String: LocalizedValue] = [:]
    for table in tables {
      for (key, value) in table where excluded[key] == nil && result[key] == nil {
        result[key] = value
      }
    }
    return result
  }
}
