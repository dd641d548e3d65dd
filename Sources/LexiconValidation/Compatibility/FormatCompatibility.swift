import Lexicon

/// Checks that a translation can be formatted with the arguments of its source.
///
/// A translation is compatible when it reads the same arguments as the source, each as the same
/// kind of value (`FormatArgumentKind`): an object (`%@`), a signed integer (`%d %i`), an
/// unsigned integer (`%u %o %x %X`), a floating-point number (`%f %e %g %a`), a character
/// (`%c %C`), a C string (`%s %S`) or a pointer (`%p`). Arguments are matched by number, so a
/// translation may reorder them with positional specifiers (`%2$@ %1$d`).
///
/// The check walks every text of both values — a `.text`, or a `.plural` format with every
/// variant of every variable and each variable's `formatSpecifier` — so a source and a
/// translation may differ in shape (a plain English string may become Russian plural
/// variants). It reports, as `FormatIssue`s located on the translation or the source:
///
/// - **errors**: a translation argument of another kind than the source's
///   (`FormatIssue.Kind.incompatibleArgument(source:translation:sourceSpecifier:)`); an
///   argument the source does not have; invalid or incomplete specifiers; an undefined plural
///   variable; a variable without an `other` variant; an argument read as two kinds in one value;
///   a value too large to check (`FormatIssue.Kind.tooComplexToCheck`: more than 10,000
///   specifiers over its texts, each variable counted once per argument it is read with).
/// - **warnings**: an argument of the source the translation never prints (a translation may
///   legitimately drop it, as `"one": "a file"` does); an integer read with another size (`%d`
///   is 32-bit, `%ld %lld %qd %zd %jd %td` are all 64-bit and compatible with one another — Lexicon
///   prints them alike, Foundation truncates `%d`); numbered and unnumbered arguments mixed; plural
///   variable names that differ between two plural values.
/// - **plural structure**: a source that chooses plural variants and a translation that does not
///   — plain text, or plural variants its format never names
///   (`FormatIssue.Kind.pluralVariantsDroppedInTranslation(_:)`) — is an error: `"%d
///   файлов"` would show for 1, 2 and 5 files — unless the translation's `language` is given
///   and its CLDR rules have `other` only (Japanese, Chinese, Korean…), where one text is right.
///   The opposite, plain English becoming Russian plural variants, is fine.
/// - **size**: a translation that could print more than a render's output budget, or that reads
///   far more specifiers than the source (``checkOutputSize(_:against:)``) — errors, so a
///   hostile over-the-air string is rejected before it is stored.
///
/// A translation's use of an argument is compatible when *any* use of that argument in the source
/// reads it the same way (a source may print the count as `%d` in one variant and `%ld` in
/// another). A translation that reads an argument two ways is reported once, as incompatible
/// with the source, rather than also as a conflict with itself.
///
/// A source without a specifier is shown as written (the runtime does not format a value used
/// without arguments), so its `%` signs are percent signs: then the `%` signs of the
/// translation are too — `100 %`, `-40 %` and `40 % de réduction` (where `% d` would read as a
/// specifier with the space flag) are no issues. A specifier the translation adds is still an
/// error. When the source has a specifier, every `%` is checked.
///
/// Core Foundation's own validation (`__CFStringValidateFormat`) is stricter about sizes — it
/// rejects `%d` for `%ld` — and looser about count: it accepts a translation with fewer
/// specifiers. Lexicon reports both as warnings.
///
/// ```swift
/// let issues = FormatCompatibility.check(.text("%d Dateien von %@"), against: .text("%@'s %d files"))
/// issues.map(\.message)
/// // ["translation uses %d for argument 1 where the source has %@",
/// //  "translation uses %@ for argument 2 where the source has %d"]
/// ```
public enum FormatCompatibility {
  /// The problems that make `translation` unsafe or suspicious to format with the arguments of
  /// `source`; empty when the two are compatible.
  ///
  /// - Parameters:
  ///   - translation: The translated value.
  ///   - source: The development-language value whose arguments the code passes.
  ///   - language: The language of the translation, when known: a language whose plural rules
  ///     have `other` only may translate plural variants as plain text.
  /// - Returns: The issues of the source itself, then of the translation itself, then the
  ///   differences between them by argument, then differences of plural variables, then the
  ///   size issues of ``checkOutputSize(_:against:)``.
  public static func check(
    _ translation: LocalizedValue, against source: LocalizedValue, language: String? = nil
  ) -> [FormatIssue] {
    var sourceSignature = FormatSignature(source, side: .source)
    var translationSignature = FormatSignature(translation, side: .translation)
    // A source without a specifier is shown as written, so its `%` signs — and those of its
    // translations (`100 %`, `40 % de réduction`) — are percent signs, not specifiers.
    if sourceSignature.uses.allSatisfy(\.looksLikeText) {
      sourceSignature.treatPercentSignsAsText()
      translationSignature.treatPercentSignsAsText()
    }
    var issues = sourceSignature.issues
    var translationIssues = translationSignature.issues
    var differences: [FormatIssue] = []

    // For each argument of the source: its first use, its first use of each kind, and the
    // sizes it is read with by kind (so each translation use is checked in constant time).
    var sourceUses: [Int: SourceUses] = .init()
    for (argument, uses) in sourceSignature.usesByArgument {
      guard let first = uses.first else { continue }
      var summary = SourceUses(first: first)
      for use in uses.dropFirst() { summary.add(use) }
      sourceUses[argument] = summary
    }
    let translationUses = translationSignature.usesByArgument

    for (argument, uses) in translationUses {
      guard let candidates = sourceUses[argument] else {
        if let use = uses.first {
          differences.append(
            FormatIssue(
              kind: .argumentAddedInTranslation, argument: argument, specifier: use.specifier,
              location: use.location))
        }
        continue
      }
      let expected = candidates.first
      // A translation use is fine when any source use of the argument reads it the same way
      // (a source may itself read an argument as `%d` in one variant and `%ld` in another).
      for use in uses {
        guard let sameKind = candidates.first(ofKind: use.kind) else {
          differences.append(
            FormatIssue(
              kind: .incompatibleArgument(
                source: expected.kind, translation: use.kind, sourceSpecifier: expected.specifier),
              argument: argument, specifier: use.specifier, location: use.location))
          continue
        }
        if use.kind.isSized && !candidates.reads(use.kind, bits: use.bits) {
          differences.append(
            FormatIssue(
              kind: .argumentSizeMismatch(
                sourceBits: sameKind.bits, translationBits: use.bits,
                sourceSpecifier: sameKind.specifier),
              argument: argument, specifier: use.specifier, location: use.location))
        }
      }
    }

    // A translation that reads an argument two ways, one of them unlike the source, is reported
    // once: as incompatible with the source. (A value has a handful of issues: a linear search.)
    let incompatible = differences.compactMap { issue -> FormatLocation? in
      guard case .incompatibleArgument = issue.kind else { return nil }
      return issue.location
    }
    // A conflict the source has too is the source's design, not the translator's mistake.
    let sourceConflicts = Set(sourceSignature.issues.compactMap(Self.conflict))
    translationIssues.removeAll { issue in
      guard case .conflictingArgumentKinds = issue.kind, let location = issue.location else {
        return false
      }
      return incompatible.contains(location)
        || Self.conflict(issue).map(sourceConflicts.contains) == true
    }
    issues += translationIssues + differences

    let translated = Set(translationUses.map(\.argument))
    for (argument, uses) in sourceSignature.usesByArgument where !translated.contains(argument) {
      guard let use = uses.first else { continue }
      issues.append(
        FormatIssue(
          kind: .argumentMissingInTranslation, argument: argument, specifier: use.specifier,
          location: use.location))
    }

    // A plural translation whose format names no variable (`%d файлов` with its variants unused)
    // drops the choice as surely as plain text does.
    let choosesVariants: Bool
    switch translation {
    case .text: choosesVariants = false
    case .plural: choosesVariants = !translationSignature.variableNames.isEmpty
    }
    if case .plural = source, !sourceSignature.variableNames.isEmpty, !choosesVariants,
      language.map({ PluralRules(language: $0).categories != [.other] }) ?? true
    {
      issues.append(
        FormatIssue(kind: .pluralVariantsDroppedInTranslation(sourceSignature.variableNames)))
    }
    if case .plural = source, choosesVariants {
      let sourceNames = sourceSignature.variableNames
      let translationNames = translationSignature.variableNames
      for name in sourceNames where !translationNames.contains(name) {
        issues.append(FormatIssue(kind: .pluralVariableMissingInTranslation(name)))
      }
      for name in translationNames where !sourceNames.contains(name) {
        issues.append(FormatIssue(kind: .pluralVariableAddedInTranslation(name)))
      }
    }
    return issues + checkOutputSize(translation, against: source)
  }

  /// How the source reads one argument: its first use, and each kind and size it is read with
  /// once. However many uses an argument has, these lists hold at most one entry per kind and
  /// size (a few dozen), so checking a translation use against them takes bounded time.
  private struct SourceUses {
    /// Its first use of each kind, in the order met: never empty.
    private var firstOfKind: [FormatSignature.Use]
    /// Each kind and size in bits it is read with, once.
    private var sizes: [(kind: FormatArgumentKind, bits: Int)]

    /// The uses of an argument read first as `first`.
    init(first: FormatSignature.Use) {
      firstOfKind = [first]
      sizes = [(first.kind, first.bits)]
    }

    /// Its first use.
    var first: FormatSignature.Use { firstOfKind[0] }

    /// Records a use of the argument.
    mutating func add(_ use: FormatSignature.Use) {
      if !firstOfKind.contains(where: { $0.kind == use.kind }) { firstOfKind.append(use) }
      if !sizes.contains(where: { $0.kind == use.kind && $0.bits == use.bits }) {
        sizes.append((use.kind, use.bits))
      }
    }

    /// Its first use of `kind`, if it is read as one.
    func first(ofKind kind: FormatArgumentKind) -> FormatSignature.Use? {
      firstOfKind.first { $0.kind == kind }
    }

    /// Whether it is read as `kind` of `bits` bits somewhere.
    func reads(_ kind: FormatArgumentKind, bits: Int) -> Bool {
      sizes.contains { $0.kind == kind && $0.bits == bits }
    }
  }

  /// An argument read as two kinds, regardless of order and place, as one number: the argument
  /// times 128 plus the two kinds' bits; `nil` for any other issue, or an argument too large to
  /// encode (such a conflict is then never taken for the source's).
  private static func conflict(_ issue: FormatIssue) -> Int? {
    guard case .conflictingArgumentKinds(let first, let second, _) = issue.kind,
      let argument = issue.argument, argument >= 0
    else { return nil }
    let (shifted, overflow) = argument.multipliedReportingOverflow(by: 128)
    guard !overflow else { return nil }
    return shifted | Int(first.bit | second.bit)
  }
}
