import Lexicon
import LexiconValidation
import Testing

/// A compact, readable form of a specifier for table-driven expectations.
private func summary(_ specifier: FormatSpecifier) -> String {
  var parts = ["\(specifier.isPositional ? "$" : "#")\(specifier.argument)"]
  let flagNames: [(FormatFlags, String)] = [
    (.leftAlign, "-"), (.plusSign, "+"), (.space, "_"), (.alternate, "#"), (.zeroPad, "0"),
    (.grouping, "'"),
  ]
  let flags = flagNames.filter { specifier.flags.contains($0.0) }.map(\.1).joined()
  if !flags.isEmpty { parts.append("flags:" + flags) }
  switch specifier.width {
  case .fixed(let value): parts.append("w:\(value)")
  case .argument(let index): parts.append("w:*\(index)")
  case nil: break
  }
  switch specifier.precision {
  case .fixed(let value): parts.append("p:\(value)")
  case .argument(let index): parts.append("p:*\(index)")
  case nil: break
  }
  if specifier.length != .none { parts.append("len:" + specifier.length.text) }
  parts.append(String(specifier.conversion.character))
  return parts.joined(separator: " ")
}

@Suite struct FormatTemplateTests {
  @Test(arguments: [
    ("%@", "#1 @"),
    ("%d", "#1 d"),
    ("%i", "#1 i"),
    ("%u", "#1 u"),
    ("%ld", "#1 len:l d"),
    ("%lld", "#1 len:ll d"),
    ("%lu", "#1 len:l u"),
    ("%llu", "#1 len:ll u"),
    ("%hd", "#1 len:h d"),
    ("%hhd", "#1 len:hh d"),
    ("%qd", "#1 len:q d"),
    ("%zd", "#1 len:z d"),
    ("%jd", "#1 len:j d"),
    ("%td", "#1 len:t d"),
    ("%Lf", "#1 len:L f"),
    ("%f", "#1 f"),
    ("%F", "#1 F"),
    ("%e", "#1 e"),
    ("%E", "#1 E"),
    ("%g", "#1 g"),
    ("%G", "#1 G"),
    ("%a", "#1 a"),
    ("%A", "#1 A"),
    ("%x", "#1 x"),
    ("%X", "#1 X"),
    ("%o", "#1 o"),
    ("%c", "#1 c"),
    ("%C", "#1 C"),
    ("%s", "#1 s"),
    ("%S", "#1 S"),
    ("%p", "#1 p"),
    ("%-+ #0'12.3lld", "#1 flags:-+_#0' w:12 p:3 len:ll d"),
    ("%08.3f", "#1 flags:0 w:8 p:3 f"),
    ("%.f", "#1 p:0 f"),
    ("%.0e", "#1 p:0 e"),
    ("%2$@", "$2 @"),
    ("%10$-5d", "$10 flags:- w:5 d"),
    ("%*d", "#2 w:*1 d"),
    ("%.*f", "#2 p:*1 f"),
    ("%*.*f", "#3 w:*1 p:*2 f"),
    ("%3$*1$.*2$f", "$3 w:*1 p:*2 f"),
    ("%9999d", "#1 w:9999 d"),
  ])
  func parsesOneSpecifier(format: String, expected: String) {
    let template = FormatTemplate(format)
    #expect(template.issues == [])
    #expect(template.specifiers.map(summary) == [expected])
    #expect(template.specifiers.first?.range == 0..<format.utf8.count)
  }

  @Test func splitsLiteralsAndSpecifiers() {
    let template = FormatTemplate("Hello %@, you have %d new messages")
    guard case .specifier(let object) = template.segments[1],
      case .specifier(let number) = template.segments[3]
    else {
      Issue.record("expected specifiers, got \(template.segments)")
      return
    }
    #expect(
      template.segments == [
        .literal("Hello "), .specifier(object), .literal(", you have "), .specifier(number),
        .literal(" new messages"),
      ])
    #expect(object.range == 6..<8)
    #expect(number.range == 19..<21)
    #expect(template.text(at: number.range) == "%d")
    #expect(template.highestArgument == 2)
  }

  @Test func percentPercentIsLiteralAndMergesWithText() {
    let template = FormatTemplate("100%% sure, %d%%")
    #expect(template.segments.count == 3)
    #expect(template.segments.first == .literal("100% sure, "))
    #expect(template.segments.last == .literal("%"))
    #expect(template.issues == [])
  }

  @Test func unnumberedArgumentsCountAcrossWidthAndPrecision() {
    let template = FormatTemplate("%@ %*d %.*f %@")
    #expect(template.specifiers.map(summary) == ["#1 @", "#3 w:*2 d", "#5 p:*4 f", "#6 @"])
    #expect(template.highestArgument == 6)
  }

  @Test func pluralPlaceholders() {
    let template = FormatTemplate("%@ sent %#@photos@ to %3$#@albums@")
    #expect(
      template.pluralPlaceholders == [
        FormatPluralPlaceholder(name: "photos", argument: 2, range: 8..<18),
        FormatPluralPlaceholder(name: "albums", argument: 3, isPositional: true, range: 22..<34),
      ])
    // Numbered and unnumbered arguments are mixed here.
    #expect(template.issues.map(\.kind) == [.mixedArgumentStyles])
  }

  @Test func variantsStartCountingAtTheirPlaceholder() {
    let template = FormatTemplate("%d files by %@", firstArgument: 3, isPluralVariant: true)
    #expect(template.specifiers.map(summary) == ["#3 d", "#4 @"])
  }

  @Test func argTokenOnlyInsideVariants() {
    let variant = FormatTemplate("%arg miles", isPluralVariant: true)
    #expect(variant.segments == [.variableArgument(0..<4), .literal(" miles")])
    let text = FormatTemplate("%arg miles")
    #expect(text.specifiers.map(summary) == ["#1 a"])
  }

  @Test(arguments: [
    ("%k", FormatIssue.Kind.invalidSpecifier, "%k", 0),
    ("50%", .incompleteSpecifier, "%", 2),
    ("x %5$", .incompleteSpecifier, "%5$", 2),
    ("%0$d", .invalidSpecifier, "%0$", 0),
    ("%5$k", .invalidSpecifier, "%5$k", 0),
    ("%99999d", .invalidSpecifier, "%99999d", 0),
    ("%10000$d", .invalidSpecifier, "%10000$", 0),
    ("%.99999f", .invalidSpecifier, "%.99999f", 0),
    ("%#@@", .invalidSpecifier, "%#@", 0),
    ("%#@name", .incompleteSpecifier, "%#@", 0),
    ("%#@two words@", .invalidSpecifier, "%#@", 0),
    ("%n", .invalidSpecifier, "%n", 0),
    ("%ll", .incompleteSpecifier, "%ll", 0),
    ("a %é", .invalidSpecifier, "%", 2),
    ("%99999é", .invalidSpecifier, "%99999é", 0),
    ("%*99999$🎉", .invalidSpecifier, "%*99999$", 0),
    // Numbers far past `Int.max`, 32-bit or 64-bit, are read without overflow.
    (
      "%\(String(repeating: "9", count: 40))d", .invalidSpecifier,
      "%\(String(repeating: "9", count: 40))d", 0
    ),
    (
      "%\(String(repeating: "9", count: 40))$d", .invalidSpecifier,
      "%\(String(repeating: "9", count: 40))$", 0
    ),
    (
      "%.\(String(repeating: "9", count: 40))f", .invalidSpecifier,
      "%.\(String(repeating: "9", count: 40))f", 0
    ),
  ])
  func invalidSpecifiersBecomeIssues(
    format: String, kind: FormatIssue.Kind, written: String, offset: Int
  ) {
    let template = FormatTemplate(format)
    #expect(
      template.issues == [
        FormatIssue(
          kind: kind, specifier: written, location: FormatLocation(part: .format, offset: offset))
      ])
    #expect(template.specifiers.isEmpty)
    // Invalid specifiers stay in the text as written.
    #expect(template.segments == [.literal(format)])
  }

  @Test func invalidSpecifierDoesNotSwallowTheNextOne() {
    let template = FormatTemplate("%-%d")
    #expect(template.specifiers.map(summary) == ["#1 d"])
    #expect(template.issues.map(\.specifier) == ["%-"])
  }

  @Test(arguments: [
    ("%1$@ %@", "%@"),
    ("%@ %2$@", "%2$@"),
    ("%1$@ has %#@files@", "%#@files@"),
    ("%*1$d", "%*1$d"),
  ])
  func mixingNumberedAndUnnumberedArgumentsIsAWarning(format: String, culprit: String) {
    let issues = FormatTemplate(format).issues
    #expect(issues.map(\.kind) == [.mixedArgumentStyles])
    #expect(issues.map(\.specifier) == [culprit])
    #expect(issues.map(\.severity) == [.warning])
  }

  @Test func fortyPercentOffIsAnOctalSpecifier() {
    // `% o` is a space flag and the octal conversion: printf would read an argument here.
    let template = FormatTemplate("40% off")
    #expect(template.specifiers.map(summary) == ["#1 flags:_ o"])
    #expect(template.issues == [])
  }

  @Test func parsingIsLinearInPathologicalInput() {
    let long = String(repeating: "%-", count: 50_000) + String(repeating: "%#@", count: 50_000)
    let template = FormatTemplate(long)
    #expect(template.issues.count == 100_000)
  }
}

extension FormatTemplateTests {
  @Test func textAtRangeIsClamped() {
    let template = FormatTemplate("é%d")
    #expect(template.text(at: 2..<4) == "%d")
    #expect(template.text(at: 2..<99) == "%d")
    #expect(template.text(at: -5..<0) == "")
  }
}
