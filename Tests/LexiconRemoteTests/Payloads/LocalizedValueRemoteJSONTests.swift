import Foundation
import Lexicon
import LexiconEnvironment
import LexiconFormats
import LexiconPublishing
import Testing

@testable import LexiconRemote

/// `LocalizedValue+RemoteJSON`: the three forms of a value, the choice between them, exact
/// round-trips of real `.stringsdict` / `.xcstrings` values, and errors naming the field.
@Suite struct LocalizedValueRemoteJSONTests {
  /// Reads one value from JSON text.
  func read(_ json: String) throws(RemoteError) -> LocalizedValue {
    let reader = try PayloadReader(bytes: Array(json.utf8), source: "value.json")
    return try LocalizedValue(remoteJSON: reader.root, path: "tables.t.k", reader: reader)
  }

  /// Writes one value as JSON text (without the final line feed).
  func write(_ value: LocalizedValue) -> String {
    String(decoding: value.remoteJSON.encoded().dropLast(), as: UTF8.self)
  }

  @Test func textIsAString() throws {
    #expect(try read(#""Войти""#) == .text("Войти"))
    #expect(write(.text("50% off")) == #""50% off""#)
  }

  @Test(
    "A compact plural counts the first numeric argument, as a catalog's plural variation does",
    arguments: [
      (#"{"one": "%d file", "other": "%d files"}"#, 1, "d"),
      (#"{"one": "one file", "other": "%2$lld files in %1$@"}"#, 2, "lld"),
      (#"{"one": "%@: %ld file", "other": "%@: %ld files"}"#, 2, "ld"),
      (#"{"other": "many files"}"#, 1, "lld"),
      (#"{"one": "%.1f km", "other": "%d km"}"#, 1, "d"),
    ])
  func compactPlural(json: String, argument: Int, specifier: String) throws {
    guard case .plural(let plural) = try read(json) else {
      Issue.record("not a plural")
      return
    }
    #expect(plural.format == "%#@plural@")
    #expect(plural.variables.keys.sorted() == ["plural"])
    #expect(plural.variables["plural"]?.argumentNumber == argument)
    #expect(plural.variables["plural"]?.formatSpecifier == specifier)
  }

  @Test func theCompactFormIsWrittenOnlyWhenItReadsBackTheSame() throws {
    let compact = try read(#"{"one": "%d file", "other": "%d files"}"#)
    #expect(write(compact) == "{\n  \"one\": \"%d file\",\n  \"other\": \"%d files\"\n}")
    guard case .plural(var plural) = compact else { return }
    plural.variables["plural"]?.formatSpecifier = "ld"  // no longer what the texts say
    let full = write(.plural(plural))
    #expect(full.hasPrefix("{\n  \"format\": \"%#@plural@\",\n  \"variables\": {"))
    #expect(try read(full) == .plural(plural))
    plural.variables["plural"]?.formatSpecifier = "d"
    plural.format = "Files: %#@plural@"
    #expect(try read(write(.plural(plural))) == .plural(plural))
    let noArgument = LocalizedValue.plural(
      PluralString(
        format: "%#@plural@",
        variables: ["plural": PluralVariable(formatSpecifier: "d", variants: [.other: "%d"])]))
    #expect(write(noArgument).contains("\"format\""), "argumentNumber nil is not compact")
    #expect(try read(write(noArgument)) == noArgument)
  }

  @Test func theFullFormKeepsEveryPartOfAPluralString() throws {
    let value = LocalizedValue.plural(
      PluralString(
        format: "%1$#@files@ in %2$#@folders@ (%3$@)",
        variables: [
          "files": PluralVariable(
            argumentNumber: 1, formatSpecifier: "lu",
            variants: [.zero: "no files", .one: "%lu file", .other: "%lu files"]),
          "folders": PluralVariable(
            formatSpecifier: ".1f", variants: [.two: "%2$.1f", .many: "x", .other: "%2$.1f f"]),
        ]))
    let json = write(value)
    #expect(
      json == """
        {
          "format": "%1$#@files@ in %2$#@folders@ (%3$@)",
          "variables": {
            "files": {
              "argument": 1,
              "specifier": "lu",
              "variants": {
                "one": "%lu file",
                "other": "%lu files",
                "zero": "no files"
              }
            },
            "folders": {
              "specifier": ".1f",
              "variants": {
                "many": "x",
                "other": "%2$.1f f",
                "two": "%2$.1f"
              }
            }
          }
        }
        """)
    #expect(try read(json) == value)
  }

  @Test func realStringsDictAndCatalogValuesRoundTripExactly() throws {
    let languages = RemoteValueFixtures.values()
    #expect(languages.keys.sorted() == ["en", "en-dict", "ru"])
    var compactCount = 0
    for (language, values) in languages {
      for (key, value) in values {
        let json = write(value)
        if json.hasPrefix("{"), !json.contains("\"format\"") { compactCount += 1 }
        #expect(try read(json) == value, "\(language) \(key)")
      }
    }
    // The catalog's two plural variations are compact; the .stringsdict "%#@plural@" entry is
    // not: its variable has no argument number, and the compact form reads as argument 1.
    #expect(compactCount == 2)
  }

  @Test(
    "Errors name the field, line and column",
    arguments: [
      (
        "{\n  \"one\": \"%d\",\n  \"oen\": \"%d\"\n}", "tables.t.k.oen", 3, 3,
        "\"oen\" is not a plural category (zero, one, two, few, many, other); did you mean one?"
      ),
      (
        "{}", "tables.t.k", 1, 1,
        "a plural value needs at least one category (zero, one, two, few, many, other)"
      ),
      ("3", "tables.t.k", 1, 1, "expected a string or a plural object, found 3"),
      ("null", "tables.t.k", 1, 1, "expected a string or a plural object, found null"),
      (#"{"one": 1}"#, "tables.t.k.one", 1, 9, "expected a string, found 1"),
      (
        #"{"format": "%#@a@", "variables": {}, "comment": "x"}"#, "tables.t.k.comment", 1, 38,
        "unknown field \"comment\"; expected \"format\", \"variables\""
      ),
      (#"{"format": "%#@a@"}"#, "tables.t.k.variables", 1, 1, "the field is missing"),
      (
        #"{"format": "%#@a@", "variables": {"a": {"variants": {"other": "x"}}}}"#,
        "tables.t.k.variables.a.specifier", 1, 40, "the field is missing"
      ),
      (
        #"{"format": "%#@a@", "variables": {"a": {"argument": 0, "specifier": "d", "variants": {}}}}"#,
        "tables.t.k.variables.a.argument", 1, 53, "expected a number of at least 1, found 0"
      ),
      (
        #"{"one": "a", "one": "b"}"#, "tables.t.k.one", 1, 14, "\"one\" appears twice"
      ),
    ])
  func errors(json: String, field: String, line: Int, column: Int, reason: String) {
    #expect(
      throws: RemoteError.invalidPayload(
        source: "value.json", field: field, line: line, column: column, reason: reason)
    ) {
      try read(json)
    }
  }

  /// Every plural value of every `.stringsdict` and `.xcstrings` file of the shared corpus, and
  /// every tenth plain text, round-trips exactly (skipped when the corpus is absent).
  @Test func everyValueOfTheCorpusRoundTrips() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("../shared/corpus").standardizedFileURL
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("MANIFEST.tsv").path)
    else { return }
    let files =
      (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL } ?? [])
      .filter { ["stringsdict", "xcstrings"].contains($0.pathExtension) }
    var tables: [(String, StringTable)] = []
    for file in files {
      switch LocalizationFile.read(contentsOf: file) {
      case .table(let parsed): tables.append((file.lastPathComponent, parsed.table))
      case .catalog(let parsed):
        tables += parsed.tables.map { ("\(file.lastPathComponent) \($0.key)", $0.value) }
      }
    }
    var plurals = 0
    for (name, table) in tables {
      var entries: [String: LocalizedValue] = table.plurals.mapValues { .plural($0) }
      for (index, key) in table.texts.keys.sorted().enumerated() where index % 10 == 0 {
        entries[key] = table[key]
      }
      let snapshot = RemoteSnapshot(language: "en", version: 1, tables: ["t": entries])
      let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.0"))
      let data = snapshot.jsonData(environment: environment)
      let read = try RemoteSnapshot(jsonData: data, source: name, environment: environment)
      #expect(read == snapshot, "\(name)")
      #expect(read.jsonData(environment: environment) == data, "\(name): byte-stable")
      plurals += table.plurals.count
    }
    #expect(tables.count > 40)
    #expect(plurals > 500)
  }
}
