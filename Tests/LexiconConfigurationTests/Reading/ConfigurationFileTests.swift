import Foundation
import Lexicon
import LexiconConfiguration
import LexiconEnvironment
import Testing

@Suite struct ConfigurationFileTests {
  /// The problems of a file as `line:column: message`.
  static func problems(_ errors: [ConfigurationError]) -> [String] {
    errors.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
  }

  static let version = AppVersion("1.0")

  // MARK: - A complete file

  @Test func readsACompleteFile() throws {
    let bundle = try ConfigurationFixtures.bundle("App")
    let url = try #require(bundle.url(forResource: "Lexicon", withExtension: "json"))
    let file = ConfigurationFile(parsing: try Data(contentsOf: url), file: "Lexicon.json")
    #expect(file.problems == [])
    #expect(file.developmentLanguage == "en")
    #expect(file.supportedLanguages == ["en", "ru", "ar", "pt-BR"])
    #expect(file.customEnvironments == ["qa"])
    #expect(file.environmentNames == [.development, .staging, .production, "qa"])
    #expect(
      file.variables
        == ["baseURL": "https://example.com", "retries": 1, "supportEmail": "help@example.com"])
    #expect(
      file.configurations == [
        .debug: ConfigurationFile.Entry(
          environment: .development,
          variables: ["baseURL": "https://dev.example.com", "retries": 3, "verbose": true]),
        "QA": ConfigurationFile.Entry(
          environment: "qa",
          variables: [
            "baseURL": "https://qa.example.com", "timeout": 2.5,
            "hosts": ["a.example.com", "b.example.com"],
            "limits": ["uploads": 5, "cacheMegabytes": 64],
          ]),
        .release: ConfigurationFile.Entry(environment: .production),
      ])
  }

  @Test(
    "Resolves each build configuration, its variables over the shared ones",
    arguments: [
      (
        .debug, .development,
        ["baseURL": "https://dev.example.com", "retries": 3, "verbose": true]
          as [String:
          ConfigurationValue]
      ),
      (
        "QA", "qa",
        [
          "baseURL": "https://qa.example.com", "retries": 1, "timeout": 2.5,
          "hosts": ["a.example.com", "b.example.com"],
          "limits": ["uploads": 5, "cacheMegabytes": 64],
        ]
      ),
      (.release, .production, ["baseURL": "https://example.com", "retries": 1]),
    ] as [(BuildConfiguration, EnvironmentName, [String: ConfigurationValue])])
  func resolves(
    configuration: BuildConfiguration, environment: EnvironmentName,
    variables: [String: ConfigurationValue]
  ) throws {
    let bundle = try ConfigurationFixtures.bundle("App")
    let url = try #require(bundle.url(forResource: "Lexicon", withExtension: "json"))
    let file = ConfigurationFile(parsing: try Data(contentsOf: url))
    let settings = file.resolved(for: configuration, version: Self.version)
    var expected = variables
    expected["supportEmail"] = "help@example.com"
    #expect(settings.buildConfiguration == configuration)
    #expect(
      settings.environment == LocalizationEnvironment(name: environment, version: Self.version))
    #expect(settings.variables == ConfigurationVariables(expected))
    #expect(settings.supportedLanguages == ["en", "ru", "ar", "pt-BR"])
    #expect(settings.developmentLanguage == "en")
    #expect(settings.problems == [])
  }

  @Test func aMinimalFileIsValid() {
    let file = ConfigurationFile(parsing: Data("{}".utf8))
    #expect(file.problems == [])
    let settings = file.resolved(
      for: "QA", version: nil, defaultDevelopmentLanguage: "fr")
    #expect(settings.developmentLanguage == "fr")
    #expect(settings.supportedLanguages == [])
    #expect(settings.environment.name == EnvironmentName.default)
    #expect(settings.variables.isEmpty)
  }

  @Test(
    "A configuration without an entry reads development for Debug, production for Release",
    arguments: [
      (.debug, .development),
      (.release, .production),
      ("QA", EnvironmentName.default),
    ] as [(BuildConfiguration, EnvironmentName)])
  func fallbackEnvironment(configuration: BuildConfiguration, environment: EnvironmentName) {
    let file = ConfigurationFile(parsing: Data(#"{"variables": {"a": 1}}"#.utf8))
    let settings = file.resolved(for: configuration, version: nil)
    #expect(settings.environment.name == environment)
    #expect(settings.problems == [])
    #expect(settings.variables == ["a": 1])
  }

  // MARK: - Malformed and incomplete files

  static let malformed: [MalformedFile] = [
    MalformedFile(
      json: #"""
        {
          "configurations": {
            "Release": { "environment": "Production" }
          }
        }
        """#,
      problems: [
        #"3:33: configurations.Release.environment: expected one of development, staging, production, found "Production" (did you mean "production"?)"#
      ]),
    MalformedFile(
      json: #"""
        {
          "configurations": {
            "Release": { "environment": "prodution" }
          }
        }
        """#,
      problems: [
        #"3:33: configurations.Release.environment: expected one of development, staging, production, found "prodution" (did you mean "production"?)"#
      ]),
    MalformedFile(
      json: #"""
        {
          "configurations": {
            "Release": { "environment": 3 }
          }
        }
        """#,
      problems: [
        "3:33: configurations.Release.environment: expected one of development, staging, production, found 3"
      ]),
    MalformedFile(
      json: #"""
        {
          "configurations": {
            "Release": { "environment": "production" },
            "QA": { "environment": "qa" }
          }
        }
        """#,
      problems: [
        #"4:28: configurations.QA.environment: expected one of development, staging, production, found "qa""#
      ]),
    MalformedFile(
      json: #"""
        {
          "customEnvironments": ["qa", "Load Test", 7],
          "configurations": {
            "Release": { "environment": "qa" }
          }
        }
        """#,
      problems: [
        #"2:32: customEnvironments[1]: "Load Test" is not a valid environment name (lowercase letters, digits, - and _, starting with a letter)"#,
        "2:45: customEnvironments[2]: expected an environment name, found 7",
      ],
      environment: "qa"),
    MalformedFile(
      json: #"""
        {
          "customEnvironments": "qa"
        }
        """#,
      problems: [
        #"2:25: customEnvironments: expected an array of environment names, found "qa""#
      ]),
    MalformedFile(
      json: #"""
        {
          "configurations": {
            "Release": { "variables": { "a": 1 } }
          }
        }
        """#,
      problems: [
        "3:16: configurations.Release.environment: missing; expected one of development, staging, production"
      ],
      variables: ["a": 1]),
    MalformedFile(
      json: #"""
        {
          "configurations": {
            "Release": "production"
          }
        }
        """#,
      problems: [
        #"3:16: configurations.Release: expected an object such as {"environment": "production"}, found "production""#
      ]),
    MalformedFile(
      json: #"""
        {
          "supportedLanguages": ["en", "ru", "xx_", "ar"]
        }
        """#,
      problems: [#"2:38: supportedLanguages[2]: "xx_" is not a language tag"#],
      supportedLanguages: ["en", "ru", "ar"]),
    MalformedFile(
      json: #"""
        {
          "supportedLanguages": "en"
        }
        """#,
      problems: [#"2:25: supportedLanguages: expected an array of language tags, found "en""#]),
    MalformedFile(
      json: #"""
        {
          "supportedLanguages": ["en", 7, "pt_BR", "pt-BR"]
        }
        """#,
      problems: [
        "2:32: supportedLanguages[1]: expected a language tag, found 7",
        #"2:44: supportedLanguages[3]: duplicate language "pt-BR""#,
      ],
      supportedLanguages: ["en", "pt-BR"]),
    MalformedFile(
      json: #"""
        {
          "developmentLanguage": "Base"
        }
        """#,
      problems: [#"2:26: developmentLanguage: "Base" is not a language tag"#]),
    MalformedFile(
      json: #"""
        {
          "developmentLanguage": "de",
          "supportedLanguages": ["en", "ru"]
        }
        """#,
      problems: [#"2:26: developmentLanguage: "de" is not one of supportedLanguages"#],
      supportedLanguages: ["en", "ru"], developmentLanguage: "de"),
    MalformedFile(
      json: #"""
        {
          "supportedLanguage": ["en"]
        }
        """#,
      problems: [#"2:3: supportedLanguage: unknown field (did you mean "supportedLanguages"?)"#]),
    MalformedFile(
      json: #"""
        {
          "colour": "red"
        }
        """#,
      problems: [
        "2:3: colour: unknown field; expected one of developmentLanguage, supportedLanguages, customEnvironments, variables, configurations"
      ]),
    MalformedFile(
      json: #"""
        {
          "configurations": {
            "Release": { "env": "production" }
          }
        }
        """#,
      problems: [
        "3:16: configurations.Release.environment: missing; expected one of development, staging, production",
        #"3:18: configurations.Release.env: unknown field (did you mean "environment"?)"#,
      ]),
    MalformedFile(
      json: #"""
        {
          "configurations": {
            "Release": { "environment": "staging" },
            "Release": { "environment": "development" }
          }
        }
        """#,
      problems: ["4:5: configurations.Release: duplicate field; the last one is used"],
      environment: .development),
    MalformedFile(
      json: #"""
        {
          "configurations": {
            "Debug": { "environment": "development" }
          }
        }
        """#,
      problems: [#"2:21: configurations: missing configuration "Release" (the file has Debug)"#]),
    MalformedFile(
      json: #"["en"]"#,
      problems: ["1:1: expected an object, found an array"]),
    MalformedFile(
      json: #"""
        {
          "variables": [1]
        }
        """#,
      problems: ["2:16: variables: expected an object, found an array"]),
    MalformedFile(
      json: #"""
        {
          "variables": { "big": 1e999, "small": 2 }
        }
        """#,
      problems: ["2:25: variables.big: number 1e999 is out of range"],
      variables: ["small": 2]),
    MalformedFile(
      json: #"""
        {
          "variables": { "limits": { "a": 1, "a": 2 } }
        }
        """#,
      problems: ["2:38: variables.limits.a: duplicate field; the last one is used"],
      variables: ["limits": ["a": 2]]),
    MalformedFile(
      json: #"""
        {
          "configurations": ["Release"]
        }
        """#,
      problems: ["2:21: configurations: expected an object, found an array"]),
    MalformedFile(
      json: #"""
        {
          "configurations": {
            "Release": { "environment": "production", "variables": true }
          }
        }
        """#,
      problems: ["3:60: configurations.Release.variables: expected an object, found true"]),
    MalformedFile(
      json: #"""
        {
          "configurations": {
            "App Store": { "environment": 1 }
          }
        }
        """#,
      problems: [
        #"2:21: configurations: missing configuration "Release" (the file has App Store)"#,
        #"3:35: configurations["App Store"].environment: expected one of development, staging, production, found 1"#,
      ]),
    MalformedFile(
      json: #"""
        {
          "developmentLanguage": "en",
          "supportedLanguages": ["en", "xx_"],
          "colour": "red",
          "variables": { "retries": 3 },
          "configurations": {
            "Debug": { "environment": "devlopment" },
            "Release": { "environment": "production", "variables": { "retries": 5 } }
          }
        }
        """#,
      problems: [
        #"3:32: supportedLanguages[1]: "xx_" is not a language tag"#,
        "4:3: colour: unknown field; expected one of developmentLanguage, supportedLanguages, customEnvironments, variables, configurations",
        #"7:31: configurations.Debug.environment: expected one of development, staging, production, found "devlopment" (did you mean "development"?)"#,
      ],
      supportedLanguages: ["en"], variables: ["retries": 5]),
  ]

  @Test(
    "Reports every problem with its path and place, and keeps the good parts", arguments: malformed)
  func malformedFiles(_ example: MalformedFile) {
    let file = ConfigurationFile(parsing: Data(example.json.utf8), file: "Lexicon.json")
    let settings = file.resolved(for: .release, version: Self.version)
    #expect(Self.problems(settings.problems) == example.problems)
    #expect(settings.supportedLanguages == example.supportedLanguages)
    #expect(settings.developmentLanguage == example.developmentLanguage)
    #expect(settings.environment.name == example.environment)
    #expect(settings.variables == example.variables)
    #expect(settings.problems.allSatisfy { $0.file == "Lexicon.json" })
  }

  // MARK: - Malformed JSON

  static let syntaxErrorFiles: [MalformedFile] = [
    MalformedFile(json: "", problems: ["1:1: the file is empty; expected a JSON object"]),
    MalformedFile(json: "  \n", problems: ["2:1: the file is empty; expected a JSON object"]),
    MalformedFile(
      json: #"""
        {
          "developmentLanguage": "de",
        }
        """#,
      problems: ["2:30: trailing comma after the last field of an object"],
      developmentLanguage: "de"),
    MalformedFile(
      json: #"""
        {
          "developmentLanguage": "de"
          "supportedLanguages": ["de"]
        }
        """#,
      problems: [
        #"3:3: expected ',' or '}' after the value of "developmentLanguage", found '"'"#
      ],
      developmentLanguage: "de"),
    MalformedFile(
      json: #"""
        {
          // languages
          "developmentLanguage": "de"
        }
        """#,
      problems: [
        "2:3: expected a field name in double quotes, found a comment (JSON has no comments)"
      ]),
    MalformedFile(
      json: "{'developmentLanguage': 'de'}",
      problems: [
        "1:2: expected a field name in double quotes, found a single quote (JSON strings use double quotes)"
      ]),
    MalformedFile(
      json: #"{"developmentLanguage": de}"#,
      problems: ["1:25: expected a value, found de (strings are written in double quotes)"]),
    MalformedFile(
      json: #"{"variables": {"verbose": True}}"#,
      problems: [
        "1:27: expected a value, found True (JSON writes true, false and null in lower case)"
      ]),
    MalformedFile(
      json: #"{"developmentLanguage": "de"#,
      problems: [#"1:25: unterminated string: missing the closing '"'"#]),
    MalformedFile(
      json: "{\"developmentLanguage\": \"de\n\"}",
      problems: ["1:25: unterminated string (a line break in a string must be written \\n)"]),
    MalformedFile(
      json: #"{"supportedLanguages": ["en", "ru",]}"#,
      problems: ["1:35: trailing comma after the last element of an array"],
      supportedLanguages: ["en", "ru"]),
    MalformedFile(
      json: "{} x",
      problems: ["1:4: unexpected 'x' after the end of the JSON value"]),
    MalformedFile(
      json: #"{"developmentLanguage": "de""#,
      problems: [
        #"1:29: expected ',' or '}' after the value of "developmentLanguage", found end of file"#
      ],
      developmentLanguage: "de"),
    MalformedFile(
      json: #"{"variables": {"n": 012}}"#,
      problems: ["1:21: numbers cannot have leading zeros"]),
    MalformedFile(
      json: #"{"variables": {"n": -}}"#,
      problems: ["1:22: expected a digit after '-', found '}'"]),
    MalformedFile(
      json: #"{"variables": {"n": 1.}}"#,
      problems: ["1:23: expected a digit after the decimal point, found '}'"]),
    MalformedFile(
      json: #"{"variables": {"ключ": "значение" "x": 1}}"#,
      problems: [#"1:35: expected ',' or '}' after the value of "ключ", found '"'"#],
      variables: ["ключ": "значение"]),
    MalformedFile(
      json: "{\r\n  \"developmentLanguage\": \"de\",\r\n  \"x\" 1\r\n}",
      problems: [#"3:7: expected ':' after the field name "x", found '1'"#],
      developmentLanguage: "de"),
    MalformedFile(
      json: #"{"variables": {"deep": "# + String(repeating: "[", count: 200),
      problems: ["1:150: objects and arrays are nested more than 128 deep"],
      // The 126 arrays opened before the limit are kept, the innermost empty.
      variables: [
        "deep": (1..<126).reduce(ConfigurationValue.array([])) { inner, _ in .array([inner]) }
      ]),
    MalformedFile(
      json: #"""
        {
          "configurations": {
            "Release": { "environment": "staging" },
        """#,
      problems: ["3:45: expected a field name in double quotes, found end of file"],
      environment: .staging),
  ]

  @Test(
    "Malformed JSON is reported with line and column; what was read is kept",
    arguments: syntaxErrorFiles)
  func syntaxErrors(_ example: MalformedFile) {
    let file = ConfigurationFile(parsing: Data(example.json.utf8), file: "Lexicon.json")
    let settings = file.resolved(for: .release, version: Self.version)
    #expect(Self.problems(file.problems) == example.problems)
    #expect(settings.problems == file.problems)  // no "missing configuration" after a cut
    #expect(settings.problems.allSatisfy { $0.path.isEmpty })
    #expect(settings.supportedLanguages == example.supportedLanguages)
    #expect(settings.developmentLanguage == example.developmentLanguage)
    #expect(settings.environment.name == example.environment)
    #expect(settings.variables == example.variables)
  }

  @Test func byteOrderMarks() {
    let utf8 = ConfigurationFile(
      parsing: Data([0xEF, 0xBB, 0xBF] + Array(#"{"developmentLanguage": "de"}"#.utf8)))
    #expect(utf8.problems == [])
    #expect(utf8.developmentLanguage == "de")
    let utf16 = ConfigurationFile(parsing: Data([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]))
    #expect(
      Self.problems(utf16.problems) == ["1:1: expected UTF-8 text, found a UTF-16 byte order mark"])
  }

  @Test func stringEscapes() {
    let json =
      #"{"variables": {"s": "a\u00e9\ud83d\ude00\n\"\\\/", "bad": "x\qy", "lone": "\ud800z", "tab": "a"#
      + "\t" + #"b"}}"#
    let file = ConfigurationFile(parsing: Data(json.utf8))
    #expect(file.variables["s"] == "aé😀\n\"\\/")
    #expect(file.variables["bad"] == "xqy")
    #expect(file.variables["lone"] == "\u{FFFD}z")
    #expect(file.variables["tab"] == "a\tb")
    #expect(
      Self.problems(file.problems) == [
        "1:61: invalid escape '\\q' in a string",
        "1:76: unpaired surrogate in a \\u escape in a string",
        "1:95: unescaped control character U+0009 in a string",
      ])
  }

  @Test func invalidUTF8InAString() {
    let bytes = Array(#"{"variables": {"s": "a"#.utf8) + [0xFF] + Array(#"b"}}"#.utf8)
    let file = ConfigurationFile(parsing: Data(bytes))
    #expect(Self.problems(file.problems) == ["1:21: invalid UTF-8 in a string"])
    #expect(file.variables["s"] == "a\u{FFFD}b")
  }

  @Test func numbers() {
    let json =
      #"{"variables": {"i": -12, "d": 2.5, "e": 1e3, "z": -0, "huge": 123456789012345678901234567890}}"#
    let file = ConfigurationFile(parsing: Data(json.utf8))
    #expect(file.problems == [])
    #expect(
      file.variables == [
        "i": .integer(-12), "d": .double(2.5), "e": .double(1000), "z": .integer(0),
        "huge": .double(1.234_567_890_123_456_8e29),
      ])
  }

  @Test func errorsPrintWithTheirPlace() {
    let file = ConfigurationFile(
      parsing: Data(#"{"developmentLanguage": 3}"#.utf8), file: "App/Lexicon.json")
    let error = file.problems.first
    #expect(
      error?.description
        == "App/Lexicon.json:1:25: developmentLanguage: expected a language tag, found 3")
    #expect(
      error?.diagnostic.description
        == "App/Lexicon.json:1:25: error: developmentLanguage: expected a language tag, found 3")
    let unnamed = ConfigurationFile(parsing: Data("[]".utf8))
    #expect(
      unnamed.problems.first?.description == "<input>:1:1: expected an object, found an array")
  }

  @Test func configurationsInCode() throws {
    let file = ConfigurationFile(
      developmentLanguage: "en_GB", supportedLanguages: ["en_GB", "fr"],
      customEnvironments: ["qa"], variables: ["a": 1],
      configurations: ["QA": ConfigurationFile.Entry(environment: "qa", variables: ["a": 2])])
    let settings = file.resolved(for: "QA", version: AppVersion("2.0"))
    #expect(settings.developmentLanguage == "en-GB")
    #expect(settings.supportedLanguages == ["en-GB", "fr"])
    #expect(settings.variables == ["a": 2])
    #expect(settings.environment == LocalizationEnvironment(name: "qa", version: AppVersion("2.0")))
    #expect(settings.problems == [])
  }
}
