import Foundation
import Lexicon
import LexiconConfiguration
import Testing

@Suite struct ConfigurationVariablesTests {
  /// The QA settings of the `App` fixture, whose variables come from `Lexicon.json`.
  static func qaVariables() throws -> ConfigurationVariables {
    try AppConfiguration.load(
      from: .bundle(ConfigurationFixtures.bundle("App")), buildConfiguration: "QA", version: nil
    ).variables
  }

  @Test func typedAccess() throws {
    let variables = try Self.qaVariables()
    #expect(try variables.string("supportEmail") == "help@example.com")
    #expect(try variables.url("baseURL") == URL(string: "https://qa.example.com"))
    #expect(try variables.int("retries") == 1)
    #expect(try variables.double("timeout") == 2.5)
    #expect(try variables.double("retries") == 1.0)
    #expect(try variables.array("hosts") == ["a.example.com", "b.example.com"])
    #expect(try variables.object("limits") == ["uploads": 5, "cacheMegabytes": 64])
    #expect(try variables.value("hosts")[1]?.stringValue == "b.example.com")
    #expect(variables["limits"]?["uploads"]?.intValue == 5)
    #expect(
      variables.names == ["baseURL", "hosts", "limits", "retries", "supportEmail", "timeout"])
  }

  /// Errors name the variable where the file wrote it, with its place.
  @Test(
    "Type errors name the variable, its place, the expected and the found type",
    arguments: [
      (
        "timeout", "int",
        "configurations.QA.variables.timeout: expected an integer, found 2.5", 20, 20
      ),
      (
        "baseURL", "bool",
        #"configurations.QA.variables.baseURL: expected a Boolean, found "https://qa.example.com""#,
        19, 20
      ),
      ("retries", "string", "variables.retries: expected a string, found 1", 8, 16),
      (
        "hosts", "object", "configurations.QA.variables.hosts: expected an object, found an array",
        21, 18
      ),
      (
        "limits", "array", "configurations.QA.variables.limits: expected an array, found an object",
        22, 19
      ),
      (
        "supportEmail", "url",
        #"variables.supportEmail: expected an absolute URL, found "help@example.com""#, 9, 21
      ),
      ("verbose", "bool", "variables.verbose: no such variable", nil, nil),
    ] as [(String, String, String, Int?, Int?)])
  func typeErrors(name: String, accessor: String, message: String, line: Int?, column: Int?)
    throws
  {
    let variables = try Self.qaVariables()
    let error = #expect(throws: ConfigurationError.self) {
      switch accessor {
      case "int": _ = try variables.int(name)
      case "bool": _ = try variables.bool(name)
      case "string": _ = try variables.string(name)
      case "object": _ = try variables.object(name)
      case "array": _ = try variables.array(name)
      default: _ = try variables.url(name)
      }
    }
    #expect(error?.message == message)
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect((error?.file?.hasSuffix("App.bundle/Lexicon.json") ?? false) == (line != nil))
  }

  @Test(
    "Variables made in code are named variables.<name>",
    arguments: [
      ("retries", "variables.retries: expected an integer, found \"three\""),
      ("ratio", "variables.ratio: expected an integer, found 1.5"),
      ("flag", "variables.flag: expected an integer, found true"),
      ("nothing", "variables.nothing: expected an integer, found null"),
      ("list", "variables.list: expected an integer, found an array"),
      ("my.key", #"variables["my.key"]: expected an integer, found "x""#),
      ("missing", "variables.missing: no such variable"),
    ])
  func codeErrors(name: String, message: String) {
    let variables: ConfigurationVariables = [
      "retries": "three", "ratio": 1.5, "flag": true, "nothing": nil, "list": [1], "my.key": "x",
    ]
    let error = #expect(throws: ConfigurationError.self) { try variables.int(name) }
    #expect(error?.message == message)
    #expect(error?.description == message)
    #expect(error?.line == nil)
  }

  @Test func lenientNumbersStrictBooleansAndURLs() throws {
    let variables: ConfigurationVariables = [
      "whole": 3.0, "thousand": .double(1000), "text": "true", "one": 1, "relative": "example.com",
      "spaces": "not a url",
    ]
    #expect(try variables.int("whole") == 3)
    #expect(try variables.int("thousand") == 1000)
    #expect(throws: ConfigurationError.self) { try variables.bool("text") }
    #expect(throws: ConfigurationError.self) { try variables.bool("one") }
    #expect(throws: ConfigurationError.self) { try variables.url("relative") }
    #expect(throws: ConfigurationError.self) { try variables.url("spaces") }
  }

  struct Limits: Decodable, Equatable {
    var uploads: Int
    var cacheMegabytes: Int
  }

  struct QASettings: Decodable, Equatable {
    var baseURL: URL
    var retries: Int
    var timeout: Double
    var hosts: [String]
    var limits: Limits
    var verbose: Bool?
  }

  @Test func decodesDecodableTypes() throws {
    let variables = try Self.qaVariables()
    #expect(
      try variables.decode("limits", as: Limits.self) == Limits(uploads: 5, cacheMegabytes: 64))
    #expect(try variables.decode("hosts", as: [String].self) == ["a.example.com", "b.example.com"])
    let settings = try variables.decode(as: QASettings.self)
    #expect(settings.baseURL == URL(string: "https://qa.example.com"))
    #expect(settings.limits.uploads == 5)
    #expect(settings.verbose == nil)
  }

  @Test(
    "Decoding errors name the field that does not fit",
    arguments: [
      (
        ["limits": ["uploads": "many", "cacheMegabytes": 1]],
        #"variables.limits.uploads: expected an integer, found "many""#
      ),
      (
        ["limits": ["uploads": 1]],
        "variables.limits.cacheMegabytes: missing; expected a value"
      ),
      (["limits": [1, 2]], "variables.limits: expected an object, found an array"),
      (
        ["limits": ["uploads": nil, "cacheMegabytes": 1]],
        "variables.limits.uploads: expected an integer, found null"
      ),
      (["other": 1], "variables.limits: no such variable"),
    ] as [(ConfigurationVariables, String)])
  func decodingErrors(variables: ConfigurationVariables, message: String) {
    let error = #expect(throws: ConfigurationError.self) {
      try variables.decode("limits", as: Limits.self)
    }
    #expect(error?.message == message)
  }

  @Test func decodingTheWholeSetNamesTheVariable() throws {
    let variables: ConfigurationVariables = [
      "baseURL": "https://example.com", "retries": 1, "timeout": 1, "hosts": ["a", 2],
      "limits": ["uploads": 1, "cacheMegabytes": 1],
    ]
    do {
      _ = try variables.decode(as: QASettings.self)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "variables.hosts[1]: expected a string, found 2")
    }
  }

  @Test func fileVariablesPointIntoTheFileWhenDecoding() throws {
    let json = #"{"variables": {"limits": {"uploads": "many", "cacheMegabytes": 1}}}"#
    let settings = AppConfiguration.loadOrDefault(
      from: .data(Data(json.utf8), name: "Lexicon.json"), buildConfiguration: .debug,
      version: nil, onProblem: .ignore)
    do {
      _ = try settings.variables.decode("limits", as: Limits.self)
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == #"Lexicon.json:1:26: variables.limits.uploads: expected an integer, found "many""#)
    }
  }

  @Test func mergingAndEditing() {
    let shared: ConfigurationVariables = ["a": 1, "b": 2]
    var merged = shared.merging(["b": 3, "c": 4])
    #expect(merged == ["a": 1, "b": 3, "c": 4])
    merged["a"] = nil
    merged["d"] = "x"
    #expect(merged == ["b": 3, "c": 4, "d": "x"])
    #expect(!merged.isEmpty)
    #expect(ConfigurationVariables().isEmpty)
  }

  @Test func equalityIgnoresWhereValuesCameFrom() throws {
    let fromFile = ConfigurationFile(parsing: Data(#"{"variables": {"a": 1}}"#.utf8)).variables
    let inCode: ConfigurationVariables = ["a": 1]
    #expect(fromFile == inCode)
    #expect(fromFile.hashValue == inCode.hashValue)
  }
}
