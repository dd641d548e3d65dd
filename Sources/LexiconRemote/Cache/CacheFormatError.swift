/// Why bytes read from the cache are not a valid cache file: where, and what was wrong.
///
/// It never leaves the module: the cache reports it as
/// ``RemoteError/cacheCorrupted(path:reason:)`` with the file's path.
///
/// ```swift
/// CacheFormatError(offset: 24, reason: "the file ends where a 64-bit integer should be")
///   .description   // "at byte 24: the file ends where a 64-bit integer should be"
/// ```
struct CacheFormatError: Error, Equatable, CustomStringConvertible {
  /// The byte offset of the problem in the file.
  var offset: Int
  /// What was wrong.
  var reason: String

  /// `at byte 24: <reason>`.
  var description: String {
    "at byte \(offset): \(reason)"
  }
}
