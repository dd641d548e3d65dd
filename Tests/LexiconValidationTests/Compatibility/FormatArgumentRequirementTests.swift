import Lexicon
import LexiconValidation
import Testing

@Suite struct FormatArgumentRequirementTests {
  private static func plural(
    _ format: String,
    _ variables: [String: (specifier: String, variants: [PluralCategory: String])],
    argumentNumbers: [String: Int] = [:]
  ) -> LocalizedValue {
    .plural(
      PluralString(
        format: format,
        variables: variables.mapValues {
          PluralVariable(formatSpecifier: $0.specifier, variants: $0.variants)
        }
        .reduce(into: [:]) { result, entry in
          var variable = entry.value
          variable.argumentNumber = argumentNumbers[entry.key]
          result[entry.key] = variable
        }))
  }

  @Test(arguments: [
    (LocalizedValue.text("Sign in"), [FormatArgumentRequirement]()),
    (
      .text("%1$@ sent %2$d photos"),
      [
        FormatArgumentRequirement(argument: 1, kind: .object),
        FormatArgumentRequirement(argument: 2, kind: .signedInteger),
      ]
    ),
    (.text("%2$@ only"), [FormatArgumentRequirement(argument: 2, kind: .object)]),
    (
      .text("%*d"),
      [
        FormatArgumentRequirement(argument: 1, kind: .signedInteger),
        FormatArgumentRequirement(argument: 2, kind: .signedInteger),
      ]
    ),
    (
      plural("%#@files@", ["files": ("d", [.one: "%d file", .other: "%d files"])]),
      [FormatArgumentRequirement(argument: 1, kind: .signedInteger, countingVariables: ["files"])]
    ),
    (
      plural("%#@gb@ used", ["gb": (".1f", [.one: "one", .other: "%.1f GB"])]),
      [FormatArgumentRequirement(argument: 1, kind: .floatingPoint, countingVariables: ["gb"])]
    ),
    (
      plural(
        "%#@files@ in %#@folders@",
        ["files": ("d", [.other: "%d files"]), "folders": ("ld", [.other: "%ld folders"])]),
      [
        FormatArgumentRequirement(argument: 1, kind: .signedInteger, countingVariables: ["files"]),
        FormatArgumentRequirement(
          argument: 2, kind: .signedInteger, countingVariables: ["folders"]),
      ]
    ),
    (
      plural(
        "%@: %#@items@", ["items": ("d", [.other: "%arg items"])], argumentNumbers: ["items": 2]),
      [
        FormatArgumentRequirement(argument: 1, kind: .object),
        FormatArgumentRequirement(argument: 2, kind: .signedInteger, countingVariables: ["items"]),
      ]
    ),
  ])
  func everyArgumentIsListedWithItsKindAndCountingVariables(
    value: LocalizedValue, requirements: [FormatArgumentRequirement]
  ) {
    #expect(FormatArgumentRequirement.requirements(of: value) == requirements)
  }
}
