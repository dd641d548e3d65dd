import Foundation
import LexiconRawFiles
import LexiconTestSupport
import Testing

@testable import Lexicon

/// The top-level language tables of apps migrating from T21Environment (`EN.strings` beside the
/// `.lproj` folders, issue 25).
@Suite struct BundleListingTests {
  @Test(arguments: [
    ("EN", "en"), ("ES", "es"), ("CA", "ca"), ("PT-BR", "pt-BR"), ("PT_BR", "pt-BR"),
    ("ZH-HANS", "zh-Hans"), ("ZH_HANT_TW", "zh-Hant-TW"), ("IW", "he"),
  ])
  func aTopLevelFileNamedByALanguageInCapitalsIsThatLanguage(name: String, language: String) {
    #expect(BundleListing.rootLanguage(name) == language)
  }

  @Test(arguments: [
    "Localizable", "en", "En", "FAQ", "XX", "QQ", "UI", "APP", "E", "EN-", "EN US", "EN.old",
    "ENGLISH", "Base", "",
  ])
  func anyOtherNameIsATable(name: String) {
    #expect(BundleListing.rootLanguage(name) == nil)
  }

  @Test func theTopLevelFilesAreEachLanguagesLocalizableTable() throws {
    let files = [
      "EN.strings": #""hello" = "Hello"; "bye" = "Bye";"#,
      "ES.strings": #""hello" = "Hola"; "bye" = "Adiós";"#,
      "CA.strings": #""hello" = "Hola (ca)";"#,
      "FAQ.strings": #""question" = "Why?";"#,
      // An .lproj table of the same language wins key by key.
      "es.lproj/Localizable.strings": #""bye" = "Hasta luego";"#,
      "en.lproj/Other.strings": #""other" = "Other";"#,
    ]
    try TemporaryBundle.with(files) { bundle, _ in
      BundleProvider.invalidateCache(for: bundle)
      let provider = BundleProvider(bundle: bundle)
      func table(_ language: String, _ name: String = "Localizable") -> StringTable? {
        provider.table(
          for: TableRequest(language: language, table: name, bundle: bundle, tableFiles: .raw))
      }
      #expect(table("en")?["hello"] == .text("Hello"))
      #expect(table("es")?["hello"] == .text("Hola"))
      #expect(table("es")?["bye"] == .text("Hasta luego"))
      #expect(table("ca")?["hello"] == .text("Hola (ca)"))
      #expect(table("de") == nil)
      // Other tables are untouched, and a top-level table that is not a language stays Base's.
      #expect(table("en", "Other")?["other"] == .text("Other"))
      #expect(table("en", "Other")?["hello"] == nil)
      #expect(table("Base", "FAQ")?["question"] == .text("Why?"))
      #expect(table("en", "FAQ") == nil)
    }
  }
}
