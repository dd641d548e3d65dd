import Foundation
import Lexicon
import Testing

@testable import LexiconFormats

@Suite struct StringsDictParserTests {
  private func plist(_ body: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>
      """.utf8)
  }

  private func variable(_ name: String, type: String = "ld", _ forms: [String: String]) -> String {
    var text = """
      <key>\(name)</key>
      <dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>\(type)</string>
      """
    for (category, form) in forms.sorted(by: { $0.key < $1.key }) {
      text += "\n<key>\(category)</key><string>\(form)</string>"
    }
    return text + "\n</dict>"
  }

  private func messages(_ parsed: ParsedTable) -> [String] {
    parsed.diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
  }

  /// Foundation reads only the variables a format names. Other keys of an entry — a translator's
  /// `comment`, notes, a variable nobody uses — do not make it fail: notes are ignored, unused
  /// variables are a warning and are left out.
  @Test func extraKeysOfAnEntryAreNotErrors() {
    let data = plist(
      """
      <key>k</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
      <key>comment</key><string>translator note</string>
      <key>order</key><integer>3</integer>
      \(variable("files", ["one": "%ld file in %#@folders@", "other": "%ld files in %#@folders@"]))
      \(variable("folders", ["other": "folders"]))
      \(variable("old", ["other": "%ld old"]))
      <key>notes</key><dict><key>author</key><string>Ann</string></dict>
      </dict>
      """)
    let parsed = StringsDictParser.parse(data, path: "en.stringsdict")
    #expect(
      messages(parsed) == [
        "23:1: warning: the entry \"k\" defines \"old\", which its format and variants never "
          + "use; it is ignored",
        "29:1: warning: the entry \"k\" defines \"notes\", which its format and variants never "
          + "use; it is ignored",
      ])
    #expect(
      parsed.table["k"]
        == .plural(
          PluralString(
            format: "%#@files@",
            variables: [
              "files": PluralVariable(
                formatSpecifier: "ld",
                variants: [.one: "%ld file in %#@folders@", .other: "%ld files in %#@folders@"]),
              "folders": PluralVariable(formatSpecifier: "ld", variants: [.other: "folders"]),
            ])))
  }

  /// A key the format names must be a variable, even when it is called `comment`.
  @Test func aNamedVariableThatIsNotADictionaryIsAnError() {
    let data = plist(
      """
      <key>k</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@comment@</string>
      <key>comment</key><string>translator note</string>
      </dict>
      """)
    #expect(
      messages(StringsDictParser.parse(data)) == [
        "8:19: error: the variable \"comment\" of \"k\" is a string; expected a dictionary"
      ])
  }

  @Test func readsMultipleVariables() {
    let data = plist(
      """
      <key>files</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@files@ in %#@folders@</string>
      \(variable("files", ["one": "%ld file", "other": "%ld files"]))
      \(variable("folders", type: "%d", ["zero": "no folder", "one": "%d folder", "other": "%d folders"]))
      </dict>
      """)
    let parsed = StringsDictParser.parse(data, path: "en.stringsdict")
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.table["files"]
        == .plural(
          PluralString(
            format: "%#@files@ in %#@folders@",
            variables: [
              "files": PluralVariable(
                formatSpecifier: "ld", variants: [.one: "%ld file", .other: "%ld files"]),
              "folders": PluralVariable(
                formatSpecifier: "d",
                variants: [.zero: "no folder", .one: "%d folder", .other: "%d folders"]),
            ])))
  }

  @Test func readsPositionalPlaceholders() {
    let data = plist(
      """
      <key>k</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%2$@ has %1$#@count@</string>
      \(variable("count", ["one": "%1$ld item", "few": "%1$ld items", "other": "%1$ld items"]))
      </dict>
      """)
    let parsed = StringsDictParser.parse(data)
    #expect(parsed.diagnostics.isEmpty)
    guard case .plural(let plural)? = parsed.table["k"] else {
      Issue.record("expected a plural")
      return
    }
    #expect(plural.format == "%2$@ has %1$#@count@")
    #expect(plural.variables["count"]?.variants[.few] == "%1$ld items")
    #expect(plural.variables["count"]?.argumentNumber == nil)
  }

  @Test func reportsMissingOtherUnknownCategoryAndUndefinedVariable() {
    let data = plist(
      """
      <key>k</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@a@ %#@b@</string>
      \(variable("a", ["one": "one", "plural": "x"]))
      </dict>
      """)
    let parsed = StringsDictParser.parse(data, path: "de.stringsdict")
    #expect(
      messages(parsed) == [
        "7:38: error: the format of \"k\" uses %#@b@, but the entry defines no variable \"b\"",
        "9:1: error: the variable \"a\" of \"k\" has no 'other' form, which every language needs",
        "13:1: warning: unknown plural category \"plural\" in the variable \"a\" of \"k\" is ignored; "
          + "expected zero, one, two, few, many or other",
      ])
    #expect(parsed.table["k"] != nil)
  }

  @Test func reportsMissingFormatKeyAndWrongTypes() {
    let data = plist(
      """
      <key>noFormat</key>
      <dict>
      \(variable("a", ["other": "x"]))
      </dict>
      <key>notADict</key><string>x</string>
      <key>badFormat</key><dict><key>NSStringLocalizedFormatKey</key><integer>1</integer></dict>
      <key>badVariable</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
      <key>v</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><true/>
      <key>other</key><array/>
      </dict>
      </dict>
      <key>badType</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
      <key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>Nope</string></dict>
      </dict>
      """)
    let parsed = StringsDictParser.parse(data)
    #expect(
      messages(parsed) == [
        "6:1: error: the entry \"noFormat\" has no NSStringLocalizedFormatKey",
        "14:20: error: the entry \"notADict\" is a string; expected a dictionary with NSStringLocalizedFormatKey",
        "15:64: error: NSStringLocalizedFormatKey of \"badFormat\" is an integer; expected a string",
        "19:13: error: the variable \"v\" of \"badVariable\" has no 'other' form, which every language needs",
        "21:38: error: NSStringFormatValueTypeKey of the variable \"v\" of \"badVariable\" is a boolean; "
          + "expected a string such as \"d\"",
        "22:17: error: the other form of the variable \"v\" of \"badVariable\" is an array; expected a string",
        "28:55: error: NSStringFormatSpecTypeKey of the variable \"v\" of \"badType\" is \"Nope\"; "
          + "expected NSStringPluralRuleType",
      ])
    #expect(parsed.table.entries.keys.sorted() == ["badType", "badVariable"])
  }

  @Test func infersMissingValueTypeFromTheOtherForm() {
    let data = plist(
      """
      <key>k</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
      <key>v</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>other</key><string>%lu things</string>
      </dict></dict>
      """)
    guard case .plural(let plural)? = StringsDictParser.parse(data).table["k"] else {
      Issue.record("expected a plural")
      return
    }
    #expect(plural.variables["v"]?.formatSpecifier == "lu")
  }

  /// Without `other` (an error), the value type comes from the first form that has a numeric
  /// conversion in CLDR order, never from the dictionary's order (which changes from run to run
  /// and made the plain and the located parse disagree: a fuzz finding). Forty entries make an
  /// order-dependent pick fail with near certainty.
  @Test func infersMissingValueTypeInCategoryOrderWithoutOther() {
    let entries = (0..<40).map { index in
      """
      <key>k\(index)</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
      <key>v</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>zero</key><string>nothing</string>
      <key>one</key><string>%lu thing</string>
      <key>few</key><string>%d things</string>
      <key>many</key><string>%f things</string>
      </dict></dict>
      """
    }
    let data = plist(entries.joined(separator: "\n"))
    let parsed = StringsDictParser.parse(data)
    for index in 0..<40 {
      guard case .plural(let plural)? = parsed.table["k\(index)"] else {
        Issue.record("expected a plural for k\(index)")
        continue
      }
      #expect(plural.variables["v"]?.formatSpecifier == "lu", "k\(index)")
    }
  }
  @Test func resolvesDeviceAndWidthVariants() {
    let data = plist(
      """
      <key>device</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
      <key>ipad</key><string>Tap (iPad)</string>
      <key>other</key><string>Click</string>
      </dict></dict>
      <key>width</key><dict><key>NSStringVariableWidthRuleType</key><dict>
      <key>20</key><string>Short</string>
      <key>100</key><string>The long one</string>
      </dict></dict>
      """)
    let parsed = StringsDictParser.parse(data)
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.table["device"] == .text("Click"))
    #expect(parsed.table["width"] == .text("The long one"))
  }

  @Test func readsBinaryStringsDict() throws {
    let object: [String: Any] = [
      "k": [
        "NSStringLocalizedFormatKey": "%#@n@",
        "n": [
          "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
          "one": "a",
        ],
      ]
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let parsed = StringsDictParser.parse(data, path: "b.stringsdict")
    #expect(
      parsed.diagnostics.map(\.description) == [
        "b.stringsdict:0:0: error: the variable \"n\" of \"k\" has no 'other' form, which every language needs"
      ])
    #expect(
      parsed.table["k"]
        == .plural(
          PluralString(
            format: "%#@n@",
            variables: ["n": PluralVariable(formatSpecifier: "d", variants: [.one: "a"])])))
  }

  /// Entries completed before a syntax error are kept, and their problems are reported with it
  /// (lint shows every problem it can); the entry the error cuts short is not checked.
  @Test func keepsAndChecksEntriesBeforeASyntaxError() {
    let data = plist(
      """
      <key>ok</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
      \(variable("v", ["other": "x"]))
      </dict>
      <key>folders</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@folders@</string>
      \(variable("files", ["other": "x"]))
      </dict>
      <key>broken</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</oops>
      """)
    let parsed = StringsDictParser.parse(data)
    #expect(
      messages(parsed) == [
        "13:62: error: the format of \"folders\" uses %#@folders@, but the entry defines no "
          + "variable \"folders\"",
        "14:1: warning: the entry \"folders\" defines \"files\", which its format and variants never "
          + "use; it is ignored",
        "21:74: error: expected </string>",
      ])
    #expect(parsed.table["ok"] != nil)
  }

  @Test func strictParsingThrows() {
    #expect(throws: LocalizationFileError.self) {
      try StringsDictParser.parseStrictly(Data("<plist><dict>".utf8))
    }
  }
}
