/// Picks the app language for a user's preferred languages (BCP 47 lookup with CLDR data).
///
/// In the spirit of CLDR language matching and Apple's
/// `Bundle.preferredLocalizations(from:forPreferences:)`:
///
/// - **Preference order wins.** Preferred languages are tried in order; the first one that matches
///   any supported language decides, even if a later one would match more exactly
///   (`[fr-CA, en]` with `[fr, en]` gives `fr`).
/// - **Language and script must match.** Scripts come from likely subtags, so `sr` means Cyrillic
///   and never matches `sr-Latn`, `zh-TW` means Traditional and never matches `zh-Hans`. Aliases
///   are resolved first (`iw` = `he`, `in` = `id`), and `no` and `nb` count as one language.
/// - **Closest region wins**, measured along CLDR parent locales: `en-AU` prefers `en-GB` (both
///   under `en-001`) to `en-US`; `es-MX` prefers `es-419` to `es`; `pt-BR` still takes `pt-PT`
///   when that is the only Portuguese. A supported tag without a region (`pt`, `zh-Hant`) beats a
///   sibling region at the same distance.
/// - Languages whose CLDR parent is another language match it too (`nb` → `no`, `nn` → `no`,
///   `ht` → `fr`); `und`, `Base` and unparsable entries are ignored.
///
/// ```swift
/// LanguageMatcher.bestMatch(preferred: ["pt-BR"], supported: ["en", "pt-PT"])  // "pt-PT"
/// LanguageMatcher.bestMatch(preferred: ["zh-HK"], supported: ["zh-Hans", "zh-Hant"])  // "zh-Hant"
/// LanguageMatcher.bestMatch(preferred: ["de"], supported: ["en", "fr"])  // nil
/// ```
public enum LanguageMatcher {
  /// The supported language that best serves the preferred languages, or `nil` if none does.
  ///
  /// - Parameters:
  ///   - preferred: The user's languages, most preferred first (`Locale.preferredLanguages`,
  ///     ``DeviceLanguages/current``). Any spelling ``LanguageTag`` accepts.
  ///   - supported: The languages the app has (`.lproj` names, provider languages).
  /// - Returns: One element of `supported`, exactly as given, or `nil` when no preferred language
  ///   shares language and script with a supported one.
  public static func bestMatch(preferred: [String], supported: [String]) -> String? {
    let candidates: [Candidate] = supported.enumerated().compactMap { index, name in
      guard let tag = LanguageTag(name), tag.language != "und" else { return nil }
      let chain = matchingChain(LanguageInheritance.chain(from: tag))
      return Candidate(index: index, name: name, tag: tag, chain: chain)
    }
    guard !candidates.isEmpty else { return nil }

    for desiredName in preferred {
      guard let desired = LanguageTag(desiredName), desired.language != "und" else { continue }
      let desiredChain = matchingChain(LanguageInheritance.chain(from: withLikelyRegion(desired)))
      var best: (score: Score, candidate: Candidate)?
      for candidate in candidates {
        guard let score = score(desired: desired, chain: desiredChain, candidate: candidate)
        else { continue }
        if best == nil || score < best?.score ?? score { best = (score, candidate) }
      }
      if let best { return best.candidate.name }
    }
    return nil
  }

  /// A parsed supported language.
  private struct Candidate {
    let index: Int
    let name: String
    let tag: LanguageTag
    let chain: [LanguageTag]
  }

  /// Lower is better; compared field by field.
  private struct Score: Comparable {
    /// 0 when the canonical tags are identical, else 1.
    var inexact: Int
    /// Steps from the desired tag up to the closest common ancestor.
    var desiredSteps: Int
    /// Steps from the supported tag up to the closest common ancestor.
    var supportedSteps: Int
    /// 0 when the supported tag is the desired tag or one of its ancestors, else 1 (a sibling).
    var sibling: Int
    /// Position in the supported list: the app's own order breaks remaining ties.
    var index: Int

    static func < (lhs: Score, rhs: Score) -> Bool {
      (lhs.inexact, lhs.desiredSteps, lhs.supportedSteps, lhs.sibling, lhs.index)
        < (rhs.inexact, rhs.desiredSteps, rhs.supportedSteps, rhs.sibling, rhs.index)
    }
  }

  private static func score(desired: LanguageTag, chain: [LanguageTag], candidate: Candidate)
    -> Score?
  {
    if desired == candidate.tag {
      return Score(
        inexact: 0, desiredSteps: 0, supportedSteps: 0, sibling: 0, index: candidate.index)
    }
    for (desiredSteps, node) in chain.enumerated() {
      guard let supportedSteps = candidate.chain.firstIndex(of: node) else { continue }
      let isAncestor = candidate.chain.first.map(chain.contains) ?? false
      return Score(
        inexact: 1, desiredSteps: desiredSteps, supportedSteps: supportedSteps,
        sibling: isAncestor ? 0 : 1, index: candidate.index)
    }
    return nil
  }

  /// The desired tag with its likely region, so `en` sits under `en-US` and prefers it.
  private static func withLikelyRegion(_ tag: LanguageTag) -> LanguageTag {
    guard tag.region == nil, LanguageInheritance.isKnown(tag.language) else { return tag }
    return tag.replacing(script: tag.script, region: tag.maximized.region)
  }

  /// A CLDR chain with `no` read as `nb`, so Norwegian and Bokmål compare as one language.
  private static func matchingChain(_ chain: [LanguageTag]) -> [LanguageTag] {
    var result: [LanguageTag] = []
    for node in chain {
      let mapped =
        node.language == "no"
        ? LanguageTag(
          language: "nb", script: node.script, region: node.region, variants: node.variants)
        : node
      if !result.contains(mapped) { result.append(mapped) }
    }
    return result
  }
}
