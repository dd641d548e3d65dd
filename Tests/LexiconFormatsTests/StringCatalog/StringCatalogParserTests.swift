import Foundation
import Lexicon
import Testing

@testable import LexiconFormats

@Suite struct StringCatalogParserTests {
  private func parse(_ json: String) -> ParsedCatalog {
    StringCatalogParser.parse(Data(json.utf8), path: "L.xcstrings")
  }

  private func messages(_ parsed: ParsedCatalog) -> [String] {
    parsed.diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
  }

  private func unit(_ value: String, state: String? = "translated") -> String {
    let stateText = state.map { "\"state\" : \"\($0)\", " } ?? ""
    return "{ \"stringUnit\" : { \(stateText)\"value\" : \"\(value)\" } }"
  }

  @Test(arguments: ["1.0", "1.1"])
  func readsPlainStringsInEveryVersion(version: String) {
    let parsed = parse(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Done" : { "localizations" : { "de" : \(unit("Fertig")), "en" : \(unit("Done!")) } },
          "Only source" : { "comment" : "no translations", "extractionState" : "manual" },
          "Hello %@" : { "localizations" : { "fr" : \(unit("Bonjour %@")) } }
        },
        "version" : "\(version)"
      }
      """)
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.sourceLanguage == "en")
    #expect(parsed.version == version)
    #expect(
      parsed.tables["en"] == [
        "Done": .text("Done!"), "Only source": .text("Only source"), "Hello %@": .text("Hello %@"),
      ])
    #expect(parsed.tables["de"] == ["Done": .text("Fertig")])
    #expect(parsed.tables["fr"] == ["Hello %@": .text("Bonjour %@")])
  }

  @Test(arguments: [
    ("translated", true), ("needs_review", true), ("new", true), ("stale", true), (nil, true),
  ])
  func servesEveryState(state: String?, served: Bool) {
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"de":\(unit("x", state: state))}}}}
      """)
    #expect((parsed.tables["de"]?["k"] == .text("x")) == served)
    #expect(parsed.diagnostics.isEmpty)
  }

  /// An empty value in a translation is a string nobody translated yet, whatever its state: it
  /// is not served, so lookups fall back. In the source language it may be deliberate.
  @Test(arguments: ["translated", "needs_review", "new", "stale", nil] as [String?])
  func emptyTranslationsAreNotServed(state: String?) {
    let german = "  \"k\":{\"localizations\":{\"de\":\(unit("", state: state))"
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
      \(german),"en":\(unit("", state: state))}},
        "":{"localizations":{"de":\(unit("", state: state))}}
      }}
      """)
    let column = german.utf8.count - 5  // the empty value's opening quote, before `" } }`
    #expect(parsed.tables["de"]?["k"] == nil)
    #expect(parsed.tables["en"]?["k"] == .text(""))
    // The empty key's translation is empty too.
    #expect(parsed.tables["de"]?[""] == .text(""))
    #expect(
      messages(parsed) == [
        "2:\(column): warning: the de localization of \"k\" is empty; it is not served, so lookups "
          + "fall back to another language"
      ])
  }

  @Test func emptyPluralFormsOfTranslationsAreNotServed() {
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
        "a":{"localizations":{"ru":{"variations":{"plural":{"one":\(unit("")),"other":\(unit("штук"))}}}}},
        "b":{"localizations":{"ru":{"variations":{"plural":{"one":\(unit("штука")),"other":\(unit(""))}}}}},
        "c":{"localizations":{"ru":{
          "stringUnit":{"state":"translated","value":"%#@n@"},
          "substitutions":{"n":{"argNum":1,"variations":{"plural":{"other":\(unit(""))}}}}
        }}},
        "d":{"localizations":{"ru":{
          "substitutions":{"n":{"argNum":1,"variations":{"plural":{"other":\(unit(""))}}}},
          "variations":{"device":{"other":\(unit("%#@n@"))}}
        }}}
      }}
      """)
    // An empty form is absent (the `other` form stands in); without `other` nothing is served.
    guard case .plural(let plural)? = parsed.tables["ru"]?["a"] else {
      Issue.record("expected a plural")
      return
    }
    #expect(plural.variables["plural"]?.variants == [.other: "штук"])
    #expect(parsed.tables["ru"]?["b"] == nil)
    #expect(parsed.tables["ru"]?["c"] == nil)
    #expect(parsed.tables["ru"]?["d"] == nil)
    #expect(
      parsed.diagnostics.map(\.severity) == [.warning, .warning, .warning, .warning],
      "\(messages(parsed))")
  }

  @Test func warnsAboutUnknownState() {
    let parsed = parse(
      #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"de":\#(unit("x", state: "odd"))}}}}"#
    )
    #expect(parsed.tables["de"]?["k"] == .text("x"))
    #expect(
      messages(parsed) == [
        "1:107: warning: unknown state \"odd\" in the de localization of \"k\"; the value is used"
      ])
  }

  @Test func servesDoNotTranslateStringsInTheSourceLanguageOnly() {
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
        "CotEditor":{"shouldTranslate":false,"localizations":{"de":\(unit("Kot"))}},
        "Brand":{"shouldTranslate":false,"localizations":{"en":\(unit("BRAND"))}}
      }}
      """)
    #expect(parsed.tables["en"] == ["CotEditor": .text("CotEditor"), "Brand": .text("BRAND")])
    #expect(parsed.tables["de"] == nil)
  }

  @Test func readsTopLevelPluralVariations() {
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
        "%lld items in %@":{"localizations":{"ru":{"variations":{"plural":{
          "one":\(unit("%lld элемент в %@")),
          "few":\(unit("%lld элемента в %@")),
          "other":\(unit("%lld элементов в %@"))
        }}}}},
        "%@ has %2$lld":{"localizations":{"en":{"variations":{"plural":{
          "one":\(unit("%1$@ has one")),
          "other":\(unit("%1$@ has %2$lld"))
        }}}}},
        "no numbers":{"localizations":{"en":{"variations":{"plural":{"other":\(unit("some"))}}}}}
      }}
      """)
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.tables["ru"]?["%lld items in %@"]
        == .plural(
          PluralString(
            format: "%#@plural@",
            variables: [
              "plural": PluralVariable(
                argumentNumber: 1, formatSpecifier: "lld",
                variants: [
                  .one: "%lld элемент в %@", .few: "%lld элемента в %@",
                  .other: "%lld элементов в %@",
                ])
            ])))
    guard case .plural(let positional)? = parsed.tables["en"]?["%@ has %2$lld"],
      case .plural(let none)? = parsed.tables["en"]?["no numbers"]
    else {
      Issue.record("expected plurals")
      return
    }
    #expect(positional.variables["plural"]?.argumentNumber == 2)
    #expect(positional.variables["plural"]?.formatSpecifier == "lld")
    #expect(none.variables["plural"]?.argumentNumber == 1)
  }

  @Test func readsSubstitutions() {
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"1.1","strings":{
        "k":{"localizations":{"en":{
          "stringUnit":{"state":"translated","value":"%1$#@files@ in %2$#@folders@"},
          "substitutions":{
            "files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
              "one":\(unit("%arg file")),"other":\(unit("%arg files"))}}},
            "folders":{"argNum":2,"formatSpecifier":"%d","variations":{"plural":{
              "other":\(unit("%arg folders"))}}}
          }
        }}}
      }}
      """)
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.tables["en"]?["k"]
        == .plural(
          PluralString(
            format: "%1$#@files@ in %2$#@folders@",
            variables: [
              "files": PluralVariable(
                argumentNumber: 1, formatSpecifier: "lld",
                variants: [.one: "%arg file", .other: "%arg files"]),
              "folders": PluralVariable(
                argumentNumber: 2, formatSpecifier: "d", variants: [.other: "%arg folders"]),
            ])))
  }

  @Test func picksOneDeviceVariantDeterministically() {
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
        "Device":{"localizations":{
          "en":{"variations":{"device":{"ipad":\(unit("iPad")),"iphone":\(unit("iPhone")),"other":\(unit("Device"))}}},
          "de":{"variations":{"device":{"mac":\(unit("Mac")),"ipad":\(unit("iPad"))}}},
          "fr":{"variations":{"device":{"applewatch":{"variations":{"plural":{"other":\(unit("%lld montres"))}}}}}}
        }}
      }}
      """)
    #expect(parsed.diagnostics.isEmpty)
    // (The choice on each device is checked by `DeviceVariantTests`.)
    #if os(Linux)
      #expect(parsed.tables["en"]?["Device"] == .text("Device"))
      #expect(parsed.tables["de"]?["Device"] == .text("iPad"))
    #elseif os(macOS)
      #expect(parsed.tables["de"]?["Device"] == .text("Mac"))
    #endif
    guard case .plural(let plural)? = parsed.tables["fr"]?["Device"] else {
      Issue.record("expected a plural")
      return
    }
    #expect(plural.variables["plural"]?.variants == [.other: "%lld montres"])
  }

  /// Xcode writes a device variation next to the substitutions its variants use; a device
  /// variant may itself hold a plural variation that uses them.
  @Test func deviceVariantsKeepTheSubstitutionsBesideThem() {
    let count = """
      "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
        "one" : \(unit("%arg photo")), "other" : \(unit("%arg photos")) } } }
      """
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"1.1","strings":{
        "%lld photos from %@":{"localizations":{
          "en":{
            "substitutions":{ \(count) },
            "variations":{"device":{
              "iphone":\(unit("%#@count@ from %2$@")),
              "other":\(unit("%#@count@ from %2$@ (all)"))
            }}
          },
          "de":{
            "substitutions":{ \(count) },
            "variations":{"device":{
              "iphone":{"variations":{"plural":{
                "one":\(unit("%#@count@ von %2$@ (iPhone)")),"other":\(unit("%#@count@ von %2$@ (iPhone)"))}}},
              "other":{"variations":{"plural":{
                "one":\(unit("ein %#@count@ von %2$@")),"other":\(unit("%#@count@ von %2$@"))}}}
            }}
          }
        }}
      }}
      """)
    #expect(messages(parsed) == [])
    let photos = PluralVariable(
      argumentNumber: 1, formatSpecifier: "lld",
      variants: [.one: "%arg photo", .other: "%arg photos"])
    #if os(iOS)
      let englishFormat = "%#@count@ from %2$@"
      let germanVariants: [PluralCategory: String] = [
        .one: "%#@count@ von %2$@ (iPhone)", .other: "%#@count@ von %2$@ (iPhone)",
      ]
    #else
      let englishFormat = "%#@count@ from %2$@ (all)"
      let germanVariants: [PluralCategory: String] = [
        .one: "ein %#@count@ von %2$@", .other: "%#@count@ von %2$@",
      ]
    #endif
    #expect(
      parsed.tables["en"]?["%lld photos from %@"]
        == .plural(PluralString(format: englishFormat, variables: ["count": photos])))
    #expect(
      parsed.tables["de"]?["%lld photos from %@"]
        == .plural(
          PluralString(
            format: "%#@plural@",
            variables: [
              "count": photos,
              "plural": PluralVariable(
                argumentNumber: 1, formatSpecifier: "lld", variants: germanVariants),
            ])))
  }

  /// A substitution of the device variant itself replaces the one of the same name beside the
  /// device variation.
  @Test func aDeviceVariantsOwnSubstitutionWins() {
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"1.1","strings":{"k":{"localizations":{"en":{
        "substitutions":{
          "n":{"argNum":1,"variations":{"plural":{"other":\(unit("%arg outer"))}}},
          "m":{"argNum":2,"variations":{"plural":{"other":\(unit("%arg kept"))}}}
        },
        "variations":{"device":{"other":{
          "stringUnit":{"state":"translated","value":"%1$#@n@ %2$#@m@"},
          "substitutions":{"n":{"argNum":1,"variations":{"plural":{"other":\(unit("%arg inner"))}}}}
        }}}
      }}}}}
      """)
    #expect(messages(parsed) == [])
    guard case .plural(let plural)? = parsed.tables["en"]?["k"] else {
      Issue.record("expected a plural")
      return
    }
    #expect(plural.variables["n"]?.variants == [.other: "%arg inner"])
    #expect(plural.variables["m"]?.variants == [.other: "%arg kept"])
  }

  @Test func reportsSemanticProblems() {
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"2.0","strings":{
        "a":{"localizations":{"de":{"stringUnit":{"state":"translated"}}}},
        "b":{"localizations":{"de":{"variations":{"plural":{"one":\(unit("x")),"lots":\(unit("y"))}}}}},
        "c":{"localizations":{"de":{"stringUnit":{"value":"%#@n@"}}}},
        "d":{"shouldTranslate":"no"},
        "a":{}
      }}
      """)
    #expect(
      messages(parsed) == [
        "1:34: warning: unknown String Catalog version \"2.0\"; reading it as 1.1",
        "2:44: error: the stringUnit of the de localization of \"a\" has no \"value\"",
        "3:54: error: the plural variations of the de localization of \"b\" have no 'other' form",
        "3:122: warning: unknown plural category \"lots\" in the de localization of \"b\" is ignored; "
          + "expected zero, one, two, few, many or other",
        "4:44: error: the de localization of \"c\" uses %#@n@, but has no substitution \"n\"",
        "5:26: error: \"shouldTranslate\" is a string; expected true or false",
        "6:3: warning: duplicate key \"a\" (first defined on line 2); the last one wins",
      ])
    #expect(parsed.tables["en"]?["a"] == .text("a"))
  }

  @Test(arguments: [
    ("", "1:1: error: the file is empty; expected a JSON object"),
    ("{", "1:2: error: expected a field name in double quotes, found end of file"),
    ("{\"a\" 1}", "1:6: error: expected ':' after the field name \"a\", found '1'"),
    ("{\"a\":1,}", "1:7: error: trailing comma after the last field of an object"),
    ("{\"a\":1 \"b\":2}", "1:8: error: expected ',' or '}' after the value of \"a\", found '\"'"),
    ("[1 2]", "1:4: error: expected ',' or ']' after an array element, found '2'"),
    (
      "{\"a\":\"x\ny\"}",
      "1:6: error: unterminated string (a line break in a string must be written \\n)"
    ),
    ("{\"a\":\"\\q\"}", "1:7: error: invalid escape '\\q' in a string"),
    (
      "{\"a\":\"\\u12\"}",
      "1:7: error: invalid \\u escape in a string: expected four hexadecimal digits"
    ),
    ("{\"a\":\"open}", "1:6: error: unterminated string: missing the closing '\"'"),
    ("{\"a\":tru}", "1:6: error: expected a value, found tru (did you mean true?)"),
    ("{\"a\":-}", "1:7: error: expected a digit after '-', found '}'"),
    ("{} x", "1:4: error: unexpected 'x' after the end of the JSON value"),
    ("[]", "1:1: error: a String Catalog must be a JSON object, but this is an array"),
    ("{}", "1:1: error: the catalog has no \"sourceLanguage\""),
  ])
  func reportsJSONErrorsWithPositions(json: String, message: String) {
    #expect(messages(parse(json)).first == message)
    #expect(parse(json).hasErrors)
  }

  @Test func decodesJSONEscapes() {
    let parsed = parse(
      #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"value":"\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00\ud800x"}}}}}}"#
    )
    #expect(parsed.tables["en"]?["k"] == .text("\"\\/\u{08}\u{0C}\n\r\té😀\u{FFFD}x"))
  }

  @Test func keepsCompleteStringsBeforeASyntaxError() {
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
        "ok":{"localizations":{"de":\(unit("gut"))}},
        "broken":{"localizations":{"de":{"stringUnit":{"value":"x" "state":1}}}}
      """)
    #expect(
      messages(parsed) == [
        "3:62: error: expected ',' or '}' after the value of \"value\", found '\"'"
      ])
    #expect(parsed.tables["de"]?["ok"] == .text("gut"))
    // The cut string serves nothing: not its partial German, not the key as English text.
    #expect(parsed.tables["de"]?["broken"] == nil)
    #expect(parsed.tables["en"]?["broken"] == nil)
    #expect(parsed.tables["en"]?["ok"] == .text("ok"))
  }

  @Test func servesCompleteLocalizationsOfAStringCutShort() {
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
        "cut":{"localizations":{"de":\(unit("gut")),"fr":{"stringUnit":{"value":"bon" "x":1}}}}
      """)
    #expect(parsed.tables["de"]?["cut"] == .text("gut"))
    #expect(parsed.tables["fr"]?["cut"] == nil)
    #expect(parsed.tables["en"]?["cut"] == nil)
  }

  @Test func reportsProblemsOfCompleteStringsBeforeASyntaxError() {
    let parsed = parse(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
        "ok":{"localizations":{"de":{"stringUnit":{"state":"translated"}}}},
        "broken":{"localizations":{"de":{"stringUnit":{"value":"x" "state":1}}}}
      """)
    #expect(
      messages(parsed) == [
        "2:45: error: the stringUnit of the de localization of \"ok\" has no \"value\"",
        "3:62: error: expected ',' or '}' after the value of \"value\", found '\"'",
      ])
  }

  @Test func boundsNestingDepth() {
    let json = String(repeating: "[", count: 100_000)
    #expect(
      messages(parse(json)) == ["1:129: error: objects and arrays are nested more than 128 deep"])
  }

  @Test func strictParsingThrows() {
    #expect(throws: LocalizationFileError.self) {
      try StringCatalogParser.parseStrictly(Data("{".utf8))
    }
    #expect(throws: Never.self) {
      try StringCatalogParser.parseStrictly(
        Data(#"{"sourceLanguage":"en","version":"1.0","strings":{}}"#.utf8))
    }
  }
}
