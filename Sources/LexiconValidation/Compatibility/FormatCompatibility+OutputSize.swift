import Lexicon

extension FormatCompatibility {
  /// The problems that make `translation` a hazard to render however compatible its arguments
  /// are: a worst-case output over the render budget, or far more specifiers than the source.
  ///
  /// This is the check an over-the-air update runs before it stores a translation: a string
  /// that arrives from a server is untrusted, and one that repeats `%1$@` sixteen thousand
  /// times, or nests plural variants that each print `%9999d`, would take a render's whole
  /// budget (and be cut with `…`) every time it is shown. It reports, as errors:
  ///
  /// - `FormatIssue.Kind.outputMayExceedBudget(estimatedBytes:budget:)` when the
  ///   ``FormatOutputEstimate`` of the translation (every variant at its longest, arguments of
  ///   ``FormatOutputEstimate/reasonableArgumentBytes``) exceeds the smaller of the
  ///   translation's and the source's `FormatRenderer.outputBudget(for:)` — at least 64 KiB,
  ///   far above any real text;
  /// - `FormatIssue.Kind.tooManySpecifiers(translation:source:)` when one render of the
  ///   translation reads more than ``maximumSpecifiers(forSource:)`` specifiers (placeholders
  ///   and `%arg` included), four times the source's plus eight: room to repeat a name, not to
  ///   multiply it.
  ///
  /// A source that reads no argument is never formatted by the runtime (its translation is
  /// shown as written), so nothing is reported for it. ``check(_:against:language:)`` includes
  /// these issues.
  ///
  /// ```swift
  /// let hostile = LocalizedValue.text(String(repeating: "%1$@", count: 16_384))
  /// FormatCompatibility.checkOutputSize(hostile, against: .text("Hello %@")).map(\.kind)
  /// // [.outputMayExceedBudget(estimatedBytes: 4194304, budget: 65536),
  /// //  .tooManySpecifiers(translation: 16384, source: 1)]
  /// ```
  ///
  /// - Parameters:
  ///   - translation: The translated value, as it would be stored.
  ///   - source: The development-language value whose arguments the code passes.
  /// - Returns: The issues, empty when the translation is safe to store.
  public static func checkOutputSize(_ translation: LocalizedValue, against source: LocalizedValue)
    -> [FormatIssue]
  {
    let sourceEstimate = FormatOutputEstimate(source)
    guard sourceEstimate.specifiers > 0 else { return [] }
    let estimate = FormatOutputEstimate(translation)
    let budget = min(
      FormatRenderer.outputBudget(for: translation), FormatRenderer.outputBudget(for: source))
    var issues: [FormatIssue] = []
    if estimate.worstCaseBytes > budget {
      issues.append(
        FormatIssue(
          kind: .outputMayExceedBudget(estimatedBytes: estimate.worstCaseBytes, budget: budget)))
    }
    if estimate.specifiers > maximumSpecifiers(forSource: sourceEstimate.specifiers) {
      issues.append(
        FormatIssue(
          kind: .tooManySpecifiers(
            translation: estimate.specifiers, source: sourceEstimate.specifiers)))
    }
    return issues
  }

  /// The most specifiers one render of a translation may read when one render of its source
  /// reads `source`: `4 × source + 8`.
  ///
  /// ```swift
  /// FormatCompatibility.maximumSpecifiers(forSource: 2)  // 16
  /// ```
  ///
  /// - Parameter source: The source's count (``FormatOutputEstimate/specifiers``).
  /// - Returns: The translation's limit.
  public static func maximumSpecifiers(forSource source: Int) -> Int {
    source > (Int.max - 8) / 4 ? .max : 4 * source + 8
  }
}
