import Foundation
import Lexicon
import LexiconEnvironment

/// The over-the-air cache of one environment and app version on disk: a commit record
/// (``CacheIndex``, `index.lxri`) and the content files it lists (``CacheContentFile``,
/// `*.lxrc`), in `<root>/<environment>/<app version>/`.
///
/// Every write goes through ``DurableFile`` (temporary file, flush, rename, flush the directory).
/// An update writes its content files under new names first, then replaces the commit record:
/// whatever instant a crash hits, the record lists the old files or the new ones, all complete.
/// Files no record lists any more are removed after the commit.
///
/// Reading checks each file's frame checksum and the checksum and size the record gives for it;
/// a damaged file is reported and ignored — with the whole applied content, so the app never
/// shows a mix of two updates — and left as it is. A reader reads the record and every file it
/// needs from it in one hold of the lock: once the lock is free, another process's commit may
/// remove the files the record listed.
///
/// ```swift
/// let cache = RemoteCache(root: directory, environment: environment)
/// let load = cache.load(build: "42")
/// let file = try cache.write(change)
/// try cache.commit(index)
/// ```
///
/// Several processes may share a directory — an app and its extensions through an app group:
/// every read of the record and its files holds the directory's ``CacheLock`` shared, every write
/// holds it exclusively (see ``lock``).
struct RemoteCache: Sendable {
  /// The name of the commit record.
  static let indexName = "index.lxri"
  /// The extension of content files.
  static let contentExtension = ".lxrc"
  /// The name of the app-version folder when the environment has no app version.
  static let unversionedFolder = "unversioned"

  /// The cache's root folder.
  let root: URL
  /// `<root>/<environment>`.
  let environmentDirectory: String
  /// `<root>/<environment>/<app version>`.
  let directory: String
  /// The environment and app version the content is for.
  let environment: LocalizationEnvironment
  /// The lock processes sharing the directory take.
  let lock: CacheLock

  /// The cache of `environment` under `root`, whose lock is waited for up to `lockTimeout`
  /// seconds.
  init(root: URL, environment: LocalizationEnvironment, lockTimeout: Double = CacheLock.timeout) {
    self.environment = environment
    self.root = root.standardizedFileURL
    let base = self.root.path
    environmentDirectory = base + "/" + environment.name.rawValue
    directory =
      environmentDirectory + "/"
      + (environment.version?.pathComponent ?? Self.unversionedFolder)
    lock = CacheLock(directory: directory, timeout: lockTimeout)
  }

  /// The path of the commit record.
  var indexPath: String { directory + "/" + Self.indexName }

  /// The app version text the record carries ("" for none).
  var appVersionText: String { environment.version?.description ?? "" }

  /// An empty commit record for this environment, app version and `build`.
  func emptyIndex(build: String) -> CacheIndex {
    CacheIndex(environment: environment.name.rawValue, appVersion: appVersionText, build: build)
  }

  // MARK: - Reading

  /// Reads the commit record and the applied content — and the pending content when asked —
  /// in one hold of the shared lock; drops content another build wrote (under the exclusive
  /// lock, unless the record changed meanwhile).
  ///
  /// Every file the load returns is read before the lock is let go: the moment it is free,
  /// another process may commit a new record and remove the files the old one listed (a whole
  /// update, or deltas folded into whole content), so a file named by this record and read
  /// later could be gone — not damaged, only replaced.
  ///
  /// When the lock stays taken past its timeout (another process holds it), nothing is read:
  /// the load holds no record and names ``RemoteError/cacheLocked(path:)`` among its problems.
  /// The files stay as they are, for the next refresh to take.
  ///
  /// - Parameters:
  ///   - build: The running app's build.
  ///   - readingPending: Whether to read the pending content too (``CacheLoad/pendingContent``),
  ///     for a launch that shows it from now on.
  func load(build: String, readingPending: Bool = false) -> CacheLoad {
    let load: CacheLoad
    do {
      load = try lock.withShared { () throws(RemoteError) in
        loadUnlocked(build: build, readingPending: readingPending)
      }
    } catch {
      var skipped = CacheLoad()
      skipped.problems.append(error)
      return skipped
    }
    guard load.droppedStaleContent else { return load }
    // Another build's content: removed with the exclusive lock, if it is still there.
    guard FileManager.default.fileExists(atPath: directory) else { return load }
    do {
      return try exclusively { () throws(RemoteError) in
        var again = loadUnlocked(build: build, readingPending: readingPending)
        if again.droppedStaleContent {
          removeAll()
          again.index = nil
        }
        return again
      }
    } catch {
      var failed = load
      failed.problems.append(error)
      return failed
    }
  }

  /// Reads the commit record, the applied content and, when `readingPending`, the pending
  /// content; notes content another build wrote (``CacheLoad/droppedStaleContent``) without
  /// reading it. Call with the lock held.
  private func loadUnlocked(build: String, readingPending: Bool) -> CacheLoad {
    var load = CacheLoad()
    let index: CacheIndex
    do {
      guard let bytes = try DurableFile.read(indexPath) else { return load }
      do {
        index = try CacheIndex.decode(bytes)
      } catch {
        load.problems.append(.cacheCorrupted(path: indexPath, reason: error.description))
        return load
      }
    } catch {
      load.problems.append(error)
      return load
    }
    guard index.environment == environment.name.rawValue, index.appVersion == appVersionText
    else {
      load.problems.append(
        .wrongTarget(
          expected: "\(environment.name) \(appVersionText)",
          found: "\(index.environment) \(index.appVersion)"))
      return load
    }
    guard index.build == build else {
      // The app was updated (or rebuilt): its bundle may be newer than the cached fixes.
      load.droppedStaleContent = true
      return load
    }
    load.index = index
    load.pending = index.pending
    do {
      load.applied = try read(index.applied)
    } catch {
      load.problems.append(error)
    }
    guard readingPending else { return load }
    do {
      load.pendingContent = try read(index.pending)
    } catch {
      load.problems.append(error)
    }
    return load
  }

  /// Reads the content of every language `records` lists: all of it, or none.
  ///
  /// - Throws: ``RemoteError/cacheCorrupted(path:reason:)`` naming the first damaged or missing
  ///   file.
  private func read(_ records: [String: CacheLanguageRecord]) throws(RemoteError)
    -> [String: HeldLanguage]
  {
    var content: [String: HeldLanguage] = .init()
    for (language, record) in records {
      content[language] = try read(record)
    }
    return content
  }

  /// Reads a language's content from the files its record lists.
  ///
  /// - Throws: ``RemoteError/cacheCorrupted(path:reason:)`` naming the damaged or missing file.
  func read(_ record: CacheLanguageRecord) throws(RemoteError) -> HeldLanguage {
    guard let base = record.files.first, base.baseVersion == nil else {
      throw .cacheCorrupted(
        path: indexPath, reason: "the record of \(record.language) lists no whole content first")
    }
    var folded: LanguageChange?
    var version = base.version
    for file in record.files.dropFirst() {
      let change = try decode(file) { bytes throws(CacheFormatError) in
        try CacheContentFile.decodeChange(bytes)
      }
      guard file.baseVersion == version, change.baseVersion == version,
        change.version == file.version, change.language == record.language
      else {
        throw .cacheCorrupted(
          path: path(of: file.name),
          reason: "delta \(change.baseVersion ?? -1)→\(change.version) of \(change.language) does "
            + "not follow version \(version) of \(record.language)")
      }
      folded = folded?.followed(by: change) ?? change
      version = change.version
    }
    let overriding = folded
    let (header, tables, baseExperiments) = try decode(base) { bytes throws(CacheFormatError) in
      try CacheContentFile.decodeTables(bytes, overriding: overriding)
    }
    var experiments = baseExperiments
    for (table, keys) in folded?.removed ?? .init() {
      for key in keys { experiments[table]?[key] = nil }
    }
    for (table, values) in folded?.set ?? .init() {
      for key in values.keys {
        experiments[table, default: .init()][key] = folded?.experiments[table]?[key]
      }
    }
    guard header.language == record.language, header.version == base.version,
      version == record.version
    else {
      throw .cacheCorrupted(
        path: path(of: base.name),
        reason: "holds \(header.language) version \(header.version) where the record says "
          + "\(record.language) version \(base.version)")
    }
    var kept = experiments
    for (table, keys) in experiments where keys.isEmpty { kept[table] = nil }
    return HeldLanguage(record: record, tables: tables, experiments: kept)
  }

  /// Reads one listed file, checks its size and checksum against the record, and decodes it.
  private func decode<Result>(
    _ file: CacheFileRecord, _ body: ([UInt8]) throws(CacheFormatError) -> Result
  ) throws(RemoteError) -> Result {
    let path = path(of: file.name)
    guard let bytes = try DurableFile.read(path) else {
      throw .cacheCorrupted(path: path, reason: "the file is missing")
    }
    guard bytes.count == file.size else {
      throw .cacheCorrupted(
        path: path, reason: "the file has \(bytes.count) bytes where the record says \(file.size)")
    }
    do throws(CacheFormatError) {
      let result = try body(bytes)
      let checksum = bytes.withUnsafeBytes {
        UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
      }
      guard checksum == file.checksum else {
        throw CacheFormatError(
          offset: bytes.count - 8,
          reason: "checksum \(CacheContainer.hex(checksum)) is not the recorded "
            + CacheContainer.hex(file.checksum))
      }
      return result
    } catch {
      throw .cacheCorrupted(path: path, reason: error.description)
    }
  }

  // MARK: - Writing

  /// Writes a change as a content file (flushed; the directory is flushed by ``commit(_:)``).
  ///
  /// - Returns: The file's record, to list in the next commit.
  /// - Throws: ``RemoteError/cacheWriteFailed(path:code:)``.
  func write(_ change: LanguageChange) throws(RemoteError) -> CacheFileRecord {
    try createDirectory()
    let (bytes, checksum) = CacheContentFile.encode(change)
    let name = CacheFileRecord.name(for: change, checksum: checksum)
    try DurableFile.write(bytes, to: path(of: name), syncingDirectory: false)
    return CacheFileRecord(
      name: name, size: bytes.count, checksum: checksum, version: change.version,
      baseVersion: change.baseVersion)
  }

  /// Makes `index` the committed record (after flushing the directory, so every file it lists
  /// is there), then removes the files it no longer lists.
  ///
  /// - Throws: ``RemoteError/cacheWriteFailed(path:code:)``; the previous record then stays.
  func commit(_ index: CacheIndex) throws(RemoteError) {
    try createDirectory()
    try DurableFile.syncDirectory(directory)
    try DurableFile.write(index.encoded(), to: indexPath)
    removeFiles(except: index.fileNames)
  }

  /// Removes content files not in `kept` and temporary files of unfinished writes.
  func removeFiles(except kept: Set<String>) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for name in names {
      let isContent = name.hasSuffix(Self.contentExtension) && !kept.contains(name)
      if isContent || name.hasPrefix(DurableFile.temporaryPrefix) {
        DurableFile.remove(path(of: name))
      }
    }
  }

  /// Removes the commit record and every content file (stale content of another build).
  func removeAll() {
    DurableFile.remove(indexPath)
    try? DurableFile.syncDirectory(directory)
    removeFiles(except: [])
  }

  /// Removes the caches of app versions older than this one in the same environment: an updated
  /// app never reads them again.
  func removeOlderVersions() {
    guard let current = environment.version else { return }
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: environmentDirectory)) ?? []
    for folder in folders {
      let path = environmentDirectory + "/" + folder
      guard path != directory,
        let bytes = try? DurableFile.read(path + "/" + Self.indexName),
        let index = try? CacheIndex.decode(bytes), index.environment == environment.name.rawValue,
        let version = AppVersion(index.appVersion), version < current
      else { continue }
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// Runs `body` holding the directory's lock exclusively, creating the directory first; the
  /// calling thread pauses while another process holds the lock (start-up only).
  ///
  /// - Throws: ``RemoteError/cacheWriteFailed(path:code:)`` when the directory cannot be
  ///   created or the lock file opened; ``RemoteError/cacheLocked(path:)`` when the lock is not
  ///   free in time; what `body` throws.
  func exclusively<Result>(_ body: () throws(RemoteError) -> Result) throws(RemoteError)
    -> Result
  {
    try createDirectory()
    return try lock.withExclusive(body)
  }

  /// Runs `body` on the caller's actor holding the directory's lock exclusively, creating the
  /// directory first; the task sleeps while another process holds the lock.
  ///
  /// - Throws: ``RemoteError/cancelled`` when the task is cancelled while it waits;
  ///   ``RemoteError/cacheWriteFailed(path:code:)`` when the directory cannot be created or the
  ///   lock file opened; ``RemoteError/cacheLocked(path:)`` when the lock is not free in time;
  ///   what `body` throws.
  func exclusively<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: () throws(RemoteError) -> Result
  ) async throws(RemoteError) -> Result {
    try createDirectory()
    return try await lock.withExclusive(isolation: isolation, body)
  }

  /// The path of a file in the directory.
  func path(of name: String) -> String {
    directory + "/" + name
  }

  /// Creates the directory when it is missing. On Apple platforms the root folder is excluded
  /// from backups: its content can always be fetched again.
  func createDirectory() throws(RemoteError) {
    guard !FileManager.default.fileExists(atPath: directory) else { return }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw .cacheWriteFailed(path: directory, code: Int32((error as NSError).code))
    }
    #if canImport(Darwin)
      var root = root
      var values = URLResourceValues()
      values.isExcludedFromBackup = true
      try? root.setResourceValues(values)
    #endif
  }
}
