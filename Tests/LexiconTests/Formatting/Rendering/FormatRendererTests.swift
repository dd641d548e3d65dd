import Foundation
import Lexicon
import Testing

/// Renders a plain format in English.
func render(_ format: String, _ arguments: any CVarArg...) -> FormattedText {
  FormatRenderer.render(format, arguments: arguments, language: "en")
}

/// An issue located in a value's format.
func issue(
  _ kind: FormatIssue.Kind, argument: Int? = nil, _ specifier: String? = nil, at offset: Int? = nil
) -> FormatIssue {
  FormatIssue(
    kind: kind, argument: argument, specifier: specifier,
    location: offset.map { FormatLocation(part: .format, offset: $0) })
}

@Suite struct FormatRendererTests {
  // MARK: - Agreement with String(format:)

  /// Flags, widths and precisions combined with every conversion below.
  static let flags = ["", "-", "+", " ", "#", "0", "-+", "+0", " 0", "#0", "-#", "-0", "+ "]
  static let widths = ["", "1", "6", "12"]
  static let precisions = ["", ".", ".0", ".1", ".3", ".8"]

  /// Checks every flag × width × precision combination of `conversion` (with `length`) against
  /// `String(format:)`, the oracle wherever it is safe: these argument types match.
  private func compareWithFoundation(
    conversion: String, lengths: [String], values: [any CVarArg],
    flags: [String] = Self.flags, precisions: [String] = Self.precisions
  ) {
    var mismatches: [String] = []
    var count = 0
    for flag in flags {
      for width in Self.widths {
        for precision in precisions {
          for length in lengths {
            let format = "[%" + flag + width + precision + length + conversion + "]"
            for value in values {
              count += 1
              let expected = String(format: format, value)
              let actual = FormatRenderer.render(format, arguments: [value], language: "en")
              if actual.text != expected || !actual.issues.isEmpty {
                mismatches.append(
                  "\(format) \(value): \(actual.text) ≠ \(expected) \(actual.issues)")
              }
            }
          }
        }
      }
    }
    #expect(
      mismatches.isEmpty,
      Comment(
        rawValue: "\(mismatches.count) of \(count):\n"
          + mismatches.prefix(20).joined(separator: "\n")))
    #expect(count >= values.count * flags.count * Self.widths.count)
  }

  @Test(arguments: ["d", "i"])
  func signedIntegersMatchFoundation(conversion: String) {
    let values: [any CVarArg] = [
      0, 1, -1, 7, 42, -42, 123_456, -98_765, Int(Int32.max), Int(Int32.min),
    ]
    compareWithFoundation(
      conversion: conversion, lengths: ["", "l", "ll", "q", "z", "j", "t"], values: values)
    compareWithFoundation(
      conversion: conversion, lengths: ["h", "hh"],
      values: [0, 1, -1, 42, 300, -129, 70_000, -40_000])
  }

  @Test(arguments: ["u", "x", "X", "o"])
  func unsignedIntegersMatchFoundation(conversion: String) {
    compareWithFoundation(
      conversion: conversion, lengths: ["", "h", "hh"],
      values: [0, 1, 8, 42, 255, 256, 65_535, 300, -1, -42])
    compareWithFoundation(
      conversion: conversion, lengths: ["l", "ll", "q", "z", "j"],
      values: [0, 1, 255, 123_456_789_012, -1, Int.max, UInt64.max, UInt(1) << 63])
  }

  @Test(arguments: ["f", "F", "e", "E", "g", "G", "a", "A"])
  func floatingPointMatchesFoundation(conversion: String) {
    let values: [any CVarArg] = [
      0.0, -0.0, 1.0, -1.5, 3.141_592_653_5, 1_234_567.891, 1e-5, 1e20, 0.5, 2.5, 999.999,
      Double.infinity, -Double.infinity, Float(1.25),
    ]
    compareWithFoundation(conversion: conversion, lengths: [""], values: values)
  }

  @Test func charactersMatchFoundation() {
    compareWithFoundation(
      conversion: "c", lengths: [""], values: [65, 97, 48, 32], flags: ["", "-"], precisions: [""])
  }

  @Test func objectsMatchFoundation() {
    // Core Foundation ignores flags, width and precision for `%@`; so does Lexicon.
    // (`#` is left out: `%#@` starts a plural variable.)
    compareWithFoundation(
      conversion: "@", lengths: [""], values: ["", "a", "Hello", "Ünïcödé 🎉", "a long string"],
      flags: Self.flags.filter { !$0.contains("#") })
  }

  /// Formats whose arguments are all used, with arguments of matching types (Core Foundation
  /// reads garbage when a numbered format skips an argument).
  static var positionalCases: [(String, [any CVarArg])] {
    [
      ("%2$@ %1$@", ["first", "second"]),
      ("%1$@ %1$@ %2$d", ["echo", 7]),
      ("%3$d %1$@ %2$.2f", ["x", 3.25, 5]),
      ("%1$d %2$d%%", [1, 42]),
      ("%1$-8@|%2$08.3f|", ["word", -10.5]),
      ("%*d|", [5, 42]),
      ("%-*d|", [5, 42]),
      ("%*d|", [-5, 42]),
      ("%*.*f|", [8, 2, 3.5]),
      ("%.*f|", [3, 3.25]),
      ("%.*f|", [-1, 3.25]),
      ("%2$*1$d|", [6, 42]),
      ("%3$.*1$f %2$@", [2, "pi", 3.14159]),
    ]
  }

  @Test(arguments: positionalCases.indices)
  func positionalAndStarArgumentsMatchFoundation(index: Int) {
    let (format, arguments) = Self.positionalCases[index]
    let expected = String(format: format, arguments: arguments)
    #expect(
      FormatRenderer.render(format, arguments: arguments, language: "en")
        == FormattedText(text: expected))
  }

  // MARK: - Plain text

  @Test func commonCase() {
    let result = render("Hello %@, you have %d new messages", "Ann", 3)
    #expect(result == FormattedText(text: "Hello Ann, you have 3 new messages"))
  }

  @Test func percentPercent() {
    #expect(render("%d%% off, 100%%", 40) == FormattedText(text: "40% off, 100%"))
  }

  @Test func textWithoutSpecifiersIsUnchanged() {
    #expect(render("Plain text, café ☕️") == FormattedText(text: "Plain text, café ☕️"))
  }

  @Test func fortyPercentOffWithoutArgumentsDoesNotCrash() {
    // The runtime never formats a value used without arguments; rendering it anyway is safe.
    // `% o` is a specifier (space flag, octal) that has no argument, so it stays as written.
    #expect(
      render("40% off")
        == FormattedText(
          text: "40% off", issues: [issue(.missingArgument, argument: 1, "% o", at: 2)]))
  }

  // MARK: - Arguments

  @Test func swiftValuesForObjects() {
    let text: NSString = "bridged"
    let result = render("%@|%@|%@|%@|%@|%@|%@", "s", 42, -1.5, Float(0.25), true, UInt8(9), text)
    #expect(result == FormattedText(text: "s|42|-1.5|0.25|true|9|bridged"))
  }

  #if canImport(Darwin)
    // `NSNumber` is a `CVarArg` only where Objective-C objects are.
    @Test func numbersFromNSNumber() {
      #expect(
        render("%@ %.2f %d", NSNumber(value: 7), NSNumber(value: 0.5), NSNumber(value: 12))
          == FormattedText(text: "7 0.50 12"))
    }
  #endif

  @Test func everyIntegerWidth() {
    let result = render(
      "%d %d %d %d %u %u %u %u %lu %d", Int8(-8), Int16(-16), Int32(-32), Int64(-64), UInt8(8),
      UInt16(16), UInt32(32), UInt64(64), UInt(7), true)
    #expect(result == FormattedText(text: "-8 -16 -32 -64 8 16 32 64 7 1"))
  }

  @Test func integersArePrintedAsGiven() {
    // Foundation reads 32 bits for `%d` and prints -1 here; Lexicon prints the argument.
    #expect(
      render("%d|%lld|%llu", Int.max, Int.min, UInt64.max)
        == FormattedText(text: "9223372036854775807|-9223372036854775808|18446744073709551615"))
  }

  @Test func integersForFloatingPoint() {
    #expect(render("%.1f %e", 3, -2) == FormattedText(text: "3.0 -2.000000e+00"))
  }

  @Test func stringsForCStringConversions() {
    let result = render("[%s|%5s|%-5s|%.2s|%S]", "abc", "ab", "ab", "abc", "wide")
    #expect(result == FormattedText(text: "[abc|   ab|ab   |ab|wide]"))
  }

  @Test func charactersAndPointers() throws {
    let opaque = try #require(OpaquePointer(bitPattern: 0xBEEF))
    let typed = try #require(UnsafePointer<CChar>(bitPattern: 0xCAFE))
    #expect(
      render("%c%C|%p|%p|%10p|%-6p|", 72, 0x416, opaque, typed, 0, 1)
        == FormattedText(text: "HЖ|0xbeef|0xcafe|       0x0|0x1   |"))
  }

  // MARK: - Mismatches

  @Test func stringForAnInteger() {
    #expect(
      render("%d files", "three")
        == FormattedText(
          text: "%d files",
          issues: [
            issue(
              .typeMismatch(expected: .signedInteger, actual: "String"), argument: 1, "%d", at: 0)
          ]))
  }

  @Test(arguments: [
    ("%f", FormatArgumentKind.floatingPoint), ("%x", .unsignedInteger), ("%c", .character),
    ("%p", .pointer),
  ])
  func stringForOtherConversions(specifier: String, kind: FormatArgumentKind) {
    #expect(
      render("<\(specifier)>", "text")
        == FormattedText(
          text: "<\(specifier)>",
          issues: [
            issue(.typeMismatch(expected: kind, actual: "String"), argument: 1, specifier, at: 1)
          ]))
  }

  @Test func doubleForAnIntegerAndIntegerForAString() {
    let result = render("%2$d %1$s", 7, 2.5)
    #expect(result.text == "%2$d %1$s")
    #expect(
      result.issues == [
        issue(
          .typeMismatch(expected: .signedInteger, actual: "Double"), argument: 2, "%2$d", at: 0),
        issue(.typeMismatch(expected: .cString, actual: "Int"), argument: 1, "%1$s", at: 5),
      ])
  }

  @Test func tooFewArguments() {
    #expect(
      render("%@ and %@ and %d", "a")
        == FormattedText(
          text: "a and %@ and %d",
          issues: [
            issue(.missingArgument, argument: 2, "%@", at: 7),
            issue(.missingArgument, argument: 3, "%d", at: 14),
          ]))
    #expect(
      render("%1$@ and %3$d", "a")
        == FormattedText(
          text: "a and %3$d", issues: [issue(.missingArgument, argument: 3, "%3$d", at: 9)]))
  }

  @Test func tooManyArguments() {
    #expect(
      render("%@", "a", "b", 3)
        == FormattedText(text: "a", issues: [FormatIssue(kind: .extraArguments, argument: 2)]))
    #expect(
      render("no specifiers", 1)
        == FormattedText(
          text: "no specifiers", issues: [FormatIssue(kind: .extraArguments, argument: 1)]))
  }

  @Test func missingOrWrongStarArgument() {
    #expect(
      render("[%*d]", 5)
        == FormattedText(
          text: "[%*d]", issues: [issue(.missingArgument, argument: 2, "%*d", at: 1)]))
    #expect(
      render("[%*d]", "wide", 5)
        == FormattedText(
          text: "[%*d]",
          issues: [
            issue(
              .typeMismatch(expected: .signedInteger, actual: "String"), argument: 1, "%*d", at: 1)
          ]))
  }

  @Test func invalidSpecifiersStayAsWritten() {
    #expect(
      render("%k and 50%", 1)
        == FormattedText(
          text: "%k and 50%",
          issues: [
            issue(.invalidSpecifier, "%k", at: 0),
            issue(.incompleteSpecifier, "%", at: 9),
            FormatIssue(kind: .extraArguments, argument: 1),
          ]))
  }

  @Test func invalidSpecifiersNeverSplitCharacters() {
    #expect(
      render("%99999é!")
        == FormattedText(text: "%99999é!", issues: [issue(.invalidSpecifier, "%99999é", at: 0)]))
  }

  @Test func hugeStarWidthIsClamped() {
    let result = render("%*d|", 1 << 40, 1)
    #expect(result.text.count == 10_000)
    #expect(result.issues == [])
  }

  @Test func issueMessages() {
    let messages = render("%d %@ %k", "x").issues.map(\.description)
    #expect(
      messages == [
        "%d expects a signed integer for argument 1 but got String (format, offset 0)",
        "argument 2 for %@ is missing (format, offset 3)",
        "invalid format specifier %k (format, offset 6)",
      ])
  }
}
