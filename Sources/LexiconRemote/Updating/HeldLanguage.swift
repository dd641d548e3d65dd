import Lexicon

/// The content the device holds for one language — applied or pending — in the form lookups
/// read: read-optimized tables, with the commit record's facts about it.
///
/// Applying a delta stacks its values over the tables (sharing their storage) instead of copying
/// them, so a 100-key fix of a 10,000-key language costs about as much as 100 keys; a table is
/// rebuilt flat when keys are removed from it or when ``maximumOverlays`` deltas already lie on it.
/// At the next launch the cache reads the language flat again.
///
/// ```swift
/// let held = HeldLanguage.empty("ru").applying(wholeContent, files: [file])
/// held.tables["Login"]?["login.title"]   // .text("Войти")
/// ```
struct HeldLanguage: Sendable {
  /// The most deltas stacked on a table before it is rebuilt flat.
  static let maximumOverlays = 2

  /// The version, validators, counts and files.
  var record: CacheLanguageRecord
  /// The tables by name.
  var tables: [String: StringTable]
  /// The copy experiments of keys of the tables, by table and key.
  var experiments: [String: [String: RemoteExperiment]] = .init()
  /// The deltas stacked on each table since it was last built flat.
  var overlays: [String: Int] = .init()
  /// Whether this is the content the app's bundle shipped with (``shipped(_:version:)``): no
  /// table and no file, at the version the build recorded, so a delta from it applies.
  var isShippedBaseline = false

  /// A language with no content, the base of its first whole content.
  static func empty(_ language: String) -> HeldLanguage {
    HeldLanguage(
      record: CacheLanguageRecord(
        language: language, version: 0, keyCount: 0, byteCount: 0, files: []),
      tables: .init())
  }

  /// What the bundle holds for a language at the content version its build recorded
  /// (`ShippedContent`): no table of its own — the bundle's tables stay under the remote
  /// ones — and no file, so a delta from that version applies to it, stacking only the changed
  /// keys over the bundle.
  static func shipped(_ language: String, version: Int) -> HeldLanguage {
    var held = HeldLanguage(
      record: CacheLanguageRecord(
        language: language, version: version, keyCount: 0, byteCount: 0, files: []),
      tables: .init())
    held.isShippedBaseline = true
    return held
  }

  /// The language.
  var language: String { record.language }

  /// The value of a key.
  func value(table: String, key: String) -> LocalizedValue? {
    tables[table]?[key]
  }

  /// The number of keys and UTF-8 bytes the language will hold once `change` is applied.
  func counts(after change: LanguageChange) -> (keys: Int, bytes: Int) {
    var keys = change.isFull ? 0 : record.keyCount
    var bytes = change.isFull ? 0 : record.byteCount
    for (table, removed) in change.removed {
      for key in removed {
        guard let old = value(table: table, key: key) else { continue }
        keys -= 1
        bytes -= key.utf8.count + RemoteValueCandidate.bytes(of: old)
      }
    }
    for (table, values) in change.set {
      for (key, value) in values {
        let old = change.isFull ? nil : self.value(table: table, key: key)
        if let old {
          bytes -= RemoteValueCandidate.bytes(of: old)
        } else {
          keys += 1
          bytes += key.utf8.count
        }
        bytes += RemoteValueCandidate.bytes(of: value)
      }
    }
    return (keys, bytes)
  }

  /// The language after `change` (already validated), read from `files` from now on.
  ///
  /// - Parameters:
  ///   - change: The whole content, or a delta from this language's version.
  ///   - files: The files the new content is read from.
  ///   - validators: The validators the change was fetched with.
  func applying(
    _ change: LanguageChange, files: [CacheFileRecord], validators: RemoteContentState
  ) -> HeldLanguage {
    let (keys, bytes) = counts(after: change)
    var result = self
    result.isShippedBaseline = false
    result.record = CacheLanguageRecord(
      language: language, version: change.version, etag: validators.etag,
      lastModified: validators.lastModified, keyCount: keys, byteCount: bytes, files: files)
    if change.isFull {
      result.tables = change.set.compactMapValues(Self.table)
      result.experiments = change.experiments
      for (table, keys) in change.experiments where keys.isEmpty { result.experiments[table] = nil }
      result.overlays = .init()
      return result
    }
    for (table, keys) in change.removed {
      for key in keys { result.experiments[table]?[key] = nil }
    }
    for (table, values) in change.set {
      for key in values.keys {
        result.experiments[table, default: .init()][key] = change.experiments[table]?[key]
      }
    }
    for (table, keys) in result.experiments where keys.isEmpty { result.experiments[table] = nil }
    for name in Set(change.set.keys).union(change.removed.keys) {
      let set = change.set[name] ?? .init()
      guard let existing = tables[name] else {
        result.tables[name] = Self.table(set)
        continue
      }
      // A loop, not `Set.filter`: one copy of the standard library's code fewer.
      var removed: [String] = []
      for key in change.removed[name] ?? .init() where existing.contains(key) {
        removed.append(key)
      }
      if removed.isEmpty, (overlays[name] ?? 0) < Self.maximumOverlays {
        guard var stacked = Self.table(set) else { continue }
        stacked.merge(existing, keepingExisting: true)
        result.tables[name] = stacked.compacted()
        result.overlays[name, default: 0] += 1
      } else {
        var entries = existing.entries
        for key in removed { entries[key] = nil }
        entries.merge(set) { _, new in new }
        result.tables[name] = Self.table(entries)
        result.overlays[name] = nil
      }
    }
    return result
  }

  /// A read-optimized table of `values`, or `nil` for none.
  static func table(_ values: [String: LocalizedValue]) -> StringTable? {
    guard !values.isEmpty else { return nil }
    var builder = StringTableBuilder(capacity: values.count)
    for (key, value) in values { builder.add(value, forKey: key) }
    return builder.build()
  }
}
