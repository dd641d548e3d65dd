import Foundation
import Lexicon
import Testing

@testable import LexiconTool

@Suite struct ExportContentTests {
  /// Read as the app reads the files: `Base` under the development language (whose own values
  /// win), a catalog's languages, plurals whole.
  @Test func readsWhatTheAppReads() throws {
    let folder = try TemporaryFolder(ExportFixture.files)
    let (content, findings) = try ExportContent.read(
      [folder.path("Resources")], developmentLanguage: nil)
    #expect(findings.isEmpty, "\(findings)")
    #expect(content.languageTags == ["ar", "en", "ru"])
    #expect(content.valueCount == 23)
    for language in content.languageTags {
      #expect(content.tables(of: language) == (try ExportFixture.values(in: folder.url))[language])
    }
    let english = content.tables(of: "en")["Login"]
    #expect(english?["login.title"] == .text("Sign in"))
    #expect(english?["login.footer"] == .text("© Example"))
  }

  /// Only what would break on a device is reported: a missing translation, an extra key, an
  /// empty value or a duplicate key in one file are lint's business.
  @Test func reportsOnlyWhatBreaksOnADevice() throws {
    var files = ExportFixture.files
    files["Resources/ar.lproj/Inbox.strings"] = #""inbox.extra" = ""; "inbox.extra" = "x";"#
    files["Resources/ru.lproj/Login.strings", default: ""] += "\n\"login.title\" = \"%q\";\n"
    let folder = try TemporaryFolder(files)
    let (_, findings) = try ExportContent.read(
      [folder.path("Resources")], developmentLanguage: "en")
    #expect(findings.map(\.rule) == [.invalidSpecifier])
    #expect(findings.first?.severity == .error)
  }
}
