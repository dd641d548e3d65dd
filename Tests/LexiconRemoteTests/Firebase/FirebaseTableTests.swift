import Foundation
import Lexicon
import LexiconFirebase
import LexiconPublishing
import LexiconRemote
import Testing

@Suite struct FirebaseTableTests {
  static let russianFiles = LocalizedValue.plural(
    LocalizedValue.compactPlural([
      .one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла",
    ]))

  /// Reads a table node written as JSON text.
  static func read(_ json: String) throws(RemoteError) -> [String: LocalizedValue] {
    let reader = try PayloadReader(bytes: Array(json.utf8), source: "labels.json")
    return try FirebaseTable.values(reader.root, path: "labels", reader: reader)
  }

  @Test(
    "Reads the layouts teams keep in the database",
    arguments: [
      (#"{"login%2Etitle": "Войти"}"#, ["login.title": LocalizedValue.text("Войти")]),
      (#"{"login": {"title": "Войти"}}"#, ["login.title": .text("Войти")]),
      (
        #"{"login": {"title": "Войти", "form": {"email%2Ehint": "Почта"}}, "ok": "OK"}"#,
        ["login.title": .text("Войти"), "login.form.email.hint": .text("Почта"), "ok": .text("OK")]
      ),
      (#"{"steps": ["Один", null, "Три"]}"#, ["steps.0": .text("Один"), "steps.2": .text("Три")]),
      (
        #"{"files": {"one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"}}"#,
        ["files": russianFiles]
      ),
      // Categories without `other` are screens, not plurals.
      (
        #"{"onboarding": {"one": "Шаг 1", "two": "Шаг 2"}}"#,
        ["onboarding.one": .text("Шаг 1"), "onboarding.two": .text("Шаг 2")]
      ),
      // A screen with a key named `format` is not a full plural.
      (
        #"{"date": {"format": "dd.MM", "title": "Дата"}}"#,
        ["date.format": .text("dd.MM"), "date.title": .text("Дата")]
      ),
      ("{}", [:]),
    ] as [(String, [String: LocalizedValue])])
  func reads(json: String, values: [String: LocalizedValue]) throws {
    #expect(try Self.read(json) == values)
  }

  @Test func readsAFullPluralWithEncodedVariableNames() throws {
    let json = #"""
      {"summary": {"format": "%#@a.b@", "variables": {"a%2Eb": {"specifier": "d",
        "variants": {"one": "%d file", "other": "%d files"}}}}}
      """#
    let plural = PluralString(
      format: "%#@a.b@",
      variables: [
        "a.b": PluralVariable(
          formatSpecifier: "d", variants: [.one: "%d file", .other: "%d files"])
      ])
    #expect(try Self.read(json) == ["summary": .plural(plural)])
  }

  @Test(
    "Refuses what is not a table, naming the field",
    arguments: [
      (
        #"{"count": 3}"#, "labels.count",
        "expected a string, a plural object or an object of keys, found 3"
      ),
      (
        #"{"on": true}"#, "labels.on",
        "expected a string, a plural object or an object of keys, found true"
      ),
      (
        #"{"login%2Etitle": "a", "login": {"title": "b"}}"#, "labels.login.title",
        #""login.title" is written twice (as a flat key and as nested objects)"#
      ),
      (#"{"screen": {}}"#, "labels.screen", "an empty object holds no value"),
      (#""just text""#, "labels", #"expected an object of keys, found "just text""#),
    ])
  func refuses(json: String, field: String, reason: String) {
    #expect {
      _ = try Self.read(json)
    } throws: { error in
      guard
        case .invalidPayload(let source, let found, let line, _, let message) = error
          as? RemoteError
      else { return false }
      return source == "labels.json" && found == field && line == 1 && message == reason
    }
  }

  /// What the export writes reads back exactly: every kind of value, keys with every escaped
  /// character.
  @Test func writtenTablesReadBack() throws {
    let full = PluralString(
      format: "%#@files@ in %#@folders@",
      variables: [
        "files": PluralVariable(
          formatSpecifier: "d", variants: [.one: "%d file", .other: "%d files"]),
        "folders": PluralVariable(
          argumentNumber: 2, formatSpecifier: "d",
          variants: [.one: "%d folder", .other: "%d folders"]),
      ])
    let values: [String: LocalizedValue] = [
      "login.title": .text("Войти"), "a$b#c[d]/e%f": .text("x"), "files": Self.russianFiles,
      "summary": .plural(full), "tab\tkey": .text("t"), "one": .text("a key named like a category"),
    ]
    let node = FirebaseTable.node(values)
    guard case .object(let members) = node else {
      Issue.record("expected an object, got \(node)")
      return
    }
    #expect(members["login%2Etitle"] == .string("Войти"))
    for key in members.keys { _ = try RemotePath(components: [key]) }
    let text = String(decoding: node.encoded(), as: UTF8.self)
    #expect(try Self.read(text) == values)
  }
}
