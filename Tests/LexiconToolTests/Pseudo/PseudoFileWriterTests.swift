import Foundation
import Lexicon
import LexiconFormats
import Testing

@testable import LexiconTool

/// What the writer writes reads back, through the runtime's parsers, as the table it was given.
@Suite struct PseudoFileWriterTests {
  @Test func stringsReadBackAsWritten() {
    let texts = [
      "title": "[Šîĝñ îñ one]", "quote": #"say "hi" \ now"#, "lines": "a\nb\tc",
      "rtl": "\u{200F}\u{202E}Sign\u{202C}\u{200F}", "bell": "\u{07}",
    ]
    let written = PseudoFileWriter.strings(texts)
    let parsed = StringsFileParser.parse(Data(written.utf8))
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.table == StringTable(texts: texts))
    #expect(written.hasPrefix("\"bell\" = \"\\U0007\";\n"))
  }

  @Test func pluralsReadBackAsWritten() {
    let plurals = [
      "files": PluralString(
        format: "%#@files@ in <b>%@</b> & more",
        variables: [
          "files": PluralVariable(
            formatSpecifier: "d", variants: [.one: "%d file", .other: "%d files"])
        ])
    ]
    let parsed = StringsDictParser.parse(Data(PseudoFileWriter.stringsDict(plurals).utf8))
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.table == StringTable(texts: [:], plurals: plurals))
  }

  /// A String Catalog's plural writes its number as `%arg`; in a `.stringsdict` it becomes the
  /// variable's specifier and the placeholder takes the argument number, so it prints the same.
  @Test func aCatalogPluralIsWrittenWithItsArgumentNumber() {
    let catalog = PluralString(
      format: "%@: %#@plural@",
      variables: [
        "plural": PluralVariable(
          argumentNumber: 2, formatSpecifier: "lld",
          variants: [.one: "%arg device", .other: "%arg devices"])
      ])
    let parsed = StringsDictParser.parse(
      Data(PseudoFileWriter.stringsDict(["devices": catalog]).utf8))
    #expect(parsed.diagnostics.isEmpty)
    guard case .plural(let plural)? = parsed.table["devices"] else {
      Issue.record("not a plural")
      return
    }
    #expect(plural.format == "%@: %2$#@plural@")
    #expect(
      plural.variables["plural"]?.variants == [.one: "%2$lld device", .other: "%2$lld devices"])
    let render = { (value: LocalizedValue) in
      FormatRenderer.render(value, arguments: ["Home", 3], language: "en").text
    }
    #expect(render(.plural(plural)) == render(.plural(catalog)))
    #expect(render(.plural(plural)) == "Home: 3 devices")
  }
}
