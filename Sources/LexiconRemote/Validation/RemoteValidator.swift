import Lexicon

/// Checks an update before anything of it is stored as applicable.
///
/// 1. **Caps** — a language that would hold more keys or bytes than ``RemoteLimits`` allows
///    refuses the whole update (``RemoteError/limitExceeded(language:limit:maximum:actual:)``),
///    before any value is looked at.
/// 2. **Each value** — every value set runs ``RemoteConfiguration/checks`` in order (size, plural
///    `other`, format specifiers against the development-language value; see
///    ``DevelopmentReference`` for where that value comes from). A value that fails is dropped on
///    its own and reported, and good data is never wiped for it: the key keeps the value the
///    device held for it when that one still passes, and falls through to the bundle otherwise
///    (a whole content and a delta from the same held content give the same result). The
///    development language is checked first, so the others are checked against what it will
///    hold.
/// 3. **Held translations of changed remote-only keys** — when the update changes the
///    development-language value of a key the bundle lacks, the value each other language holds
///    for it (and does not replace) is checked again, and removed when it no longer fits.
///
/// ```swift
/// var validator = RemoteValidator(configuration: configuration)
/// let outcome = try validator.validate(changes, held: held)
/// outcome.rejections   // the dropped keys, to report
/// ```
struct RemoteValidator {
  /// What survives validation.
  struct Outcome {
    /// The changes to apply, by language: the incoming ones without their bad keys, and removals
    /// of held values that no longer fit.
    var changes = LanguageChanges()
    /// The values dropped.
    var rejections: [RemoteRejection] = []
  }

  private let developmentLanguage: String
  private let limits: RemoteLimits
  private let checks: [RemoteValueCheck]
  private var reference: DevelopmentReference

  /// A validator with the rules of a configuration.
  init(configuration: RemoteConfiguration) {
    developmentLanguage =
      LanguageTag(configuration.developmentLanguage)?.identifier
      ?? configuration.developmentLanguage
    limits = configuration.limits
    checks = configuration.checks
    reference = DevelopmentReference(
      developmentLanguage: developmentLanguage, provider: configuration.reference,
      tableFiles: configuration.referenceTableFiles,
      bundles: AppBundles.all(configured: configuration.referenceBundles))
  }

  /// Validates the changes of one update against what the device holds.
  ///
  /// - Parameters:
  ///   - incoming: One change per language, each a whole content or a delta from the held version.
  ///   - held: The content the device holds (pending over applied), by language.
  /// - Returns: The changes to apply and the values dropped.
  /// - Throws: ``RemoteError/limitExceeded(language:limit:maximum:actual:)``.
  mutating func validate(_ incoming: [LanguageChange], held: [String: HeldLanguage])
    throws(RemoteError) -> Outcome
  {
    for change in incoming {
      let (keys, bytes) = (held[change.language] ?? .empty(change.language)).counts(after: change)
      if keys > limits.maximumKeys {
        throw .limitExceeded(
          language: change.language, limit: .keys, maximum: limits.maximumKeys, actual: keys)
      }
      if bytes > limits.maximumBytes {
        throw .limitExceeded(
          language: change.language, limit: .bytes, maximum: limits.maximumBytes, actual: bytes)
      }
    }
    var outcome = Outcome()
    // The development language first (the others are checked against it), the rest in order.
    let ordered =
      incoming.filter { $0.language == developmentLanguage }
      + incoming.filter { $0.language != developmentLanguage }
    var development: LanguageChange?
    for change in ordered {
      var accepted = change
      let isDevelopment = change.language == developmentLanguage
      for (table, values) in change.set {
        for (key, value) in values {
          var references = reference.bundleValues(table: table, key: key)
          if references.isEmpty, !isDevelopment,
            let remote = Self.remoteValue(
              table: table, key: key, change: development, held: held[developmentLanguage])
          {
            references = [remote]
          }
          guard
            let reason = check(
              language: change.language, table: table, key: key, value: value,
              references: references)
          else { continue }
          // Never wipe a good value because the new one is bad: the key keeps the value the
          // device holds when that one still passes; otherwise it goes (the bundle shows).
          let previous = held[change.language]?.value(table: table, key: key)
          let kept = previous.flatMap { old in
            check(
              language: change.language, table: table, key: key, value: old,
              references: references) == nil ? old : nil
          }
          switch (kept, change.isFull) {
          case (let kept?, true): accepted.set[table]?[key] = kept
          case (.some, false): accepted.set[table]?[key] = nil
          case (nil, true): accepted.set[table]?[key] = nil
          case (nil, false):
            accepted.set[table]?[key] = nil
            if previous != nil { accepted.removed[table, default: []].insert(key) }
          }
          outcome.rejections.append(
            RemoteRejection(
              language: change.language, table: table, key: key, version: change.version,
              reason: reason))
        }
      }
      checkVariants(
        of: change, into: &accepted, development: development, held: held, outcome: &outcome)
      for (table, values) in accepted.set where values.isEmpty { accepted.set[table] = nil }
      outcome.changes[change.language] = accepted
      if isDevelopment { development = accepted }
    }
    if let development {
      recheckHeldTranslations(after: development, held: held, outcome: &outcome)
    }
    return outcome
  }

  /// Each variant of each copy experiment the change brings runs the same checks as a value,
  /// against the same development-language values. A variant that fails is reported and its
  /// value replaced by the key's: it keeps its weight, so no device moves to another variant,
  /// and its devices see the key's value. The experiment of a key whose own value was dropped
  /// goes with it.
  private mutating func checkVariants(
    of change: LanguageChange, into accepted: inout LanguageChange, development: LanguageChange?,
    held: [String: HeldLanguage], outcome: inout Outcome
  ) {
    for (table, keys) in change.experiments {
      for (key, experiment) in keys {
        guard let keyValue = accepted.set[table]?[key] else {
          accepted.experiments[table]?[key] = nil
          continue
        }
        var references = reference.bundleValues(table: table, key: key)
        if references.isEmpty, change.language != developmentLanguage,
          let remote = Self.remoteValue(
            table: table, key: key, change: development, held: held[developmentLanguage])
        {
          references = [remote]
        }
        var kept = experiment
        for (index, variant) in experiment.variants.enumerated() {
          guard
            let reason = check(
              language: change.language, table: table, key: key, value: variant.value,
              references: references)
          else { continue }
          kept.variants[index].value = keyValue
          outcome.rejections.append(
            RemoteRejection(
              language: change.language, table: table, key: key, version: change.version,
              reason: reason, variant: variant.name))
        }
        accepted.experiments[table]?[key] = kept
      }
    }
    for (table, keys) in accepted.experiments where keys.isEmpty {
      accepted.experiments[table] = nil
    }
  }

  /// Step 3: held values of other languages for remote-only keys whose development value the
  /// update changes.
  private mutating func recheckHeldTranslations(
    after development: LanguageChange, held: [String: HeldLanguage], outcome: inout Outcome
  ) {
    var changed: [(table: String, key: String, value: LocalizedValue)] = []
    for (table, values) in development.set {
      for (key, value) in values
      where held[developmentLanguage]?.value(table: table, key: key) != value
        && reference.bundleValues(table: table, key: key).isEmpty
      {
        changed.append((table, key, value))
      }
    }
    guard !changed.isEmpty else { return }
    for (language, content) in held where language != developmentLanguage {
      let own = outcome.changes[language]
      if own?.isFull == true { continue }
      var change =
        own
        ?? LanguageChange(
          language: language, version: content.record.version, baseVersion: content.record.version)
      var removedAny = false
      for (table, key, value) in changed {
        guard own?.set[table]?[key] == nil, own?.removed[table]?.contains(key) != true,
          let old = content.value(table: table, key: key),
          let reason = check(
            language: language, table: table, key: key, value: old, references: [value])
        else { continue }
        change.removed[table, default: []].insert(key)
        removedAny = true
        outcome.rejections.append(
          RemoteRejection(
            language: language, table: table, key: key, version: change.version, reason: reason))
      }
      if removedAny { outcome.changes[language] = change }
    }
  }

  /// Why a value fails the first check it fails against any of its development-language
  /// values (each bundle that has the key gives one), or `nil`.
  private func check(
    language: String, table: String, key: String, value: LocalizedValue,
    references: [LocalizedValue]
  ) -> RemoteRejection.Reason? {
    for reference in references.isEmpty ? [nil] : references.map(Optional.some) {
      let candidate = RemoteValueCandidate(
        language: language, table: table, key: key, value: value, reference: reference,
        developmentLanguage: developmentLanguage, limits: limits)
      for check in checks {
        if let reason = check(candidate) { return reason }
      }
    }
    return nil
  }

  /// The remote development-language value a key will have: the update's, else the held one.
  private static func remoteValue(
    table: String, key: String, change: LanguageChange?, held: HeldLanguage?
  ) -> LocalizedValue? {
    if let change {
      if let value = change.set[table]?[key] { return value }
      if change.isFull || change.removed[table]?.contains(key) == true { return nil }
    }
    return held?.value(table: table, key: key)
  }
}
