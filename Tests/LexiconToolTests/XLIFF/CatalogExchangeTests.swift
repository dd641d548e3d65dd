import Foundation
import Lexicon
import Testing

@testable import LexiconTool

/// String Catalogs in an XLIFF exchange: Xcode's ids for variations, and translations edited
/// into the catalog in place (issue 25).
@Suite struct CatalogExchangeTests {
  static func exchange(_ text: String) throws -> (CatalogExchange, TemporaryFolder) {
    let folder = try TemporaryFolder(["A.xcstrings": text])
    let source = try #require(
      LintSource(url: folder.url.appendingPathComponent("A.xcstrings"), path: "A.xcstrings"))
    return (try CatalogExchange(source), folder)
  }

  /// A catalog of one key whose English localization is `english` and whose localizations
  /// have `others` too.
  static func catalog(_ key: String, _ english: String, others: String = "") -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "\(key)" : {
          "localizations" : {
            "en" : \(english)\(others)
          }
        }
      },
      "version" : "1.0"
    }
    """
  }

  static func unit(_ value: String, state: String = "translated") -> String {
    #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
  }

  @Test(arguments: [
    (
      "k",
      #"{ "variations" : { "device" : { "iphone" : { "variations" : { "plural" : { "one" : \#(unit("%lld tap")), "other" : \#(unit("%lld taps")) } } }, "other" : \#(unit("%lld clicks")) } } }"#,
      [
        "k|==|device.iphone.plural.few", "k|==|device.iphone.plural.many",
        "k|==|device.iphone.plural.one", "k|==|device.iphone.plural.other", "k|==|device.other",
      ]
    ),
    (
      "k",
      #"{ "stringUnit" : { "state" : "translated", "value" : "%#@a.b@" }, "substitutions" : { "a.b" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : \#(unit("%arg x")), "other" : \#(unit("%arg xs")) } } } } }"#,
      [
        "k", "k|==|substitutions.@a.b@.plural.few", "k|==|substitutions.@a.b@.plural.many",
        "k|==|substitutions.@a.b@.plural.one", "k|==|substitutions.@a.b@.plural.other",
      ]
    ),
  ])
  func idsAreXcodes(key: String, english: String, ids: [String]) throws {
    let (exchange, _) = try Self.exchange(Self.catalog(key, english))
    #expect(try exchange.units(language: "ru").map(\.id) == ids)
  }

  @Test func aSubstitutionsArgumentIsWrittenOutAndReadBack() throws {
    let english =
      #"{ "stringUnit" : { "state" : "translated", "value" : "Found %#@n@" }, "substitutions" : { "n" : { "argNum" : 2, "formatSpecifier" : "ld", "variations" : { "plural" : { "one" : \#(Self.unit("%arg file")), "other" : \#(Self.unit("%arg files")) } } } } }"#
    let (exchange, _) = try Self.exchange(Self.catalog("k", english))
    let units = try exchange.units(language: "de")
    #expect(units.first { $0.id == "k|==|substitutions.n.plural.one" }?.source == "%2$ld file")
    let output = try exchange.write(
      [
        "k": ImportedText(text: "%#@n@ gefunden", catalogState: "translated"),
        "k|==|substitutions.n.plural.one": ImportedText(
          text: "%2$ld Datei", catalogState: "translated"),
        "k|==|substitutions.n.plural.other": ImportedText(
          text: "%2$ld Dateien", catalogState: "translated"),
      ], language: "de")
    let text = String(decoding: try #require(output.data), as: UTF8.self)
    #expect(text.contains(#""value" : "%arg Datei""#))
    #expect(text.contains(#""argNum" : 2,"#))
    #expect(text.contains(#""formatSpecifier" : "ld","#))
    guard case .plural(let plural)? = output.values["k"] else {
      Issue.record("not a plural: \(String(describing: output.values["k"]))")
      return
    }
    #expect(plural.variables["n"]?.variants == [.one: "%arg Datei", .other: "%arg Dateien"])
  }

  /// A localization that lacks forms gets them at their sorted place, the rest untouched; a
  /// unit without a state gets one.
  @Test func missingMembersAreAddedInPlace() throws {
    let original = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "k" : {
            "localizations" : {
              "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } },
                  "ru" : {
                    "variations" : {
                      "plural" : {
                        "one" : {
                          "stringUnit" : {
                            "value" : "%lld товар"
                          }
                        },
                        "other" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "%lld товаров"
                          }
                        }
                      }
                    }
                  }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let (exchange, _) = try Self.exchange(original)
    let output = try exchange.write(
      [
        "k|==|plural.one": ImportedText(text: "%lld товар", catalogState: "translated"),
        "k|==|plural.few": ImportedText(text: "%lld товара", catalogState: "translated"),
        "k|==|plural.many": ImportedText(text: "%lld товаров", catalogState: "translated"),
        "k|==|plural.other": ImportedText(text: "%lld товара", catalogState: "translated"),
      ], language: "ru")
    #expect(
      String(decoding: try #require(output.data), as: UTF8.self) == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "k" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } },
                    "ru" : {
                      "variations" : {
                        "plural" : {
                          "few" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld товара"
                            }
                          },
                          "many" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld товаров"
                            }
                          },
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld товар"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld товара"
                            }
                          }
                        }
                      }
                    }
              }
            }
          },
          "version" : "1.0"
        }
        """)
  }

  @Test func aKeyWithoutLocalizationsGetsThem() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Done" : {

          },
          "Internal" : {
            "shouldTranslate" : false
          }
        },
        "version" : "1.0"
      }
      """
    let (exchange, _) = try Self.exchange(text)
    #expect(try exchange.units(language: "de").map(\.id) == ["Done"])
    let output = try exchange.write(
      ["Done": ImportedText(text: "Fertig", catalogState: "needs_review")], language: "de")
    #expect(
      String(decoding: try #require(output.data), as: UTF8.self) == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Fertig"
                  }
                }
              }
            },
            "Internal" : {
              "shouldTranslate" : false
            }
          },
          "version" : "1.0"
        }
        """)
  }

  /// A translation shaped otherwise than the source (a plural for a simple string) is exported
  /// in its own shape, as Xcode does.
  @Test func aTranslationOfAnotherShapeKeepsItsShape() throws {
    let others =
      #", "fr" : { "variations" : { "plural" : { "one" : \#(Self.unit("%lld compte")), "other" : \#(Self.unit("%lld comptes")) } } }"#
    let (exchange, _) = try Self.exchange(
      Self.catalog("count", Self.unit("%lld count"), others: others))
    let units = try exchange.units(language: "fr")
    #expect(units.map(\.id) == ["count|==|plural.one", "count|==|plural.other"])
    #expect(units.map(\.source) == ["%lld count", "%lld count"])
    #expect(units.map(\.target) == ["%lld compte", "%lld comptes"])
  }
}
