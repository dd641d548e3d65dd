import Lexicon
import Testing

@testable import LexiconTesting

@Suite struct SnapshotArgumentTests {
  @Test func literalsMakeArguments() {
    let arguments: [SnapshotArgument] = ["Ann", 3, 2.5]
    #expect(arguments == [.text("Ann"), .integer(3), .floatingPoint(2.5)])
    #expect(arguments.map(\.description) == ["\"Ann\"", "3", "2.5"])
  }

  @Test(arguments: [
    ("5", FormatArgumentKind.signedInteger, SnapshotArgument?.some(.integer(5))),
    ("1.5", .signedInteger, nil),
    ("5", .unsignedInteger, .unsignedInteger(5)),
    ("5", .floatingPoint, .floatingPoint(5)),
    ("1.5", .floatingPoint, .floatingPoint(1.5)),
    ("5", .object, .integer(5)),
    ("1.5", .object, .floatingPoint(1.5)),
    ("5", .cString, nil),
    ("5", .pointer, nil),
  ])
  func aCountTakesTheTypeOfItsSpecifier(
    sample: String, kind: FormatArgumentKind, argument: SnapshotArgument?
  ) {
    #expect(SnapshotArgument.count(sample, for: kind) == argument)
  }

  @Test func theDefaultSamplesPrintThroughEveryKind() {
    let template = "%@ %s %d %u %.1f %c %p"
    let kinds: [FormatArgumentKind] = [
      .object, .cString, .signedInteger, .unsignedInteger, .floatingPoint, .character, .pointer,
    ]
    let arguments = kinds.compactMap { LocalizationSnapshot.defaultSamples[$0]?.value }
    let rendered = FormatRenderer.render(template, arguments: arguments, language: "en")
    #expect(rendered.text == "Alex Alex 7 7 2.5 A 0x1000")
    #expect(rendered.issues == [])
  }
}
