import Lexicon
import Testing

@testable import LexiconValidation

/// The reviewer's shape: every variant of `a` names `b` a hundred times, and every text reads
/// argument 1 `repeats` times. Read naively, `b`'s variants are collected 600 times.
private func namesTheSameVariableManyTimes(repeats: Int) -> LocalizedValue {
  let body = String(repeating: "%1$d", count: repeats)
  var outer: [PluralCategory: String] = [:]
  var inner: [PluralCategory: String] = [:]
  for category in PluralCategory.allCases {
    outer[category] = String(repeating: "%1$#@b@", count: 100) + body
    inner[category] = body
  }
  return .plural(
    PluralString(
      format: "%#@a@",
      variables: [
        "a": PluralVariable(formatSpecifier: "d", variants: outer),
        "b": PluralVariable(formatSpecifier: "d", variants: inner),
      ]))
}

@Suite struct FormatSignatureTests {
  @Test func eachVariableIsCollectedOncePerArgument() {
    let signature = FormatSignature(namesTheSameVariableManyTimes(repeats: 10), side: .translation)
    // `a`: its specifier and 6 × 10 uses; `b`, once: its specifier and 6 × 10 uses.
    #expect(signature.uses.count == 1 + 60 + 1 + 60)
    #expect(signature.issues == [])
  }

  @Test func aVariableNamedWithOtherArgumentsIsCollectedForEach() {
    let value = LocalizedValue.plural(
      PluralString(
        format: "%#@n@ %#@n@ %1$#@n@",
        variables: ["n": PluralVariable(formatSpecifier: "d", variants: [.other: "%d %@"])]))
    let signature = FormatSignature(value, side: .source)
    #expect(signature.uses.map(\.argument) == [1, 1, 2, 2, 2, 3])
    #expect(
      signature.uses.map(\.kind) == [.signedInteger, .signedInteger, .object] + [
        .signedInteger, .signedInteger, .object,
      ])
  }

  @Test func collectingStopsAtTheLimitWithAnIssue() {
    let value = namesTheSameVariableManyTimes(repeats: 1_000)
    let signature = FormatSignature(value, side: .translation)
    #expect(signature.uses.count == FormatSignature.maximumUses)
    #expect(signature.issues.map(\.kind) == [.tooComplexToCheck])
    let findings = FormatCompatibility.check(value, against: .text("%d"))
    #expect(findings.filter { $0.kind == .tooComplexToCheck }.count == 1)
  }
}
