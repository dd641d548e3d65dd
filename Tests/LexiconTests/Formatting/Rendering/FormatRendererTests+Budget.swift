import Foundation
import Lexicon
import Testing

/// A hostile value and its arguments: the shapes of issue 18's probe, and the other ways a
/// template can multiply its output (padding, precision, plural variants).
struct BudgetProbe: Sendable, CustomTestStringConvertible {
  var name: String
  var value: LocalizedValue
  var arguments: @Sendable () -> [any CVarArg]
  /// Bytes of the arguments' first printing, which the budget does not count.
  var argumentBytes: Int

  var testDescription: String { name }

  static func text(
    _ name: String, _ piece: String, times: Int, argumentBytes: Int = 0,
    _ arguments: @escaping @Sendable () -> [any CVarArg]
  ) -> BudgetProbe {
    BudgetProbe(
      name: name, value: .text(String(repeating: piece, count: times)), arguments: arguments,
      argumentBytes: argumentBytes)
  }

  static let all: [BudgetProbe] = [
    .text("16,384 × %1$@ of 16 KiB", "%1$@", times: 16_384, argumentBytes: 16_384) {
      [String(repeating: "A", count: 16_384)]
    },
    .text("16,384 × %1$@ of 64 KiB", "%1$@", times: 16_384, argumentBytes: 65_536) {
      [String(repeating: "A", count: 65_536)]
    },
    .text("262,144 × %1$f of the largest double", "%1$f", times: 262_144) {
      [Double.greatestFiniteMagnitude]
    },
    .text("20,000 × %1$.9999f", "%1$.9999f", times: 20_000) { [1.5] },
    .text("20,000 × %1$9999d", "%1$9999d", times: 20_000) { [7] },
    .text("20,000 × %1$-9999s", "%1$-9999s", times: 20_000, argumentBytes: 1) { ["x"] },
    .text("100,000 × %1$@ of 50 é", "%1$@", times: 100_000, argumentBytes: 100) {
      [String(repeating: "é", count: 50)]
    },
    .text("262,144 unnumbered %d", "%d", times: 262_144) {
      Array(repeating: Int.min, count: 262_144)
    },
    BudgetProbe(
      name: "self-referring plural variant of %9999d",
      value: .plural(
        PluralString(
          format: "%#@a@",
          variables: [
            "a": PluralVariable(
              formatSpecifier: "d",
              variants: [.other: String(repeating: "%1$9999d", count: 300) + "%1$#@a@%1$#@a@"])
          ])),
      arguments: { [1] }, argumentBytes: 0),
    BudgetProbe(
      name: "plural variants naming a variable ten times, seven deep",
      value: .plural(
        PluralString(
          format: "%#@v0@",
          variables: Dictionary(
            uniqueKeysWithValues: (0..<8).map { level in
              (
                "v\(level)",
                PluralVariable(
                  formatSpecifier: "d",
                  variants: [
                    .other: level == 7
                      ? String(repeating: "%1$-9999d", count: 10)
                      : String(repeating: "%1$#@v\(level + 1)@", count: 10)
                  ])
              )
            }))),
      arguments: { [5] }, argumentBytes: 0),
  ]
}

extension FormatRendererTests {
  /// Every probe stops at its budget (plus the first printing of its arguments) with `…` and
  /// exactly one problem: `outputTooLong`, where the text was cut.
  @Test(arguments: BudgetProbe.all)
  func hostileTemplatesStopAtTheOutputBudget(probe: BudgetProbe) {
    let result = FormatRenderer.render(probe.value, arguments: probe.arguments(), language: "en")
    let budget = FormatRenderer.outputBudget(for: probe.value)
    // Booleans and sizes only: a failure must not print the (possibly huge) text.
    let size = result.text.utf8.count
    let endsWithTheMarker = result.text.hasSuffix("…")
    #expect(size <= budget + probe.argumentBytes)
    #expect(size > budget + probe.argumentBytes - 8)
    #expect(endsWithTheMarker)
    #expect(result.issues.map(\.kind) == [.outputTooLong])
  }

  @Test func theCutKeepsWholeCharactersAndStopsReading() throws {
    let template = String(repeating: "é%1$@", count: 1_000) + "%2$d"
    let argument = String(repeating: "ü", count: 1_000)
    let result = FormatRenderer.render(template, arguments: [argument], language: "en")
    let budget = FormatRenderer.outputBudget(for: .text(template))
    #expect(budget == 64 * template.utf8.count)
    // Cut at the budget plus the argument's first printing, back to a character boundary
    // (every character is 2 bytes), then the 3-byte marker.
    #expect(result.text.utf8.count == budget + 2_000 - 1)
    let wholeCharacters = result.text.unicodeScalars.dropLast().allSatisfy {
      $0 == "é" || $0 == "ü"
    }
    #expect(wholeCharacters)
    // `%2$d` is never reached: no `missingArgument`; no `extraArguments` for the unread rest.
    let issue = try #require(result.issues.first)
    #expect(result.issues.count == 1)
    #expect(issue.kind == .outputTooLong)
    #expect(issue.specifier == "%1$@" || issue.specifier == "é")
  }

  static let budgets: [(LocalizedValue, Int)] = [
    (.text("Hello %@"), 65_536),
    (.text(String(repeating: "x", count: 2_000)), 128_000),
    (.text(String(repeating: "%1$@", count: 16_384)), 4 * 1_024 * 1_024),
    (.text(String(repeating: "x", count: 1_000_000)), 4 * 1_024 * 1_024),
    (
      .plural(
        PluralString(
          format: String(repeating: "x", count: 1_000) + "%#@n@",
          variables: [
            "n": PluralVariable(
              formatSpecifier: "d",
              variants: [.one: String(repeating: "y", count: 500), .other: "%d"])
          ])),
      64 * 1_507
    ),
  ]

  @Test(arguments: budgets)
  func outputBudgetScalesWithTheTexts(value: LocalizedValue, budget: Int) {
    #expect(FormatRenderer.outputBudget(for: value) == budget)
  }

  /// Real texts never reach the budget: a long argument printed once is the caller's.
  @Test func aLongArgumentPrintedOnceIsNotCut() {
    let long = String(repeating: "ж", count: 3_000_000)
    let result = FormatRenderer.render("Note: %@ (%@)", arguments: [long, "end"], language: "en")
    let whole = result.text == "Note: " + long + " (end)"
    #expect(whole)
    #expect(result.issues.isEmpty)
  }
}

extension FormatRendererTests {
  /// Long numbers print exactly as C prints them (one call into a buffer sized by their bound).
  @Test(arguments: [
    ("%f", Double.greatestFiniteMagnitude), ("%F", -Double.greatestFiniteMagnitude),
    ("%.500f", 1.5), ("%.9999f", Double.leastNonzeroMagnitude), ("%-700f", 2.5),
    ("%0700.3e", -1e300), ("%.300g", 1.0 / 3.0), ("%.600a", 1e-300), ("%9999.0f", 1e308),
    ("%f", Double.infinity), ("%800f", -Double.nan),
  ])
  func longNumbersMatchStringFormat(format: String, value: Double) {
    let result = render(format, value)
    let expected = String(format: format, value)
    let same = result.text == expected
    #expect(same, "\(format): \(result.text.utf8.count) bytes, expected \(expected.utf8.count)")
    #expect(result.issues.isEmpty)
  }

  /// A repeated field is printed once per render; a different field of the same value is not
  /// mistaken for it.
  @Test func repeatedFloatFieldsKeepTheirOwnSpecifiers() {
    #expect(
      render("%1$f %1$.2f %1$f %2$f %1$e %1$f", 1.5, 2.0).text
        == "1.500000 1.50 1.500000 2.000000 1.500000e+00 1.500000")
  }
}
