import Foundation
import LexiconTestSupport
import Testing

@testable import Lexicon
@testable import LexiconFormats

/// Deterministic fuzz-style checks: no input makes a parser crash or hang, and the number of
/// diagnostics stays bounded. (Speed is measured by benchmarks, not here.)
@Suite struct ParserRobustnessTests {
  private static let seeds: [(LocalizationFileKind, String)] = [
    (
      .strings,
      "/* c */\n\"a\" = \"b\\n\\U00e9\\101\";\n'c' = d;\n\"e\";\n// x\n{ \"f\" = (\"g\"); }"
    ),
    (
      .stringsDict,
      "<?xml version=\"1.0\"?><!DOCTYPE plist [<!x>]><plist><dict><key>k</key><dict>"
        + "<key>NSStringLocalizedFormatKey</key><string>%#@n@ &amp; <![CDATA[x]]></string><key>n</key><dict>"
        + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d</string>"
        + "</dict></dict></dict></plist>"
    ),
    (
      .stringCatalog,
      #"{"sourceLanguage":"en","version":"1.1","strings":{"k":{"localizations":{"de":{"variations":{"plural":"#
        + #"{"other":{"stringUnit":{"state":"translated","value":"%lld \u00e9"}}}}},"en":{"stringUnit":"#
        + #"{"value":"%#@x@"},"substitutions":{"x":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":"#
        + #"{"other":{"stringUnit":{"value":"%arg"}}}}}}}}},"d":{"shouldTranslate":false}}}"#
    ),
  ]

  /// Parses `bytes` as a runtime does and as tools do (locations, reading on past every syntax
  /// error): both read the same values, with bounded diagnostics at valid places.
  private func parse(_ bytes: [UInt8], as kind: LocalizationFileKind) {
    let file = LocalizationFile.parse(Data(bytes), kind: kind, path: "fuzz")
    #expect(file.diagnostics.count <= 1001)
    for diagnostic in file.diagnostics {
      #expect(diagnostic.line >= 0 && diagnostic.column >= 0)
    }
    let located = LocalizationFile.parseLocated(Data(bytes), kind: kind, path: "fuzz")
    #expect(located.file == file)
    #expect(located.syntaxErrors.count <= 1001)
    for diagnostic in located.syntaxErrors {
      #expect(diagnostic.line >= 0 && diagnostic.column >= 0)
    }
  }

  @Test(arguments: LocalizationFileKind.allCases)
  func survivesRandomBytes(kind: LocalizationFileKind) {
    var generator = SeededGenerator(state: 42)
    let alphabet = Array("\"'\\;={}()<>/*\n\r\t aU0123456789ẞ😀&#[]:,".utf8)
    for round in 0..<400 {
      let length = Int.random(in: 0..<600, using: &generator)
      let bytes: [UInt8] = (0..<length).map { _ in
        round % 2 == 0
          ? UInt8.random(in: 0...255, using: &generator)
          : alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
      }
      parse(bytes, as: kind)
    }
  }

  @Test(arguments: seeds.map(\.0))
  func survivesTruncationsAndMutations(kind: LocalizationFileKind) async {
    guard let seed = Self.seeds.first(where: { $0.0 == kind }) else { return }
    let original = Array(seed.1.utf8)
    for end in 0...original.count { parse(Array(original[..<end]), as: kind) }
    var generator = SeededGenerator(state: 7)
    for round in 0..<1500 {
      // Let other tests' jobs run between rounds (see `everyCorpusValueKeepsItsSpecifiers`).
      if round.isMultiple(of: 50) { await Task.yield() }
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        guard !bytes.isEmpty else { break }
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
        case 1: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
        case 2:
          bytes.removeSubrange(
            position..<min(bytes.count, position + Int.random(in: 1...8, using: &generator)))
        default:
          bytes.insert(contentsOf: bytes[position..<min(bytes.count, position + 16)], at: position)
        }
      }
      parse(bytes, as: kind)
    }
  }

  @Test func survivesDeepNesting() {
    let depth = 100_000
    parse(Array(String(repeating: "{", count: depth).utf8), as: .strings)
    parse(Array(("\"a\" = " + String(repeating: "(", count: depth)).utf8), as: .strings)
    parse(Array(String(repeating: "<dict><key>k</key>", count: depth).utf8), as: .stringsDict)
    parse(Array(String(repeating: "<array>", count: depth).utf8), as: .strings)
    parse(Array(String(repeating: "[", count: depth).utf8), as: .stringCatalog)
    parse(Array(String(repeating: "{\"a\":", count: depth).utf8), as: .stringCatalog)
  }

  @Test func survivesAMegabyteStringWithoutClosingQuote() {
    let body = String(repeating: "x", count: 1 << 20)
    parse(Array(("\"a\" = \"" + body).utf8), as: .strings)
    parse(Array(("<plist><string>" + body).utf8), as: .stringsDict)
    parse(Array(("{\"a\":\"" + body).utf8), as: .stringCatalog)
    let parsed = StringsFileParser.parse(Data(("\"a\" = \"" + body).utf8))
    #expect(
      parsed.diagnostics.map(\.message) == [
        "unterminated string: missing the closing '\"' of the string that starts here"
      ])
  }

  @Test func boundsDiagnosticsAndRescanning() {
    // Every line opens a string that the next line closes: each error re-scans, within budget.
    let lines = String(repeating: "\"a\" = \"x\n", count: 20_000)
    let parsed = StringsFileParser.parse(Data(lines.utf8))
    #expect(parsed.diagnostics.count == 1001)
    #expect(
      parsed.diagnostics.last?.message
        == "too many problems; the rest of this file's diagnostics are left out")
    let garbage = String(repeating: "@\n", count: 50_000)
    #expect(StringsFileParser.parse(Data(garbage.utf8)).diagnostics.count == 1001)
  }

  /// Past the limit, warnings stay warnings: a valid file with many of them (1,500 lowercase
  /// `\u` escapes, as in real apps' files) keeps every entry and has no error.
  @Test func manyWarningsLeaveAValidFileValid() {
    let lines = (0..<1500).map { "\"k\($0)\" = \"a \\u203A b\";\n" }.joined()
    let parsed = StringsFileParser.parse(Data(lines.utf8))
    #expect(parsed.table.count == 1500)
    #expect(parsed.diagnostics.count == 1001)
    #expect(!parsed.hasErrors)
    #expect(parsed.diagnostics.allSatisfy { $0.severity == .warning })
  }

  /// An error left out past the limit still makes the closing diagnostic an error.
  @Test func anErrorPastTheLimitIsAnError() {
    let lines = (0..<1500).map { "\"k\($0)\" = \"a \\u203A b\";\n" }.joined() + "@"
    let parsed = StringsFileParser.parse(Data(lines.utf8))
    #expect(parsed.hasErrors)
    #expect(parsed.diagnostics.last?.severity == .error)
    #expect(parsed.diagnostics.dropLast().allSatisfy { $0.severity == .warning })
  }

  /// A key with an escaped line break cannot split `path:line:column: message` over two lines.
  @Test func messagesStayOnOneLine() {
    let source = #""first\nsecond\U2028third" = "x" "y";"#
    let parsed = StringsFileParser.parse(Data(source.utf8))
    #expect(
      parsed.diagnostics.map(\.message) == [
        #"missing ';' after the value of the key "first\nsecond\u2028third""#
      ])
  }
}
