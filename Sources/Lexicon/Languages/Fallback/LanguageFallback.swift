import Foundation

/// The language-major resolution order for one language, from CLDR parent locales.
///
/// ``chain(for:)`` lists the names to try for a language, most specific first, ending before the
/// root. Each entry is spelled the way `.lproj` folders and providers name languages (`pt-BR`,
/// `zh-Hant`, `sr-Latn`), so the runtime can look each one up directly:
///
/// | Language      | Chain                                              |
/// |---------------|----------------------------------------------------|
/// | `pt_BR`       | `pt-BR`, `pt`                                      |
/// | `pt-AO`       | `pt-AO`, `pt-PT`, `pt`                             |
/// | `en-AU`       | `en-AU`, `en-001`, `en`                            |
/// | `es-MX`       | `es-MX`, `es-419`, `es`                            |
/// | `zh-TW`       | `zh-TW`, `zh-Hant-TW`, `zh-Hant`                   |
/// | `zh-Hant-HK`  | `zh-Hant-HK`, `zh-HK`, `zh-Hant`                   |
/// | `zh-CN`       | `zh-CN`, `zh-Hans-CN`, `zh-Hans`, `zh`             |
/// | `sr-Latn-BA`  | `sr-Latn-BA`, `sr-Latn`                            |
/// | `sr`          | `sr`, `sr-Cyrl`                                    |
/// | `nb`          | `nb`, `no`                                         |
/// | `iw`          | `he`                                               |
///
/// Rules, in order:
/// - The input is canonicalized (``LanguageTag``): `pt_BR` → `pt-BR`, `iw` → `he`; extensions
///   are dropped.
/// - The walk follows CLDR's `parentLocale` data after inserting the likely script (TR35): so
///   `zh-TW` is `zh-Hant-TW`, whose parent is `zh-Hant`, whose parent is the root — **not** `zh`,
///   which is Simplified Chinese. Likewise `sr-Latn` ends at the root, not at Cyrillic `sr`.
/// - For languages whose script depends on the region (`zh`, `sr`, `uz`, `az`, `pa`, …), each step
///   is named both with its script and, when the script is the implied one, without it: both
///   `zh-Hant-TW` and `zh-TW`, both `zh-Hans` and `zh`. Projects name these folders either way.
/// - `no` (Norwegian) is followed by `nb` (Bokmål), its written default; CLDR 47 makes `nb` and
///   `nn` inherit from `no`, so `nn` ends `nn`, `no`, `nb`.
/// - Input that is not a language tag (`Base`, `C`, garbage) yields just the trimmed input;
///   empty input yields `[]`.
///
/// Results are cached, so calling this for every table build is cheap.
public enum LanguageFallback {
  private static let cache = LanguageCache<[String]>()

  /// The names to try for `language`, most specific first: itself, then its CLDR parents.
  ///
  /// ```swift
  /// LanguageFallback.chain(for: "es-MX")  // ["es-MX", "es-419", "es"]
  /// ```
  ///
  /// - Parameter language: A language tag in BCP 47, POSIX or Apple form (`pt-BR`, `pt_BR`).
  /// - Returns: Canonical names, never containing the root; `[]` for empty input.
  public static func chain(for language: String) -> [String] {
    cache.value(for: language, compute: computeChain)
  }

  private static func computeChain(_ language: String) -> [String] {
    guard let tag = LanguageTag(language) else {
      let trimmed = language.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty ? [] : [trimmed]
    }
    if tag.language == "und" { return [tag.identifier] }

    var names = [tag.identifier]
    for node in LanguageInheritance.chain(from: tag) {
      for name in self.names(of: node) where !names.contains(name) {
        names.append(name)
      }
    }
    if let norwegian = names.firstIndex(of: "no"), !names.contains("nb") {
      names.insert("nb", at: norwegian + 1)
    }
    return names
  }

  /// The names one scripted tag goes by, preferred spelling first.
  private static func names(of node: LanguageTag) -> [String] {
    guard let script = node.script, let defaultScript = LocaleData.defaultScript(of: node.language)
    else { return [node.identifier] }
    let withoutScript = node.replacing(script: nil, region: node.region).identifier
    let showsScript =
      script != defaultScript || LocaleData.scriptVaryingLanguages.contains(node.language)
    guard showsScript else { return [withoutScript] }

    let impliedScript: String
    if node.region != nil {
      impliedScript = node.replacing(script: nil, region: node.region).maximized.script ?? ""
    } else {
      impliedScript = defaultScript
    }
    return script == impliedScript ? [node.identifier, withoutScript] : [node.identifier]
  }
}
