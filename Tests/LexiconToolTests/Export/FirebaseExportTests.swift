import Foundation
import Lexicon
import LexiconEnvironment
import LexiconFirebase
import LexiconRemote
import Testing

@testable import LexiconReading
@testable import LexiconTool

@Suite struct FirebaseExportTests {
  static func export(
    _ languages: [String: [String: [String: LocalizedValue]]],
    environment: LocalizationEnvironment = LocalizationEnvironment(
      name: .production, version: AppVersion("1.2.0"))
  ) -> FirebaseExport {
    let entries = languages.mapValues { tables in
      tables.mapValues { values in
        values.mapValues { value in
          LintEntry(
            value: value, key: SourcePosition(line: 2, column: 1),
            position: SourcePosition(line: 2, column: 9), path: "Login.strings")
        }
      }
    }
    return FirebaseExport(environment: environment, content: ExportContent(languages: entries))
  }

  @Test func theMarkerIsADigestOfTheContent() {
    let first = Self.export(["ru": ["Login": ["a": .text("А"), "b": .text("Б")]]])
    let same = Self.export(["ru": ["Login": ["b": .text("Б"), "a": .text("А")]]])
    let changed = Self.export(["ru": ["Login": ["a": .text("А"), "b": .text("В")]]])
    #expect(first.marker.count == 16)
    #expect(first.marker.allSatisfy { $0.isHexDigit })
    #expect(first.marker == same.marker)
    #expect(first.document == same.document)
    #expect(first.marker != changed.marker)
  }

  @Test func writesThePublicationUnderItsPath() throws {
    let export = Self.export(["ru": ["Log.in": ["a.b": .text("x")]]])
    let document = String(decoding: export.document, as: UTF8.self)
    #expect(
      document == """
        {
          "production": {
            "1-2-0": {
              "_version": "\(export.marker)",
              "ru": {
                "Log%2Ein": {
                  "a%2Eb": "x"
                }
              }
            }
          }
        }

        """)
    let development = Self.export(
      ["en": ["L": ["k": .text("v")]]],
      environment: LocalizationEnvironment(name: .development, version: nil))
    #expect(development.path == ["development"])
    #expect(
      String(decoding: development.document, as: UTF8.self).hasPrefix(
        "{\n  \"development\": {\n    \"_version\""))
  }

  @Test func reportsKeysTheDatabaseCannotHold() {
    let long = String(repeating: ".", count: 300)
    let export = Self.export([
      "ru": ["Login": ["": .text("x"), long: .text("y"), "ok": .text("z")]]
    ])
    #expect(
      export.problems.map(\.message) == [
        #""" in ru cannot be a Firebase key: keys cannot be empty"#,
        "\"\(long)\" in ru cannot be a Firebase key: "
          + RemotePathError.componentTooLong(FirebaseKey.encode(long), bytes: 900).description,
      ])
    #expect(export.problems.allSatisfy { $0.line == 2 && $0.column == 1 && $0.severity == .error })
  }
}
