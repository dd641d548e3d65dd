import Foundation
import LexiconTestSupport
import Testing

@testable import LexiconTool

/// `lexicon export xliff` and `lexicon import xliff`, run as the real executable on real files
/// (issue 25).
@Suite struct XLIFFCommandTests {
  static let xliff = "out/ru.xcloc/Localized Contents/ru.xliff"

  @Test func exportWritesACatalogAsXcodeDoes() throws {
    let folder = try XLIFFFixture.folder()
    let run = try LexiconExecutable.run(
      ["export", "xliff", "--language", "ru", "App", "-o", "out"], in: folder.url)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == "out/ru.xcloc: 4 files, 23 units, 4 translated\n")
    let files = try XLIFFFixture.contents(of: folder.url.appendingPathComponent("out/ru.xcloc"))
    #expect(
      files.keys.sorted() == [
        "Localized Contents/ru.xliff",
        "Source Contents/App/Resources/en.lproj/Errors.strings",
        "Source Contents/App/Resources/en.lproj/Localizable.strings",
        "Source Contents/App/Resources/en.lproj/Localizable.stringsdict",
        "Source Contents/App/Settings.xcstrings",
        "contents.json",
      ])
    #expect(
      files["Source Contents/App/Settings.xcstrings"]
        == Data(XLIFFFixture.files["App/Settings.xcstrings"]?.utf8 ?? "".utf8))
    #expect(
      String(decoding: files["contents.json"] ?? Data(), as: UTF8.self) == """
        {
          "developmentRegion" : "en",
          "project" : "\(folder.url.lastPathComponent)",
          "targetLocale" : "ru",
          "toolInfo" : {
            "toolID" : "org.lexicon.lexicon",
            "toolName" : "lexicon",
            "toolVersion" : "\(Tool.version)"
          },
          "version" : "1.0"
        }
        """)
    let text = String(decoding: files["Localized Contents/ru.xliff"] ?? Data(), as: UTF8.self)
    #expect(text == XLIFFFixture.expectedExport)
    // The same project gives the same bytes, and writes nothing.
    let again = try LexiconExecutable.run(
      ["export", "xliff", "--language", "ru", "App", "-o", "out"], in: folder.url)
    #expect(again.output == "out/ru.xcloc: 4 files, 23 units, 4 translated, unchanged\n")
    #expect(try catalogBytes(folder) == files)
  }

  private func catalogBytes(_ folder: TemporaryFolder) throws -> [String: Data] {
    try XLIFFFixture.contents(of: folder.url.appendingPathComponent("out/ru.xcloc"))
  }

  /// Export, translate, import: every file is byte-identical except the translated values; an
  /// import of an unchanged export writes nothing.
  @Test func aRoundTripChangesOnlyTheTranslatedValues() throws {
    let folder = try XLIFFFixture.folder()
    let before = try XLIFFFixture.contents(of: folder.url.appendingPathComponent("App"))
    _ = try LexiconExecutable.run(
      ["export", "xliff", "--language", "ru", "App", "-o", "out"], in: folder.url)
    let unchanged = try LexiconExecutable.run(
      ["import", "xliff", "out/ru.xcloc", "App"], in: folder.url)
    #expect(unchanged.status == 0, "\(unchanged.errors)")
    #expect(unchanged.output.hasSuffix("import ru: 0 files written\n"))
    #expect(try XLIFFFixture.contents(of: folder.url.appendingPathComponent("App")) == before)

    try XLIFFFixture.translate(
      folder.url.appendingPathComponent(Self.xliff), with: XLIFFFixture.russian)
    let run = try LexiconExecutable.run(["import", "xliff", "out/ru.xcloc", "App"], in: folder.url)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors == "")
    #expect(
      run.output == """
        App/Resources/ru.lproj/Errors.strings: 2 values
        App/Resources/ru.lproj/Localizable.strings: 4 values
        App/Resources/ru.lproj/Localizable.stringsdict: 1 value
        App/Settings.xcstrings: 4 values
        import ru: 4 files written

        """)
    let after = try XLIFFFixture.contents(of: folder.url.appendingPathComponent("App"))
    // Source files untouched.
    for path in before.keys where path.contains("en.lproj") {
      #expect(after[path] == before[path], "\(path)")
    }
    #expect(
      String(decoding: after["Resources/ru.lproj/Localizable.strings"] ?? Data(), as: UTF8.self)
        == """
        /* Title of the login screen */
        "login.title" = "Войти";
        "quoted" = 'Это "здесь"';

        /* The greeting */
        "welcome" = "Добро пожаловать, %@!";

        "bye" = "Пока";

        """)
    // UTF-16 stays UTF-16, with its mark.
    #expect(
      after["Resources/ru.lproj/Errors.strings"]
        == XLIFFFixture.utf16(XLIFFFixture.utf16Text + "\n\"retry\" = \"Повторить\";\n"))
    #expect(
      String(decoding: after["Resources/ru.lproj/Localizable.stringsdict"] ?? Data(), as: UTF8.self)
        == XLIFFFixture.expectedStringsDict)
    #expect(
      String(decoding: after["Settings.xcstrings"] ?? Data(), as: UTF8.self)
        == XLIFFFixture.expectedCatalog)
    let lint = try LexiconExecutable.run(["lint", "App"], in: folder.url)
    #expect(lint.output == "")
    #expect(lint.status == 0)

    // A changed translation changes only its own bytes.
    _ = try LexiconExecutable.run(
      ["export", "xliff", "--language", "ru", "App", "-o", "out"], in: folder.url)
    try XLIFFFixture.translate(
      folder.url.appendingPathComponent(Self.xliff),
      with: [
        "bye": "До свидания", "/%d files:dict/files:dict/many:dict/:string": "%d файликов",
        "Tap|==|device.other": "Щёлкните",
      ])
    let edit = try LexiconExecutable.run(
      ["import", "xliff", "out/ru.xcloc", "App"], in: folder.url)
    #expect(edit.status == 0)
    let edited = try XLIFFFixture.contents(of: folder.url.appendingPathComponent("App"))
    func text(_ path: String, _ files: [String: Data]) -> String {
      String(decoding: files[path] ?? Data(), as: UTF8.self)
    }
    #expect(
      text("Resources/ru.lproj/Localizable.strings", edited)
        == text("Resources/ru.lproj/Localizable.strings", after).replacingOccurrences(
          of: "\"Пока\"", with: "\"До свидания\""))
    #expect(
      text("Resources/ru.lproj/Localizable.stringsdict", edited)
        == text("Resources/ru.lproj/Localizable.stringsdict", after).replacingOccurrences(
          of: "%d файлов", with: "%d файликов"))
    #expect(
      text("Settings.xcstrings", edited)
        == text("Settings.xcstrings", after).replacingOccurrences(of: "Нажмите", with: "Щёлкните"))
    #expect(
      edited["Resources/ru.lproj/Errors.strings"] == after["Resources/ru.lproj/Errors.strings"])
  }

  @Test func anInvalidTranslationIsRefusedAndNothingIsWritten() throws {
    let folder = try XLIFFFixture.folder()
    _ = try LexiconExecutable.run(
      ["export", "xliff", "--language", "ru", "App", "-o", "out"], in: folder.url)
    var bad = XLIFFFixture.russian
    bad["welcome"] = "Добро пожаловать, %d!"
    bad["Done"] = "Готово на 100%q"
    bad["%lld items|==|plural.few"] = nil
    try XLIFFFixture.translate(folder.url.appendingPathComponent(Self.xliff), with: bad)
    let before = try XLIFFFixture.contents(of: folder.url.appendingPathComponent("App"))
    let run = try LexiconExecutable.run(["import", "xliff", "out/ru.xcloc", "App"], in: folder.url)
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(
      run.errors == """
        \(Self.xliff):42:9: error: "welcome" in ru: translation uses %d for argument 1 where the source has %@ [format-mismatch]
        \(Self.xliff):90:9: error: "%lld items" in ru: plural variable "plural" has no few form, which the ru plural rules need (for 2) [plural-missing-category]
        \(Self.xliff):105:9: error: "Done" in ru: "%q" is cut short [invalid-specifier]
        import ru: 3 errors; nothing was written (--partial writes the valid translations)

        """)
    #expect(try XLIFFFixture.contents(of: folder.url.appendingPathComponent("App")) == before)

    let partial = try LexiconExecutable.run(
      ["import", "xliff", "out/ru.xcloc", "App", "--partial"], in: folder.url)
    #expect(partial.status == 1)
    #expect(partial.output.hasSuffix("import ru: 4 files written; 3 strings refused\n"))
    let after = try XLIFFFixture.contents(of: folder.url.appendingPathComponent("App"))
    let strings = String(
      decoding: after["Resources/ru.lproj/Localizable.strings"] ?? Data(), as: UTF8.self)
    #expect(strings.contains("\"bye\" = \"Пока\";"))
    #expect(!strings.contains("welcome"))
    let catalog = String(decoding: after["Settings.xcstrings"] ?? Data(), as: UTF8.self)
    #expect(catalog.contains("Найдено %#@files@"))
    #expect(!catalog.contains("товар"))
    #expect(catalog.contains("\"value\" : \"Готово\""))
  }

  @Test func problemsWithTheCatalogItselfAreReported() throws {
    let folder = try XLIFFFixture.folder()
    _ = try LexiconExecutable.run(
      ["export", "xliff", "--language", "ru", "App", "-o", "out"], in: folder.url)
    let url = folder.url.appendingPathComponent(Self.xliff)
    var text = try String(contentsOf: url, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "original=\"App/Resources/en.lproj/Errors.strings\"",
      with: "original=\"Gone/en.lproj/Gone.strings\"")
    text = text.replacingOccurrences(
      of: "trans-unit id=\"%lld items|==|plural.one\"", with: "trans-unit id=\"nope\"")
    try Data(text.utf8).write(to: url)
    try XLIFFFixture.translate(url, with: XLIFFFixture.russian.merging(["nope": "x"]) { $1 })
    let run = try LexiconExecutable.run(["import", "xliff", "out/ru.xcloc", "App"], in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.errors.contains(
        #":3:3: error: no source file matches "Gone/en.lproj/Gone.strings" under the paths given [missing-source-file]"#
      ))
    #expect(
      run.errors.contains(
        #"warning: "nope" is not a string of App/Settings.xcstrings; it is left out [unknown-unit]"#
      ))
    let wrongLanguage = try LexiconExecutable.run(
      ["import", "xliff", "out/ru.xcloc", "App", "--language", "de"], in: folder.url)
    #expect(wrongLanguage.errors.contains("is translated into ru, not de [target-language]"))
    #expect(wrongLanguage.status == 1)
  }

  @Test(arguments: [
    (["import"], 64, "error: import needs a format: xliff"),
    (["import", "xliff"], 64, "error: import xliff needs a CATALOG.xcloc or FILE.xliff"),
    (["import", "xliff", "missing.xcloc"], 66, "error: no such file or folder: 'missing.xcloc'"),
    (
      ["export", "xliff", "App", "-o", "out"], 64,
      "error: export xliff needs --language LANGUAGE (once per catalog)"
    ),
    (
      ["export", "xliff", "--language", "xx_", "App", "-o", "out"], 64,
      "error: 'xx_' is not a language tag"
    ),
  ])
  func usageAndInputErrors(arguments: [String], status: Int32, message: String) throws {
    let folder = try XLIFFFixture.folder()
    let run = try LexiconExecutable.run(arguments, in: folder.url)
    #expect(run.status == status)
    #expect(run.errors.hasPrefix(message + "\n"), "\(run.errors)")
  }

  /// Every Xcode export of the shared corpus imports into a copy of its source files, and a
  /// round trip through `lexicon` leaves them as they are.
  @Test(.enabled(if: LocalizationCorpus.isAvailable))
  func everyCorpusCatalogImports() throws {
    for catalog in LocalizationCorpus.catalogs {
      let folder = try TemporaryFolder()
      let project = folder.url.appendingPathComponent("Project")
      try FileManager.default.copyItem(
        at: catalog.appendingPathComponent("Source Contents"), to: project)
      let language = catalog.deletingPathExtension().lastPathComponent
      let run = try LexiconExecutable.run(["import", "xliff", catalog.path], in: project)
      #expect(run.status == 0, "\(language): \(run.errors)")
      #expect(!run.errors.contains("error:"), "\(language): \(run.errors)")
      let imported = try XLIFFFixture.contents(of: project)
      if language != "ru" {  // ru has no translation
        #expect(imported.keys.contains { $0.contains("\(language).lproj/") || language == "en" })
      }
      let export = try LexiconExecutable.run(
        ["export", "xliff", "--language", language, ".", "-o", folder.path("out")], in: project)
      #expect(export.status == 0, "\(language): \(export.errors)")
      let again = try LexiconExecutable.run(
        ["import", "xliff", folder.path("out/\(language).xcloc")], in: project)
      #expect(
        again.output.hasSuffix("import \(language): 0 files written\n"),
        "\(language): \(again.output)")
      #expect(try XLIFFFixture.contents(of: project) == imported)
    }
  }
}

extension XLIFFCommandTests {
  /// The corpus's String Catalogs, `.stringsdict` and UTF-16 `.strings` files, exported and
  /// imported again: not a byte changes (their own translations included, mistakes and all).
  @Test(
    .enabled(if: LocalizationCorpus.isAvailable),
    arguments: ["xcstrings", "stringsdict", "strings"])
  func aRoundTripThroughTheCorpusChangesNothing(folder name: String) async throws {
    let corpus = LocalizationCorpus.root.appendingPathComponent(name)
    let folder = try TemporaryFolder()
    let project = folder.url.appendingPathComponent("Project")
    try FileManager.default.copyItem(at: corpus, to: project)
    let before = try XLIFFFixture.contents(of: project)
    for language in ["ru", "de"] {
      let out = folder.url.appendingPathComponent("out").path
      let export = Console.capturing()
      let exported = await Tool.run(
        [
          "export", "xliff", "--language", language, "--project-root", project.path, project.path,
          "-o", out,
        ],
        console: export)
      #expect(exported == .success, "\(name) \(language): \(export.standardError)")
      let console = Console.capturing()
      let imported = await Tool.run(
        [
          "import", "xliff", out + "/\(language).xcloc", "--project-root", project.path,
          project.path,
        ],
        console: console)
      #expect(imported == .success, "\(name) \(language): \(console.standardError)")
      #expect(console.standardOutput.hasSuffix("import \(language): 0 files written\n"))
    }
    #expect(try XLIFFFixture.contents(of: project) == before)
  }
}
