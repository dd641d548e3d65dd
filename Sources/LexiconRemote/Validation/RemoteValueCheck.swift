import Lexicon
import LexiconValidation

/// One rule every remote value must pass before it is stored as applicable; a value that fails
/// is dropped on its own and the rest of the update goes ahead.
///
/// The validator runs ``RemoteConfiguration/checks`` in order and stops at the first failure.
/// ``standard`` is the list a provider starts with: cheap checks first, so a huge value is
/// refused before its specifiers are scanned.
///
/// ```swift
/// var configuration = RemoteConfiguration(source: source, languages: ["en", "ru"])
/// configuration.checks.append(RemoteValueCheck("no-markup") { candidate in
///   candidate.value.rawText.contains("<") ? .failed(check: "no-markup", message: "contains <") : nil
/// })
/// ```
///
/// Hostile translations — a template whose output for reasonable arguments would pass the
/// renderer's output budget, or that prints far more specifiers than its reference — are refused
/// by ``outputBudget`` before they are ever stored, even for a key without a reference.
public struct RemoteValueCheck: Sendable {
  /// The check's name, used in reports (``RemoteRejection/Reason/failed(check:message:)``).
  public let name: String
  private let body: @Sendable (RemoteValueCandidate) -> RemoteRejection.Reason?

  /// Creates a check.
  ///
  /// - Parameters:
  ///   - name: A short name for reports.
  ///   - body: Returns why the candidate is refused, or `nil` to let it through. It runs off the
  ///     main thread, once per value of an update; keep it fast and free of I/O.
  public init(
    _ name: String, _ body: @escaping @Sendable (RemoteValueCandidate) -> RemoteRejection.Reason?
  ) {
    self.name = name
    self.body = body
  }

  /// Runs the check.
  /// - Parameter candidate: The value and its context.
  /// - Returns: Why it is refused, or `nil`.
  public func callAsFunction(_ candidate: RemoteValueCandidate) -> RemoteRejection.Reason? {
    body(candidate)
  }

  /// The checks a provider runs unless told otherwise, in order: ``valueSize``, ``pluralOther``,
  /// ``formatCompatibility``.
  public static var standard: [RemoteValueCheck] {
    [.valueSize, .pluralOther, .outputBudget, .formatCompatibility]
  }

  /// A value may not pass ``RemoteLimits/maximumValueBytes``.
  public static let valueSize = RemoteValueCheck("value-size") { candidate in
    let bytes = candidate.valueBytes
    let limit = candidate.limits.maximumValueBytes
    return bytes > limit ? .valueTooLarge(bytes: bytes, limit: limit) : nil
  }

  /// Every plural variable has an `other` variant.
  public static let pluralOther = RemoteValueCheck("plural-other") { candidate in
    guard case .plural(let plural) = candidate.value else { return nil }
    let missing = StableOrder.sorted(Array(plural.variables.keys)).first {
      plural.variables[$0]?.variants[.other] == nil
    }
    return missing.map { .missingOtherVariant(variable: $0) }
  }

  /// One render of the value stays within the renderer's output budget for reasonable arguments,
  /// and it prints not far more specifiers than its reference (or, without one, than itself):
  /// the errors of `FormatCompatibility.checkOutputSize(_:against:)`.
  ///
  /// ```swift
  /// // 16,384 × "%1$@" where the source has one %@: refused before it is stored.
  /// RemoteValueCheck.outputBudget(candidate)  // .incompatibleFormat([tooManySpecifiers, …])
  /// ```
  public static let outputBudget = RemoteValueCheck("output-budget") { candidate in
    let errors = FormatCompatibility.checkOutputSize(
      candidate.value, against: candidate.reference ?? candidate.value
    ).filter { $0.severity == .error }
    return errors.isEmpty ? nil : .incompatibleFormat(errors)
  }

  /// The value's format specifiers fit the arguments of its reference: no error of
  /// `FormatCompatibility.check(_:against:language:)` (warnings, such as an argument a
  /// translation leaves out, pass, and so do problems of the reference itself). A value without a
  /// reference passes: nothing says which arguments the code gives it.
  public static let formatCompatibility = RemoteValueCheck("format-compatibility") { candidate in
    guard let reference = candidate.reference else { return nil }
    let errors = FormatCompatibility.check(
      candidate.value, against: reference, language: candidate.language
    ).filter { $0.severity == .error && $0.location?.side != .source }
    return errors.isEmpty ? nil : .incompatibleFormat(errors)
  }
}
