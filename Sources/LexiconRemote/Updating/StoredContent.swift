import Foundation
import Lexicon

/// What this process knows of the cache on disk, which other processes may share (an app and
/// its extensions through an app group): the commit record as last read or written, the content
/// it lists, and the pending content this process shows as applied.
///
/// - ``record`` is the commit record exactly as this process last read it from disk or wrote
///   it. Comparing it with the record on disk tells whether another process committed since
///   (``sync(from:)``); the content of every language that changed is then read from the files
///   the other process wrote — never downloaded again.
/// - Pending content that this process shows ("promoted": at launch by
///   ``RemoteUpdatePolicy/nextLaunch``, at once by ``RemoteUpdatePolicy/immediately``) counts as
///   applied here while the record on disk still lists exactly it as pending, and is written as
///   applied by this process's next commit.
///
/// Reading and writing happen under the cache's ``CacheLock``, taken by the caller.
///
/// ```swift
/// var stored = StoredContent(load: load, index: index, promotingPending: true)
/// let changed = try stored.sync(from: cache)   // ["ru"]: another process stored ru
/// stored.newest["ru"]?.record.version           // 8
/// ```
struct StoredContent: Sendable {
  /// The commit record as last read from or written to disk.
  private(set) var record: CacheIndex
  /// The pending records this process shows as applied, by language.
  private var promoted: [String: CacheLanguageRecord]
  /// The content of the applied records (promoted ones included), by language.
  private(set) var applied: [String: HeldLanguage]
  /// Pending content read so far, by language (read when a refresh or an apply needs it).
  private var pendingContent: [String: HeldLanguage] = .init()

  /// What a launch read: the record and its applied content; the pending content promoted when
  /// `promotingPending`. Reads no file: the load read the pending content to promote
  /// (``CacheLoad/pendingContent``, `readingPending`) in the same hold of the lock as the record,
  /// since another process may remove its files the moment the lock is free.
  ///
  /// - Parameters:
  ///   - load: What the cache held at start-up.
  ///   - index: The record to start from (`load.index`, or an empty one).
  ///   - promotingPending: Whether pending content is shown from this launch on.
  init(load: CacheLoad, index: CacheIndex, promotingPending: Bool) {
    record = index
    applied = load.applied
    promoted = .init()
    guard promotingPending else { return }
    applied.merge(load.pendingContent) { _, new in new }
    promoted = load.pendingContent.mapValues(\.record)
  }

  // MARK: - Views

  /// The records of the content applied, as this process counts it (promoted pending included).
  var appliedRecords: [String: CacheLanguageRecord] {
    record.applied.merging(promoted) { _, promoted in promoted }
  }

  /// The records of the content stored and not applied, as this process counts it.
  var pendingRecords: [String: CacheLanguageRecord] {
    var records = record.pending
    for language in promoted.keys { records[language] = nil }
    return records
  }

  /// The records of the newest content of each language, pending over applied.
  var newestRecords: [String: CacheLanguageRecord] {
    record.applied.merging(record.pending) { _, pending in pending }
  }

  /// The newest content of each language, pending over applied: what a refresh builds on.
  /// Damaged pending content is reported to `onProblem` and forgotten (the next commit no longer
  /// lists it); the applied content then stands.
  mutating func newest(
    from cache: RemoteCache, onProblem: (RemoteError) -> Void
  ) -> [String: HeldLanguage] {
    do {
      return applied.merging(try pending(from: cache)) { _, pending in pending }
    } catch {
      onProblem(error)
      return applied
    }
  }

  /// The pending content (not promoted), read from the cache the first time it is needed.
  ///
  /// - Throws: ``RemoteError/cacheCorrupted(path:reason:)`` when a pending file is damaged; the
  ///   pending records are then dropped from ``record``, so the next commit no longer lists them.
  mutating func pending(from cache: RemoteCache) throws(RemoteError) -> [String: HeldLanguage] {
    var result: [String: HeldLanguage] = .init()
    do {
      for (language, pending) in pendingRecords {
        if let held = pendingContent[language], held.record == pending {
          result[language] = held
        } else {
          let held = try cache.read(pending)
          pendingContent[language] = held
          result[language] = held
        }
      }
    } catch {
      for language in pendingRecords.keys { record.pending[language] = nil }
      pendingContent = .init()
      throw error
    }
    return result
  }

  /// The names of the tables of the content read (applied and pending).
  var heldTables: Set<String> {
    var names: Set<String> = []
    for language in applied.values { names.formUnion(language.tables.keys) }
    for language in pendingContent.values { names.formUnion(language.tables.keys) }
    return names
  }

  // MARK: - Other processes

  /// Reads the commit record on disk and, when another process committed since this one last
  /// read or wrote it, takes its content: the languages whose applied or pending content
  /// changed are read from their files. Call with the cache's lock held.
  ///
  /// A record that is missing (another process dropped the cache) or unreadable leaves nothing
  /// stored: the next refresh asks for whole content again. A record of another build is not
  /// taken (processes sharing a cache must share their build).
  ///
  /// - Returns: The languages whose newest content changed.
  /// - Throws: ``RemoteError/cacheCorrupted(path:reason:)`` for a damaged file another process
  ///   listed; nothing is taken then.
  mutating func sync(from cache: RemoteCache) throws(RemoteError) -> Set<String> {
    let disk: CacheIndex
    do {
      guard let bytes = try DurableFile.read(cache.indexPath) else {
        return adopt(cache.emptyIndex(build: record.build))
      }
      disk = try CacheIndex.decode(bytes)
    } catch let error as CacheFormatError {
      throw .cacheCorrupted(path: cache.indexPath, reason: error.description)
    } catch let error as RemoteError {
      throw error
    } catch {
      throw .cacheCorrupted(path: cache.indexPath, reason: "\(error)")
    }
    guard disk != record, disk.build == record.build,
      disk.environment == record.environment, disk.appVersion == record.appVersion
    else { return [] }
    // Read what changed first, so a damaged file leaves everything as it was.
    var newApplied: [String: HeldLanguage] = .init()
    var keptPromotions = promoted
    for (language, promotion) in promoted where disk.pending[language] != promotion {
      keptPromotions[language] = nil
    }
    let appliedRecords = disk.applied.merging(keptPromotions) { _, promoted in promoted }
    for (language, applied) in appliedRecords {
      if let held = self.applied[language], held.record == applied {
        newApplied[language] = held
      } else {
        newApplied[language] = try cache.read(applied)
      }
    }
    let before = newestRecords
    record = disk
    promoted = keptPromotions
    applied = newApplied
    for (language, held) in pendingContent where disk.pending[language] != held.record {
      pendingContent[language] = nil
    }
    return changedLanguages(from: before)
  }

  /// Takes `disk` as the record with nothing read from it (a record with no content).
  private mutating func adopt(_ disk: CacheIndex) -> Set<String> {
    guard disk != record else { return [] }
    let before = newestRecords
    record = disk
    promoted = .init()
    applied = .init()
    pendingContent = .init()
    return changedLanguages(from: before)
  }

  /// The languages whose newest record differs from `before`.
  private func changedLanguages(from before: [String: CacheLanguageRecord]) -> Set<String> {
    let now = newestRecords
    return Set(before.keys).union(now.keys).filter { before[$0] != now[$0] }
  }

  /// Shows every pending language from now on (``RemoteUpdatePolicy/immediately`` after taking
  /// another process's content): reads their content and counts it as applied.
  mutating func promotePending(from cache: RemoteCache) throws(RemoteError) {
    let pending = try pending(from: cache)
    for (language, held) in pending {
      promoted[language] = held.record
      applied[language] = held
    }
    for language in promoted.keys { pendingContent[language] = nil }
  }

  // MARK: - Committing

  /// Writes a new commit record: `updated` (whose files are written) as applied when `show`,
  /// else as pending; with `show` the pending content goes to applied as well; promoted content
  /// is written as applied. Call with the cache's lock held, after ``sync(from:)``.
  ///
  /// - Parameters:
  ///   - updated: The new content by language.
  ///   - show: Whether it is shown now.
  ///   - build: The build the record is written for.
  ///   - cache: The cache.
  /// - Throws: ``RemoteError/cacheWriteFailed(path:code:)``; nothing changes then.
  mutating func commit(
    _ updated: [String: HeldLanguage], show: Bool, build: String, cache: RemoteCache
  ) throws(RemoteError) {
    var newApplied = applied
    var newPending = try pending(from: cache)
    if show {
      newApplied.merge(newPending) { _, new in new }
      newApplied.merge(updated) { _, new in new }
      newPending = .init()
    } else {
      newPending.merge(updated) { _, new in new }
    }
    var index = record
    index.build = build
    index.lastRefresh = Date()
    index.applied = newApplied.mapValues(\.record)
    index.pending = newPending.mapValues(\.record)
    try cache.commit(index)
    record = index
    promoted = .init()
    applied = newApplied
    pendingContent = newPending
  }

  /// Keeps new validators for languages held at their version (pending over applied); returns
  /// whether any changed. The next commit stores them.
  mutating func keep(_ states: [String: RemoteContentState]) -> Bool {
    var changed = false
    for (language, state) in states {
      if var pending = record.pending[language], promoted[language] == nil {
        guard pending.version == state.version else { continue }
        pending.etag = state.etag
        pending.lastModified = state.lastModified
        record.pending[language] = pending
        pendingContent[language]?.record = pending
      } else if var held = applied[language], held.record.version == state.version {
        held.record.etag = state.etag
        held.record.lastModified = state.lastModified
        applied[language] = held
      } else {
        continue
      }
      changed = true
    }
    return changed
  }
}
