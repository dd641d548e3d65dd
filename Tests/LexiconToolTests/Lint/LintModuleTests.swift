import Foundation
import Lexicon
import Testing

@testable import LexiconTool

/// `missing-language`: a feature module without a whole language the app supports (issue 25).
@Suite struct LintModuleTests {
  /// An app and two feature modules: Inbox lacks Russian entirely, Settings (a catalog) lacks
  /// Arabic, Profile has `pt` for the app's `pt-BR` and `Base` for English.
  static let files: [String: String] = [
    "App/Resources/en.lproj/Main.strings": #""title" = "App";"#,
    "App/Resources/ru.lproj/Main.strings": #""title" = "Приложение";"#,
    "App/Resources/ar.lproj/Main.strings": #""title" = "تطبيق";"#,
    "App/Resources/pt-BR.lproj/Main.strings": #""title" = "Aplicativo";"#,
    "Inbox/Resources/en.lproj/Inbox.strings": #""title" = "Inbox";"#,
    "Inbox/Resources/en.lproj/Inbox.stringsdict": StringsDictText.entry(
      "unread", format: "%#@n@", variable: "n",
      forms: [("one", "%d message"), ("other", "%d messages")]),
    "Inbox/Resources/ar.lproj/Inbox.strings": #""title" = "البريد";"#,
    "Inbox/Resources/pt-BR.lproj/Inbox.strings": #""title" = "Caixa";"#,
    "Settings/Resources/Settings.xcstrings": """
    { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "Done" : { "localizations" : {
      "ru" : { "stringUnit" : { "state" : "translated", "value" : "Готово" } },
      "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "OK" } } } } } }
    """,
    "Profile/Resources/Base.lproj/Profile.strings": #""title" = "Profile";"#,
    "Profile/Resources/ru.lproj/Profile.strings": #""title" = "Профиль";"#,
    "Profile/Resources/ar.lproj/Profile.strings": #""title" = "الملف";"#,
    "Profile/Resources/pt.lproj/Profile.strings": #""title" = "Perfil";"#,
  ]

  @Test func aModuleWithoutALanguageTheAppSupportsIsReportedOnce() throws {
    let folder = try TemporaryFolder(Self.files)
    var configuration = LintConfiguration()
    configuration.supportedLanguages = ["en", "ru", "ar", "pt-BR"]
    let report = try Linter(configuration: configuration).lint([folder.path])
    let missing = report.findings.filter { $0.rule == .missingLanguage }.map {
      $0.description.replacingOccurrences(of: folder.path + "/", with: "")
    }
    #expect(
      missing
        == [
          "Inbox/Resources/en.lproj/Inbox.strings:1:1: error: \(folder.path)/Inbox/Resources has no ru, which the app supports (en, ru, ar, pt-BR): add ru.lproj with Inbox.strings and Inbox.stringsdict [missing-language]",
          "Settings/Resources/Settings.xcstrings:1:1: error: \(folder.path)/Settings/Resources has no ar, which the app supports (en, ru, ar, pt-BR): translate Settings.xcstrings into ar [missing-language]",
        ].map { $0.replacingOccurrences(of: folder.path + "/", with: "") })
  }

  @Test func withoutTheAppsLanguagesNothingIsChecked() throws {
    let folder = try TemporaryFolder(Self.files)
    let report = try Linter().lint([folder.path])
    #expect(!report.findings.contains { $0.rule == .missingLanguage })
  }

  @Test func theCommandTakesTheLanguagesFromAnOptionOrTheAppsConfiguration() throws {
    var files = Self.files
    files["App/Resources/Lexicon.json"] = #"{"supportedLanguages": ["en", "ru", "ar", "pt-BR"]}"#
    files["App/Resources/environments.json"] =
      #"{"languages": ["en", "ar"], "configurations": {"Debug": {"base_url": "x"}}}"#
    let folder = try TemporaryFolder(files)
    func rules(_ arguments: [String]) throws -> [String] {
      let run = try LexiconExecutable.run(["lint"] + arguments + ["."], in: folder.url)
      return run.output.split(separator: "\n").filter { $0.hasSuffix("[missing-language]") }.map {
        String($0.prefix { $0 != ":" })
      }
    }
    let both = ["Inbox/Resources/en.lproj/Inbox.strings", "Settings/Resources/Settings.xcstrings"]
    #expect(try rules(["--supported-languages", "en, ru,ar,pt_BR"]) == both)
    #expect(try rules(["--app-configuration", "App/Resources/Lexicon.json"]) == both)
    // T21Environment's file: only English and Arabic; Settings lacks Arabic.
    #expect(
      try rules(["--app-configuration", "App/Resources/environments.json"])
        == ["Settings/Resources/Settings.xcstrings"])
    #expect(try rules([]) == [])
  }

  @Test func aBadLanguageOrAppConfigurationIsAUsageError() throws {
    let folder = try TemporaryFolder(
      Self.files.merging(["Lexicon.json": #"{"supportedLanguages": ["en", "xx_"]}"#]) { $1 })
    let bad = try LexiconExecutable.run(
      ["lint", "--supported-languages", "en,12", "."], in: folder.url)
    #expect(bad.status == 64)
    #expect(bad.errors.hasPrefix("error: '12' in --supported-languages is not a language tag\n"))
    let file = try LexiconExecutable.run(
      ["lint", "--app-configuration", "Lexicon.json", "."], in: folder.url)
    #expect(file.status == 64)
    #expect(
      file.errors.hasPrefix(
        "Lexicon.json:1:31: error: supportedLanguages[1]: \"xx_\" is not a language tag\n"
          + "error: 'Lexicon.json' is not a valid app configuration\n"))
  }
}
