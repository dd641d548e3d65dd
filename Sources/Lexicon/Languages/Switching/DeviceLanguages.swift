import Foundation

/// The languages the user of this device prefers, most preferred first, as canonical tags.
///
/// On Apple platforms (and Windows) this is `Locale.preferredLanguages`. On Linux and other
/// POSIX systems Foundation reports `["en-001"]` whatever the environment says, so the locale
/// environment variables are read first, the way gettext does:
///
/// 1. `LANGUAGE`, a colon-separated priority list (`pt_BR:pt:en`);
/// 2. the messages locale: the first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`
///    (`ru_RU.UTF-8` → `ru-RU`, `sr_RS@latin` → `sr-Latn-RS`; `C` and `POSIX` are ignored);
/// 3. only if those give nothing, `Locale.preferredLanguages`.
///
/// Unlike gettext, `LANGUAGE` is honored even when the messages locale is `C`: containers and CI
/// machines often leave `LANG` unset.
///
/// Both paths are plain functions that compile and can be tested on every platform:
///
/// ```swift
/// DeviceLanguages.fromEnvironment(["LANG": "ru_RU.UTF-8"], fallback: ["en-001"])  // ["ru-RU"]
/// DeviceLanguages.fromSystem(["zh-Hant-TW", "en-US"])  // ["zh-Hant-TW", "en-US"]
/// ```
public enum DeviceLanguages {
  /// The preferred languages of the running process, most preferred first.
  ///
  /// Read anew on every access (the user can change them while the app runs); never empty unless
  /// the platform reports nothing at all.
  public static var current: [String] {
    #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
      return fromEnvironment(
        ProcessInfo.processInfo.environment, fallback: Locale.preferredLanguages)
    #else
      return fromSystem(Locale.preferredLanguages)
    #endif
  }

  /// The preferred languages described by POSIX locale environment variables.
  ///
  /// - Parameters:
  ///   - environment: Variables as in `ProcessInfo.processInfo.environment`.
  ///   - fallback: Languages to use when the environment names none (`Locale.preferredLanguages`).
  /// - Returns: Canonical, de-duplicated tags: `LANGUAGE` entries, then the messages locale; or the
  ///   canonicalized fallback.
  public static func fromEnvironment(_ environment: [String: String], fallback: [String])
    -> [String]
  {
    var names: [String] = []
    if let list = environment["LANGUAGE"] {
      names += list.split(separator: ":").map(String.init)
    }
    if let messages = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap({ environment[$0] })
      .first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    {
      names.append(messages)
    }
    let languages = canonical(names)
    return languages.isEmpty ? fromSystem(fallback) : languages
  }

  /// The system's preferred languages, canonicalized and de-duplicated.
  ///
  /// - Parameter languages: Identifiers as `Locale.preferredLanguages` returns them.
  /// - Returns: Canonical tags in the same order; unparsable entries dropped.
  public static func fromSystem(_ languages: [String]) -> [String] {
    canonical(languages)
  }

  private static func canonical(_ names: [String]) -> [String] {
    var result: [String] = []
    for name in names {
      guard let tag = LanguageTag(name), tag.language != "und" else { continue }
      if !result.contains(tag.identifier) { result.append(tag.identifier) }
    }
    return result
  }
}
