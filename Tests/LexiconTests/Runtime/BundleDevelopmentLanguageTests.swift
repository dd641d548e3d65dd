import Foundation
import Lexicon
import LexiconRawFiles
import LexiconTesting
import Testing

/// A feature module whose development language (`defaultLocalization`, written to its bundle's
/// `CFBundleDevelopmentRegion`) differs from the app's: after the app's development language, its
/// own is asked, so its texts show instead of raw keys.
@Suite struct BundleDevelopmentLanguageTests {
  /// A real bundle on disk: Polish is complete, English and French are partial.
  static let files: [String: String] = [
    "Info.plist": """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>
    <key>CFBundleDevelopmentRegion</key><string>pl</string>
    </dict></plist>
    """,
    "pl.lproj/Checkout.strings": """
    "title" = "Kasa";
    "pay" = "Zapłać teraz";
    "receipt" = "Paragon";
    """,
    "pl.lproj/Checkout.stringsdict": """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>files</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
      <key>files</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d plik</string>
        <key>few</key><string>%d pliki</string>
        <key>many</key><string>%d plików</string>
        <key>other</key><string>%d pliku</string>
      </dict>
    </dict>
    </dict></plist>
    """,
    "en.lproj/Checkout.strings": #""title" = "Checkout";"#,
    "fr.lproj/Checkout.strings": #""pay" = "Payer";"#,
  ]

  /// The bundle folder written for the test running now.
  @TaskLocal static var folder: URL?

  /// Writes ``files`` as a bundle in a new temporary folder, runs `body` with
  /// ``CheckoutStrings`` reading from it, and removes the folder.
  static func withModuleBundle<Result>(_ body: () throws -> Result) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lexicon-module-\(UUID().uuidString).bundle")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, text) in files {
      let file = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return try $folder.withValue(folder, operation: body)
  }

  enum CheckoutStrings: String, Localizable {
    static var bundle: Bundle {
      BundleDevelopmentLanguageTests.folder.flatMap(Bundle.init(url:)) ?? .main
    }
    static var table: String { "Checkout" }
    case title, pay, receipt, files, nowhere
  }

  let recorder = MissingKeyRecorder()

  func localization(language: String) -> Localization {
    Localization(
      configuration: LocalizationConfiguration(
        providers: [BundleProvider()], tableFiles: .raw, developmentLanguage: "en",
        supportedLanguages: ["en", "fr", "ru"], language: language,
        onMissingKey: recorder.handler, persistence: .none))
  }

  @Test func theBundleDeclaresItsOwnDevelopmentLanguage() throws {
    let language = try Self.withModuleBundle {
      BundleInfo.developmentLanguage(of: CheckoutStrings.bundle)
    }
    #expect(language == "pl")
  }

  @Test(arguments: [
    ("fr", CheckoutStrings.pay, "Payer", nil),
    ("fr", .title, "Checkout", "en"),
    ("fr", .receipt, "Paragon", "pl"),
    ("en", .receipt, "Paragon", "pl"),
    ("en", .title, "Checkout", nil),
    ("ru", .pay, "Zapłać teraz", "pl"),
  ])
  func theAppsDevelopmentLanguageComesFirstThenTheBundles(
    language: String, key: CheckoutStrings, expected: String, fellBackTo: String?
  ) throws {
    let text = try Self.withModuleBundle {
      Localization.withLocalization(localization(language: language)) { "\(key)" }
    }
    #expect(text == expected)
    #expect(recorder.reports.map(\.resolution) == fellBackTo.map { [.fellBack(to: $0)] } ?? [])
  }

  /// Plural rules are those of the language the text is written in: Polish `few` and `many`.
  @Test(arguments: [(1, "1 plik"), (2, "2 pliki"), (5, "5 plików"), (22, "22 pliki")])
  func pluralsFromTheBundlesLanguageUseItsRules(count: Int, expected: String) throws {
    let text = try Self.withModuleBundle {
      Localization.withLocalization(localization(language: "fr")) { CheckoutStrings.files(count) }
    }
    #expect(text == expected)
  }

  @Test func aKeyInNoLanguageStillFollowsThePolicy() throws {
    let text = try Self.withModuleBundle {
      Localization.withLocalization(localization(language: "fr")) {
        CheckoutStrings.nowhere.description
      }
    }
    #expect(text == "nowhere")
    #expect(recorder.reports.map(\.resolution) == [.unresolved])
  }
}

extension BundleDevelopmentLanguageTests {
  /// The bundle a test writes is gone once the test is done, even when the test fails.
  @Test func theBundleIsRemovedAfterTheTest() throws {
    let folder = try Self.withModuleBundle { () throws -> URL in
      let folder = try #require(Self.folder)
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Info.plist").path))
      return folder
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path))

    struct Failure: Error {}
    var thrownFrom: URL?
    #expect(throws: Failure.self) {
      try Self.withModuleBundle {
        thrownFrom = Self.folder
        throw Failure()
      }
    }
    let failed = try #require(thrownFrom)
    #expect(!FileManager.default.fileExists(atPath: failed.path))
  }
}
