import Foundation
import Lexicon
import LexiconEnvironment
import LexiconPublishing
import LexiconRemote
import Testing

@testable import LexiconTool

/// `lexicon export`, run as the real executable on real files.
@Suite struct ExportCommandTests {
  static let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))
  static let firebaseArguments = [
    "export", "firebase", "--environment", "production", "--app-version", "1.2.0", "Resources",
    "-o", "labels.json",
  ]
  static let staticArguments = [
    "export", "static", "--environment", "production", "--app-version", "1.2.0", "Resources",
    "-o", "public",
  ]

  /// The JSON of a written file.
  static func json(_ folder: TemporaryFolder, _ path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: folder.url.appendingPathComponent(path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  // MARK: - Firebase

  @Test func firebaseWritesTheImportJSONWithEncodedKeys() throws {
    let folder = try TemporaryFolder(ExportFixture.files)
    let run = try LexiconExecutable.run(Self.firebaseArguments, in: folder.url)
    #expect(run.status == 0)
    #expect(run.errors == "")
    let root = try Self.json(folder, "labels.json")
    let node = try #require((root["production"] as? [String: Any])?["1-2-0"] as? [String: Any])
    #expect(Set(node.keys) == ["_version", "ar", "en", "ru"])
    let marker = try #require(node["_version"] as? String)
    #expect(marker.count == 16)
    #expect(
      run.output
        == "production 1.2.0: 3 languages, 3 tables, 23 values → labels.json (_version \(marker))\n"
    )
    let english = try #require(node["en"] as? [String: [String: Any]])
    #expect(english["Login"]?["login%2Etitle"] as? String == "Sign in")
    #expect(english["Login"]?["login%2Efooter"] as? String == "© Example")
    #expect(english["Login"]?["price%2E%24"] as? String == "Price: %.2f $")
    #expect(english["Login"]?["100%25"] as? String == "Full")
    #expect(english["Login"]?["a%2Fb%5B0%5D%23x"] as? String == "An odd key")
    let russian = try #require(node["ru"] as? [String: [String: Any]])
    #expect(
      russian["Settings"]?["settings%2Edevices"] as? [String: String] == [
        "one": "%lld устройство", "few": "%lld устройства", "many": "%lld устройств",
        "other": "%lld устройства",
      ])
    // Every key written is one the database stores.
    for tables in [english, russian] {
      for (table, keys) in tables {
        _ = try RemotePath(components: [table] + keys.keys)
      }
    }
  }

  /// The same files give the same bytes (and marker); a changed translation a new marker.
  @Test func firebaseIsByteStableAndItsMarkerFollowsTheContent() throws {
    let folder = try TemporaryFolder(ExportFixture.files)
    #expect(try LexiconExecutable.run(Self.firebaseArguments, in: folder.url).status == 0)
    let first = try folder.read("labels.json")
    let again = try LexiconExecutable.run(Self.firebaseArguments, in: folder.url)
    #expect(again.output.hasSuffix(", unchanged\n"))
    #expect(try folder.read("labels.json") == first)
    try folder.write(#""inbox.title" = "Почта";"#, to: "Resources/ru.lproj/Inbox.strings")
    #expect(try LexiconExecutable.run(Self.firebaseArguments, in: folder.url).status == 0)
    let changed = try folder.read("labels.json")
    #expect(changed != first)
    let marker = { (text: String) in
      text.split(separator: "\n").first { $0.contains("_version") }
    }
    #expect(marker(changed) != marker(first))
  }

  @Test func firebaseWithoutAnAppVersionWritesTheEnvironmentNode() throws {
    let folder = try TemporaryFolder(ExportFixture.files)
    let run = try LexiconExecutable.run(
      ["export", "firebase", "--environment", "development", "Resources", "--output", "dev.json"],
      in: folder.url)
    #expect(run.status == 0)
    let node = try #require(try Self.json(folder, "dev.json")["development"] as? [String: Any])
    #expect(Set(node.keys) == ["_version", "ar", "en", "ru"])
  }

  @Test func firebaseRefusesAKeyTheDatabaseCannotHold() throws {
    var files = ExportFixture.files
    files["Resources/en.lproj/Login.strings", default: ""] += "\n\"\" = \"Empty key\";\n"
    let folder = try TemporaryFolder(files)
    let run = try LexiconExecutable.run(Self.firebaseArguments, in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.errors.contains(
        "Resources/en.lproj/Login.strings:7:1: error: \"\" in en cannot be a Firebase key: keys "
          + "cannot be empty [parse-error]"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("labels.json")))
  }

  // MARK: - Static hosting

  @Test func staticWritesSnapshotsAndAManifestWithSizesAndDigests() throws {
    let folder = try TemporaryFolder(ExportFixture.files)
    let run = try LexiconExecutable.run(Self.staticArguments, in: folder.url)
    #expect(run.status == 0)
    #expect(run.errors == "")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "production 1.2.0 → public/production/1-2-0")
    #expect(lines.last == "  manifest.json written")
    let base = folder.url.appendingPathComponent("public/production/1-2-0")
    let manifest = try RemoteManifest(
      jsonData: try Data(contentsOf: base.appendingPathComponent("manifest.json")),
      source: "manifest.json")
    #expect(manifest.environment == Self.environment)
    #expect(Set(manifest.languages.keys) == Set(ExportFixture.languages))
    let expected = try ExportFixture.values(in: folder.url)
    for (language, entry) in manifest.languages {
      #expect(entry.version == 1)
      #expect(entry.deltas.isEmpty)
      let data = try Data(contentsOf: base.appendingPathComponent(entry.snapshot.url))
      #expect(entry.snapshot.url == "\(language)/1.json")
      #expect(entry.snapshot.bytes == data.count)
      #expect(entry.snapshot.sha256 == SHA256.hash(data).description)
      let snapshot = try RemoteSnapshot(
        jsonData: data, source: entry.snapshot.url, environment: Self.environment)
      #expect(snapshot.tables == expected[language])
    }
  }

  /// No change: no new version, not one byte written. A change: the next version, with a delta
  /// from every earlier one that applies to give it exactly.
  @Test func staticVersionsFollowTheOutputFolder() throws {
    let folder = try TemporaryFolder(ExportFixture.files)
    let base = folder.url.appendingPathComponent("public/production/1-2-0")
    #expect(try LexiconExecutable.run(Self.staticArguments, in: folder.url).status == 0)
    let written = try Self.contents(of: base)

    let again = try LexiconExecutable.run(Self.staticArguments, in: folder.url)
    #expect(again.status == 0)
    #expect(
      again.output == """
        production 1.2.0 → public/production/1-2-0
          ar  version 1  unchanged
          en  version 1  unchanged
          ru  version 1  unchanged
          manifest.json unchanged

        """)
    #expect(try Self.contents(of: base) == written)

    try folder.write(#""inbox.title" = "Почта";"#, to: "Resources/ru.lproj/Inbox.strings")
    let second = try LexiconExecutable.run(Self.staticArguments, in: folder.url)
    #expect(second.output.contains("  ru  version 2  new ("))
    #expect(second.output.contains("), deltas from 1\n"))
    #expect(second.output.contains("  en  version 1  unchanged"))
    try folder.write(
      #""inbox.title" = "Письма";"# + "\n" + #""inbox.archive" = "Архив";"#,
      to: "Resources/ru.lproj/Inbox.strings")
    #expect(try LexiconExecutable.run(Self.staticArguments, in: folder.url).status == 0)

    let manifest = try RemoteManifest(
      jsonData: try Data(contentsOf: base.appendingPathComponent("manifest.json")),
      source: "manifest.json")
    let russian = try #require(manifest.languages["ru"])
    #expect(russian.version == 3)
    #expect(russian.deltas.map(\.baseVersion) == [1, 2])
    let snapshots = try (1...3).map { version in
      try RemoteSnapshot(
        jsonData: try Data(contentsOf: base.appendingPathComponent("ru/\(version).json")),
        source: "ru", environment: Self.environment)
    }
    #expect(snapshots[2].tables["Inbox"]?["inbox.archive"] == .text("Архив"))
    for delta in russian.deltas {
      let data = try Data(contentsOf: base.appendingPathComponent(delta.file.url))
      #expect(delta.file.bytes == data.count)
      #expect(delta.file.sha256 == SHA256.hash(data).description)
      let change = try RemoteDelta(
        jsonData: data, source: delta.file.url, environment: Self.environment)
      #expect(try snapshots[delta.baseVersion - 1].applying(change) == snapshots[2])
    }
    // Earlier files are kept as they were.
    #expect(try Data(contentsOf: base.appendingPathComponent("ru/1.json")) == written["ru/1.json"])
    #expect(manifest.languages["en"]?.version == 1)
  }

  @Test func staticRefusesAnOutputFolderItCannotRead() throws {
    let folder = try TemporaryFolder(ExportFixture.files)
    try folder.write("{\n  \"kind\": \"snapshot\"\n", to: "public/production/1-2-0/ru/4.json")
    let run = try LexiconExecutable.run(Self.staticArguments, in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.errors.hasPrefix(
        folder.url.appendingPathComponent("public/production/1-2-0/ru/4.json").path + ":"))
    #expect(run.errors.contains(": error: "))
  }

  /// Every file below a folder, by relative path.
  static func contents(of folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let next = enumerator?.nextObject() as? String {
      let url = folder.appendingPathComponent(next)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        result[next] = try Data(contentsOf: url)
      }
    }
    return result
  }

  // MARK: - Validation

  @Test(
    "A bad translation refuses both exports, naming where it is",
    arguments: [
      (
        "Resources/ru.lproj/Login.strings", #""login.welcome" = "С возвращением, %d!";"#,
        "Resources/ru.lproj/Login.strings:1:19: error: \"login.welcome\" in ru: translation uses "
          + "%d for argument 1 where the source has %@ [format-mismatch]"
      ),
      (
        "Resources/ru.lproj/Inbox.stringsdict",
        StringsDictText.entry(
          "inbox.unread", format: "%#@messages@", variable: "messages",
          forms: [("one", "%d непрочитанное сообщение"), ("other", "%d непрочитанных")]),
        "error: \"inbox.unread\" in ru: plural variable \"messages\" has no few, many form, which "
          + "the ru plural rules need (for 2, 5) [plural-missing-category]"
      ),
      (
        "Resources/ar.lproj/Login.strings", #""login.title" = "تسجيل الدخول;"#,
        "Resources/ar.lproj/Login.strings:1:"
      ),
    ])
  func refusesBadTranslations(file: String, contents: String, diagnostic: String) throws {
    for arguments in [Self.firebaseArguments, Self.staticArguments] {
      let folder = try TemporaryFolder(ExportFixture.files)
      try folder.write(contents, to: file)
      let run = try LexiconExecutable.run(arguments, in: folder.url)
      #expect(run.status == 1)
      #expect(run.output == "")
      #expect(run.errors.contains(diagnostic), "\(run.errors)")
      #expect(run.errors.contains("nothing was written"))
      #expect(!FileManager.default.fileExists(atPath: folder.path("labels.json")))
      #expect(!FileManager.default.fileExists(atPath: folder.path("public")))
    }
  }

  /// A key missing in a language is no error: devices fall back to the bundle for it.
  @Test func aMissingTranslationIsExported() throws {
    let folder = try TemporaryFolder(ExportFixture.files)
    let run = try LexiconExecutable.run(Self.staticArguments, in: folder.url)
    #expect(run.status == 0)
    #expect(!run.errors.contains("missing-translation"))
  }

  @Test func twoTablesOfOneNameThatDisagreeAreRefused() throws {
    var files = ExportFixture.files
    files["Other/en.lproj/Login.strings"] = #""login.title" = "Log in";"#
    let folder = try TemporaryFolder(files)
    var arguments = Self.staticArguments
    arguments.insert("Other", at: 7)
    let run = try LexiconExecutable.run(arguments, in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.errors.contains(
        "error: \"login.title\" in en has another value in Other/en.lproj/Login.strings:1:17; "
          + "tables named \"Login\" are one table on devices [duplicate-key]"))
  }

  @Test(
    "Usage errors",
    arguments: [
      (["export"], "export needs a target: firebase, static or xliff"),
      (["export", "s3", "--environment", "production", "R", "-o", "x"], "export needs a target"),
      (["export", "static", "Resources", "-o", "x"], "export needs --environment NAME"),
      (
        ["export", "static", "--environment", "Prod", "R", "-o", "x"],
        "'Prod' is not an environment name"
      ),
      (
        [
          "export", "static", "--environment", "production", "--app-version", "1.x", "R", "-o", "x",
        ], "is not an app version"
      ),
      (["export", "static", "--environment", "production", "Resources"], "export needs -o"),
      (
        ["export", "static", "--environment", "production", "-o", "x"],
        "export needs at least one PATH"
      ),
    ])
  func usage(arguments: [String], message: String) async {
    let console = Console.capturing()
    #expect(await Tool.run(arguments, console: console) == .usage)
    #expect(console.standardError.contains(message), "\(console.standardError)")
  }
}
