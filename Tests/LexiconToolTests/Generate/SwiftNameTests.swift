import Testing

@testable import LexiconTool

@Suite struct SwiftNameTests {
  @Test(arguments: [
    ("login.title", "loginTitle"),
    ("SETTINGS_WIFI_ERROR", "settingsWifiError"),
    ("loginTitle", "loginTitle"),
    ("URLSession.error", "urlSessionError"),
    ("Café crème %@", "cafeCreme"),
    ("%lld files found", "filesFound"),
    ("%1$@ sent %2$d photos", "sentPhotos"),
    ("50% off", "key50Off"),
    ("2fa.code", "key2faCode"),
    ("default", "`default`"),
    ("in", "`in`"),
    ("self", "selfKey"),
    ("description", "descriptionKey"),
    ("allCases", "allCasesKey"),
    ("Templates", "templates"),
    ("确定", "key271e4b44"),
    ("%@", "key53b9e5a0"),
    (
      "Choose a CotEditor settings archive to import into this computer right now",
      "chooseACotEditorSettingsArchiveToImport2b59794a"
    ),
  ])
  func membersAreCamelCaseASCIIAndNeverKeywords(key: String, expected: String) {
    #expect(SwiftName.member(from: key) == expected)
  }

  @Test func aSuffixTellsCollidingKeysApart() {
    #expect(SwiftName.member(from: "in", suffix: 2) == "in2")
    #expect(SwiftName.member(from: "login.title", suffix: 3) == "loginTitle3")
  }

  @Test(arguments: [
    ("Localizable", "Localizable"), ("info-plist", "InfoPlist"), ("login", "Login"),
    ("2fa", "Table2fa"), ("…", "Table"),
    (
      "A table name far too long to be one that a person writes",
      "ATableNameFarTooLongToBeOneThatA2DC360C5"
    ),
  ])
  func typesAreUpperCamelCase(name: String, expected: String) {
    #expect(SwiftName.type(from: name) == expected)
  }
}
