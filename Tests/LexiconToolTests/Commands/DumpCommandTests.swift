import Foundation
import Lexicon
import LexiconTool
import Testing

@Suite final class DumpCommandTests {
  /// The folders this test created, removed when it ends (Swift Testing makes one instance per
  /// test and releases it afterwards).
  private var folders: [URL] = []

  init() {}

  deinit {
    for folder in folders {
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// A fresh temporary folder holding `files` (name → contents).
  private func folder(_ files: [String: String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("DumpCommandTests-\(UUID().uuidString)")
    folders.append(url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, contents) in files {
      try Data(contents.utf8).write(to: url.appendingPathComponent(name))
    }
    return url
  }

  private func run(_ words: [String]) async -> (ExitCode, String, String) {
    let console = Console.capturing()
    let status = await Tool.run(words, console: console)
    return (status, console.standardOutput, console.standardError)
  }

  /// The entries of the one file dumped in `output`, as the object `dump` writes for them.
  private func entries(_ output: String) -> String {
    // One file: `[`, `  {`, `    "entries": {`, …, `    },`, `    "format": …`, `    "path": …`.
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 4, lines[0] == "[", lines[1] == "  {",
      lines[2].hasPrefix("    \"entries\": "),
      let format = lines.firstIndex(where: { $0.hasPrefix("    \"format\"") })
    else { return output }
    var body = lines[2..<format].map { String($0.dropFirst(4)) }
    body[0] = String(body[0].dropFirst("\"entries\": ".count))
    body[body.count - 1] = String(body[body.count - 1].dropLast())  // the `,` after `}`
    return body.joined(separator: "\n") + "\n"
  }

  @Test func dumpsAStringsFileAsSortedJSON() async throws {
    let dir = try folder(["en.strings": "\"b\" = \"2\\n\\\"q\\\"\";\n\"a\" = \"1\";\n"])
    let path = dir.appendingPathComponent("en.strings").path
    let (status, output, errors) = await run(["dump", path])
    #expect(status == .success)
    #expect(errors == "")
    #expect(
      output == """
        [
          {
            "entries": {
              "a": "1",
              "b": "2\\n\\"q\\""
            },
            "format": "strings",
            "path": "\(path)"
          }
        ]

        """)
  }

  @Test func dumpsAOneVariablePluralAsCategoryToText() async throws {
    let (status, output) = try await dumpStringsDict(
      format: "%#@n@",
      variables: [
        "n": "<key>one</key><string>%d file</string><key>other</key><string>%d files</string>"
      ])
    #expect(status == .success)
    #expect(
      output == """
        {
          "k": {
            "one": "%d file",
            "other": "%d files"
          }
        }

        """)
  }

  @Test func dumpsAPluralOfSeveralVariablesAsTheFullObject() async throws {
    let (status, output) = try await dumpStringsDict(
      format: "%#@files@ in %#@folders@",
      variables: [
        "files": "<key>one</key><string>%d file</string><key>other</key><string>%d files</string>",
        "folders": "<key>other</key><string>%d folders</string>",
      ])
    #expect(status == .success)
    #expect(
      output == """
        {
          "k": {
            "format": "%#@files@ in %#@folders@",
            "variables": {
              "files": {
                "formatSpecifier": "d",
                "variants": {
                  "one": "%d file",
                  "other": "%d files"
                }
              },
              "folders": {
                "formatSpecifier": "d",
                "variants": {
                  "other": "%d folders"
                }
              }
            }
          }
        }

        """)
  }

  /// Dumps a one-entry `.stringsdict` (key `k`) whose variables have the given variant XML.
  private func dumpStringsDict(format: String, variables: [String: String]) async throws -> (
    ExitCode, String
  ) {
    let definitions = variables.sorted { $0.key < $1.key }.map { name, variants in
      "<key>\(name)</key><dict>"
        + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string>\(variants)</dict>"
    }
    let dir = try folder([
      "en.stringsdict": "<plist><dict><key>k</key><dict>"
        + "<key>NSStringLocalizedFormatKey</key><string>\(format)</string>"
        + definitions.joined() + "</dict></dict></plist>"
    ])
    let (status, output, _) = await run(["dump", dir.appendingPathComponent("en.stringsdict").path])
    return (status, entries(output))
  }

  @Test(
    arguments: [
      ("Found %#@n@.", "%d file", nil, "d", "Found %d file."),
      ("%1$#@n@ left", "%d file", nil, "d", "%d file left"),
      ("100%% %#@n@ %@", "%arg items", 2, "lld", "100%% %2$lld items %@"),
      ("%#@other@ %#@n@", "%arg", nil, "ld", "%#@other@ %ld"),
      ("%", "x", nil, "d", "%"),
      ("%12", "x", nil, "d", "%12"),
    ] as [(String, String, Int?, String, String)])
  func putsTheVariantInPlaceOfItsPlaceholder(
    format: String, variant: String, argument: Int?, specifier: String, expected: String
  ) {
    let variable = PluralVariable(
      argumentNumber: argument, formatSpecifier: specifier, variants: [.other: variant])
    #expect(DumpCommand.text(format, variable: "n", variant, variable) == expected)
  }

  @Test func dumpsCatalogsPerLanguageAndSeveralFilesByPath() async throws {
    let dir = try folder([
      "m.xcstrings": """
      {"sourceLanguage":"en","version":"1.1","strings":{
        "Hi %#@n@":{"localizations":{"de":{"stringUnit":{"value":"Hallo %#@n@"},"substitutions":{"n":{
          "argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"value":"%arg"}}}}}}}}}
      }}
      """,
      "a.strings": "x = y;",
    ])
    let catalog = dir.appendingPathComponent("m.xcstrings").path
    let strings = dir.appendingPathComponent("a.strings").path
    let (status, output, _) = await run(["dump", strings, catalog])
    #expect(status == .success)
    #expect(
      output == """
        [
          {
            "entries": {
              "x": "y"
            },
            "format": "strings",
            "path": "\(strings)"
          },
          {
            "format": "xcstrings",
            "languages": {
              "de": {
                "Hi %#@n@": {
                  "other": "Hallo %1$lld"
                }
              },
              "en": {
                "Hi %#@n@": "Hi %#@n@"
              }
            },
            "path": "\(catalog)",
            "sourceLanguage": "en",
            "version": "1.1"
          }
        ]

        """)
  }

  /// A file with errors prints its diagnostics and nothing on standard output: no partial JSON.
  @Test func aFileWithErrorsPrintsDiagnosticsAndNoJSON() async throws {
    let dir = try folder(["bad.strings": "\"a\" = \"1\"\n\"b\" = ;\n\"c\" = \"\\q\";"])
    let path = dir.appendingPathComponent("bad.strings").path
    let (status, output, errors) = await run(["dump", path])
    #expect(status == .findings)
    #expect(
      errors == """
        \(path):1:10: error: missing ';' after the value of the key "a"
        \(path):2:7: error: expected a value (a quoted string) for the key "b", found ';'
        \(path):3:8: warning: unknown escape '\\q' is read as 'q', as Foundation does

        """)
    #expect(output == "")
  }

  /// Among several files, the ones that parse are dumped and the broken one is left out.
  @Test func aFileWithErrorsIsLeftOutOfTheArray() async throws {
    let dir = try folder(["bad.strings": "\"b\" = ;", "good.strings": "\"a\" = \"1\";"])
    let bad = dir.appendingPathComponent("bad.strings").path
    let good = dir.appendingPathComponent("good.strings").path
    let (status, output, errors) = await run(["dump", bad, good])
    #expect(status == .findings)
    #expect(errors.contains("\(bad):1:7: error:"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(json.count == 1)
    #expect(json.first?["path"] as? String == good)
  }

  @Test func warningsAloneSucceed() async throws {
    let dir = try folder(["w.strings": "\"a\" = \"1\";\n\"a\" = \"2\";"])
    let (status, output, errors) = await run(["dump", dir.appendingPathComponent("w.strings").path])
    #expect(status == .success)
    #expect(entries(output) == "{\n  \"a\": \"2\"\n}\n")
    #expect(
      errors.contains("warning: duplicate key \"a\" (first defined on line 1); the last value wins")
    )
  }

  @Test func unreadableFileExitsWithNoInput() async throws {
    let dir = try folder(["ok.strings": "a = b;"])
    let missing = dir.appendingPathComponent("missing.strings").path
    let (status, output, errors) = await run([
      "dump", missing, dir.appendingPathComponent("ok.strings").path,
    ])
    #expect(status == .noInput)
    #expect(errors.hasPrefix("error: cannot read '\(missing)'"))
    #expect(output.contains("\"a\": \"b\""))
  }

  @Test(arguments: [[String](), ["notes.txt"], ["--bogus", "a.strings"]])
  func rejectsBadArguments(arguments: [String]) async {
    let (status, _, errors) = await run(["dump"] + arguments)
    #expect(status == .usage)
    #expect(errors.contains("usage: lexicon dump FILE..."))
  }

  @Test func dumpsRealCorpusFilesWrittenToATemporaryFolder() async throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("../shared/corpus")
    let sources = [
      "strings/mastodon+mastodon-ios/Mastodon/Supporting Files/Settings.bundle/en.lproj/Root.strings",
      "stringsdict/mastodon+mastodon-ios/Localization/StringsConvertor/Intents/input/ru.lproj/Intents.stringsdict",
      "xcstrings/coteditor+CotEditor/CotEditor/Localizables/Panels/CommandBar.xcstrings",
    ]
    let dir = try folder([:])
    var paths: [String] = []
    for source in sources {
      // Skip when the corpus is absent.
      guard let data = try? Data(contentsOf: corpus.appendingPathComponent(source)) else { return }
      let target = dir.appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent)
      try data.write(to: target)
      paths.append(target.path)
    }
    let (status, output, errors) = await run(["dump"] + paths)
    #expect(status == .success)
    #expect(!errors.contains("error:"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(json.compactMap { $0["path"] as? String } == paths)
    #expect(json.compactMap { $0["format"] as? String } == ["strings", "stringsdict", "xcstrings"])
    let catalog = json[2]
    #expect(catalog["sourceLanguage"] as? String == "en")
    #expect((catalog["languages"] as? [String: Any])?.keys.contains("ja") == true)
  }
}
