import Lexicon
import LexiconEnvironment
import LexiconRemote
import Testing

@Suite struct LocalizationEnvironmentPathTests {
  @Test(
    "Builds name/version/language/table",
    arguments: [
      (EnvironmentName.production, "1.2.0", "ru", "labels", "production/1-2-0/ru/labels"),
      (.development, "1.2", "en", "Localizable", "development/1-2/en/Localizable"),
      (.staging, "2.0.0-beta.3", "pt_BR", "labels", "staging/2-0-0-beta-3/pt-BR/labels"),
      ("qa", "2024.01.15", "zh_Hant_HK", "labels", "qa/2024-01-15/zh-Hant-HK/labels"),
      ("load-test_2", "1", "iw", "labels", "load-test_2/1/he/labels"),
    ])
  func paths(
    name: EnvironmentName, version: String, language: String, table: String, expected: String
  ) throws {
    let environment = LocalizationEnvironment(name: name, version: try AppVersion(parsing: version))
    #expect(try environment.path(language: language, table: table).description == expected)
  }

  @Test func otherPaths() throws {
    let environment = LocalizationEnvironment(name: .production, version: AppVersion("1.2.0"))
    #expect(
      try environment.path(components: ["manifest"]).description == "production/1-2-0/manifest")
    #expect(try environment.path(components: []).description == "production/1-2-0")
  }

  @Test(
    "Never builds an invalid key",
    arguments: [
      ("Q A", "1.2.0", "ru", "labels", RemotePathError.invalidEnvironmentName("Q A")),
      ("pre.prod", "1.2.0", "ru", "labels", .invalidEnvironmentName("pre.prod")),
      ("production", nil, "ru", "labels", .missingVersion(.production)),
      ("production", "1.2.0", "xx_", "labels", .invalidLanguage("xx_")),
      ("production", "1.2.0", "Base", "labels", .invalidLanguage("Base")),
      ("production", "1.2.0", "und", "labels", .invalidLanguage("und")),
      (
        "production", "1.2.0", "ru", "labels.json",
        .forbiddenCharacter(".", component: "labels.json")
      ),
      ("production", "1.2.0", "ru", "", .emptyComponent(index: 3)),
    ] as [(EnvironmentName, String?, String, String, RemotePathError)])
  func rejects(
    name: EnvironmentName, version: String?, language: String, table: String,
    error: RemotePathError
  ) {
    let environment = LocalizationEnvironment(name: name, version: version.flatMap(AppVersion.init))
    #expect(throws: error) { try environment.path(language: language, table: table) }
  }

  @Test(
    "Every app version's path component is a valid key",
    arguments: ["1.2.0", "1.3.0-beta.2", "2024.01.15", "0.0.1-alpha", "999999999.0", "1.3.0-rc1"])
  func versionComponentsAreKeys(version: String) throws {
    let parsed = try AppVersion(parsing: version)
    #expect(try RemotePath(components: [parsed.pathComponent]).description == parsed.pathComponent)
  }
}
