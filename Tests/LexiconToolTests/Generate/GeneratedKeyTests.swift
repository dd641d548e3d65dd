import Lexicon
import Testing

@testable import LexiconTool

@Suite struct GeneratedKeyTests {
  private func parameters(_ value: LocalizedValue, comment: String? = nil) -> [String] {
    GeneratedKey(key: "k", name: "k", value: value, comment: comment).parameters.map(\.declaration)
  }

  @Test(
    arguments: [
      ("Sign in", []),
      ("40% off", []),
      ("100%% sure", []),
      ("Hi, %@!", ["_ argument1: some CustomStringConvertible"]),
      ("%d items", ["_ argument1: Int"]),
      ("%lu bytes", ["_ argument1: UInt"]),
      ("%.2f km", ["_ argument1: Double"]),
      ("%c", ["_ argument1: Unicode.Scalar"]),
      ("%s", ["_ argument1: String"]),
      ("%p", ["_ argument1: UnsafeRawPointer"]),
      ("%2$@ then %1$d", ["_ argument1: Int", "_ argument2: some CustomStringConvertible"]),
      ("%*d", ["_ argument1: Int", "_ argument2: Int"]),
      (
        "%2$@ only",
        ["_ argument1: some CustomStringConvertible", "_ argument2: some CustomStringConvertible"]
      ),
    ] as [(String, [String])])
  func specifiersGiveTypedParameters(text: String, expected: [String]) {
    #expect(parameters(.text(text)) == expected)
  }

  @Test func aCommentNamesTheArguments() {
    #expect(
      parameters(.text("%1$@ sent %2$d"), comment: "Sent line. Arguments: sender, count.")
        == ["sender: some CustomStringConvertible", "count: Int"])
    #expect(
      parameters(.text("%@ and %@"), comment: "Parameters: name") == [
        "name: some CustomStringConvertible", "_ argument2: some CustomStringConvertible",
      ])
  }

  @Test func aPluralNumberIsNamedForItsVariable() {
    let stringsDict = LocalizedValue.plural(
      PluralString(
        format: "%#@files@ in %@",
        variables: ["files": PluralVariable(formatSpecifier: "d", variants: [.other: "%d files"])]))
    #expect(parameters(stringsDict) == ["files: Int", "_ argument2: some CustomStringConvertible"])
    let catalog = LocalizedValue.plural(
      PluralString(
        format: "%#@plural@",
        variables: [
          "plural": PluralVariable(
            argumentNumber: 1, formatSpecifier: "lld", variants: [.other: "%arg files"])
        ]))
    #expect(parameters(catalog) == ["count: Int"])
  }

  @Test(arguments: [
    (LocalizedValue.text("Sign in"), "\"Sign in\""),
    (
      .plural(
        PluralString(
          format: "%#@n@",
          variables: [
            "n": PluralVariable(
              formatSpecifier: "d", variants: [.one: "%d file", .other: "%d files"])
          ])),
      "\"%#@n@\", in which:\n- n:\n  - one: \"%d file\"\n  - other: \"%d files\""
    ),
  ])
  func theDocumentationShowsTheText(value: LocalizedValue, expected: String) {
    #expect(GeneratedKey(key: "k", name: "k", value: value, comment: nil).text == expected)
  }
}
