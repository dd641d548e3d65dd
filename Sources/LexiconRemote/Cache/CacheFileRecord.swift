/// One content file a language's cached content is made of, as the commit record lists it: its
/// name, size and checksum (checked again when the file is read) and the versions it covers.
///
/// ```swift
/// CacheFileRecord(name: "ru.7.1f0c….lxrc", size: 48_213, checksum: 0x1f0c…, version: 7)
/// ```
struct CacheFileRecord: Sendable, Equatable {
  /// The file name inside the cache directory.
  var name: String
  /// Its size in bytes.
  var size: Int
  /// The XXH64 checksum its frame ends with.
  var checksum: UInt64
  /// The version the file brings the language to.
  var version: Int
  /// The version a delta file applies to; `nil` for whole content.
  var baseVersion: Int?

  /// The name of the file for a language's change with this checksum: unique per content, so a
  /// new file never replaces one the committed record still lists.
  static func name(for change: LanguageChange, checksum: UInt64) -> String {
    // Languages are canonical tags (letters, digits and `-`); anything else never reaches a path.
    let safe = String(
      change.language.unicodeScalars.filter {
        $0.isASCII && ($0 == "-" || $0.properties.isAlphabetic || $0.properties.numericType != nil)
      })
    let versions = change.baseVersion.map { "\($0)-\(change.version)" } ?? "\(change.version)"
    return "\(safe).\(versions).\(CacheContainer.hex(checksum))\(RemoteCache.contentExtension)"
  }
}
