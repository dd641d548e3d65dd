import Lexicon
import LexiconRemote

extension RemoteSnapshot {
  /// The snapshot this one becomes after `delta`: its values set (plural values whole), its keys
  /// removed, at the delta's version. Tables left empty disappear.
  ///
  /// Applying the delta from version N to N+k gives exactly the full snapshot N+k, which is what
  /// a publisher must guarantee and what `RemoteDelta/init(from:to:)` produces.
  ///
  /// ```swift
  /// let v7 = try v6.applying(fix)   // fix.baseVersion == 6, fix.version == 7
  /// ```
  ///
  /// - Parameter delta: A delta of the same language whose base version is this version.
  /// - Returns: The snapshot at `delta.version`.
  /// - Throws: `RemoteError/deltaBaseMismatch(language:held:base:)` when the delta starts from
  ///   another version; `RemoteError/wrongTarget(expected:found:)` when it is for another
  ///   language.
  public func applying(_ delta: RemoteDelta) throws(RemoteError) -> RemoteSnapshot {
    guard delta.language == language else {
      throw .wrongTarget(expected: language, found: delta.language)
    }
    guard delta.baseVersion == version else {
      throw .deltaBaseMismatch(language: language, held: version, base: delta.baseVersion)
    }
    var tables = self.tables
    var experiments = self.experiments
    for (table, keys) in delta.removed {
      for key in keys {
        tables[table]?[key] = nil
        experiments[table]?[key] = nil
      }
    }
    for (table, values) in delta.set {
      tables[table, default: [:]].merge(values) { _, new in new }
      for key in values.keys {
        experiments[table, default: [:]][key] = delta.experiments[table]?[key]
      }
    }
    return RemoteSnapshot(
      language: language, version: delta.version, tables: tables.filter { !$0.value.isEmpty },
      experiments: experiments.filter { !$0.value.isEmpty })
  }
}

extension RemoteDelta {
  /// The delta that turns `old` into `new`: every value of `new` that `old` lacks or holds
  /// differently, and every key of `old` that `new` lacks. Publishers (such as an export tool)
  /// write it beside the full snapshot.
  ///
  /// ```swift
  /// let fix = RemoteDelta(from: v6, to: v7)
  /// try v6.applying(fix) == v7   // true
  /// ```
  ///
  /// - Parameters:
  ///   - old: The snapshot at the base version.
  ///   - new: The snapshot at the later version, of the same language.
  public init(from old: RemoteSnapshot, to new: RemoteSnapshot) {
    var set: [String: [String: LocalizedValue]] = [:]
    var removed: [String: [String]] = [:]
    var experiments: [String: [String: RemoteExperiment]] = [:]
    for (table, values) in new.tables {
      let before = old.tables[table] ?? [:]
      let changed = values.filter { key, value in
        before[key] != value || old.experiments[table]?[key] != new.experiments[table]?[key]
      }
      if !changed.isEmpty { set[table] = changed }
      let moved = changed.keys.compactMap { key in new.experiments[table]?[key].map { (key, $0) } }
      if !moved.isEmpty { experiments[table] = Dictionary(uniqueKeysWithValues: moved) }
    }
    for (table, values) in old.tables {
      let after = new.tables[table] ?? [:]
      let gone = values.keys.filter { after[$0] == nil }.sorted()
      if !gone.isEmpty { removed[table] = gone }
    }
    self.init(
      language: new.language, baseVersion: old.version, version: new.version, set: set,
      removed: removed, experiments: experiments)
  }
}
