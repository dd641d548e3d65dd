import Lexicon
import LexiconEnvironment
import LexiconRemote

/// The content the crash writer publishes: each version changes every language at once, so a
/// cache that mixed two updates would show languages at different versions.
///
/// Version `n` of a language holds `Screen` (300 keys; key `i` reads `"<language> n=<n'> #i"`
/// where `n'` is the last version that changed it — every fifth key each version, and all of
/// them every tenth), a plural value, and `Other` (keys that come and go with the version).
enum CrashWriterContent {
  static let languages = ["en", "ru", "de"]
  static let environment = LocalizationEnvironment(
    name: .production, version: AppVersion("3.1.0"))
  static let build = "crash-writer"

  /// The last version at or before `version` that changed key `index`.
  static func changed(_ index: Int, at version: Int) -> Int {
    var candidate = version
    while candidate > 1, !(candidate.isMultiple(of: 10) || (index + candidate).isMultiple(of: 5)) {
      candidate -= 1
    }
    return candidate
  }

  /// The whole content of a language at a version.
  static func snapshot(_ language: String, version: Int) -> RemoteSnapshot {
    var screen: [String: LocalizedValue] = [:]
    for index in 0..<300 {
      screen["key.\(index)"] = .text("\(language) n=\(changed(index, at: version)) #\(index)")
    }
    screen["files"] = .plural(
      PluralString(
        format: "%#@files@",
        variables: [
          "files": PluralVariable(
            formatSpecifier: "d",
            variants: [.one: "%d \(language) file v\(version)", .other: "%d \(language) files"])
        ]))
    var other: [String: LocalizedValue] = [:]
    for index in 0..<(version % 7) {
      other["other.\(index)"] = .text("\(language) other \(index) v\(version / 7)")
    }
    var tables = ["Screen": screen]
    if !other.isEmpty { tables["Other"] = other }
    return RemoteSnapshot(language: language, version: version, tables: tables)
  }
}
