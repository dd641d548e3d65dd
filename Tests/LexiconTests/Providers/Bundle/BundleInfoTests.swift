import Foundation
import Testing

@testable import Lexicon

@Suite struct BundleInfoTests {
  /// Writes a bundle folder with `files` (path → contents) under the temporary directory, hands
  /// it to `body` and removes it afterwards.
  static func withBundle<Result>(
    _ files: [String: String], _ body: (Bundle) throws -> Result
  ) throws -> Result {
    try withBundleBytes(files.mapValues { Data($0.utf8) }, body)
  }

  /// Writes a bundle folder with `files` (path → bytes), as `withBundle` does with texts.
  static func withBundleBytes<Result>(
    _ files: [String: Data], _ body: (Bundle) throws -> Result
  ) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lexicon-bundle-info-\(UUID().uuidString).bundle")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (path, bytes) in files {
      let file = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try bytes.write(to: file)
    }
    return try body(try #require(Bundle(url: folder)))
  }

  /// An `Info.plist` with the given entries, as SwiftPM and Xcode write it.
  static func infoPlist(_ entries: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>
    <key>CFBundleIdentifier</key><string>org.lexicon.tests.info</string>
    \(entries)
    </dict></plist>
    """
  }

  /// `CFBundleDevelopmentRegion` when the bundle has one (canonicalised), `en` otherwise —
  /// including a bundle with no `Info.plist` at all, where `Bundle.developmentLocalization`
  /// crashes on Linux.
  @Test(
    arguments: [
      (nil, "en"),
      ("", "en"),
      ("<key>CFBundleDevelopmentRegion</key><string></string>", "en"),
      ("<key>CFBundleDevelopmentRegion</key><string>pl</string>", "pl"),
      ("<key>CFBundleDevelopmentRegion</key><string>pt_BR</string>", "pt-BR"),
      ("<key>CFBundleDevelopmentRegion</key><string>zh-hant</string>", "zh-Hant"),
    ] as [(String?, String)])
  func developmentLanguageOfABundleOnDisk(infoEntries: String?, expected: String) throws {
    var files = ["en.lproj/Shop.strings": #""title" = "Shop";"#]
    if let infoEntries { files["Info.plist"] = Self.infoPlist(infoEntries) }
    let language = try Self.withBundle(files) { BundleInfo.developmentLanguage(of: $0) }
    #expect(language == expected)
  }

  /// Lexicon's own reading of `Info.plist` (what Linux uses) gives Foundation's answer for every
  /// written form — XML, binary, the `Contents/` and `Resources/` layouts, a key written twice —
  /// and calls a file it cannot read unreadable, which is then left to Foundation.
  @Test(
    arguments: [
      ("Info.plist", "xml", "fr"),
      ("Info.plist", "binary", "de"),
      ("Contents/Info.plist", "xml", "ja"),
      ("Contents/Info.plist", "binary", "pt-BR"),
      ("Resources/Info.plist", "xml", "sv"),
      ("Info.plist", "twice", "it"),
      ("Info.plist", "malformed", "en"),
    ])
  func theInfoPlistIsReadAsFoundationReadsIt(place: String, form: String, expected: String)
    throws
  {
    let region = expected == "pt-BR" ? "pt_BR" : expected
    let bytes: Data
    switch form {
    case "binary":
      bytes = try PropertyListSerialization.data(
        fromPropertyList: [
          "CFBundleIdentifier": "org.lexicon.tests", "CFBundleDevelopmentRegion": region,
        ],
        format: .binary, options: 0)
    case "twice":
      bytes = Data(
        Self.infoPlist(
          "<key>CFBundleDevelopmentRegion</key><string>es</string>"
            + "<key>CFBundleDevelopmentRegion</key><string>\(region)</string>"
        ).utf8)
    case "malformed":
      bytes = Data("<plist><dict><key>CFBundleDevelopmentRegion</key><string>fr".utf8)
    default:
      bytes = Data(
        Self.infoPlist("<key>CFBundleDevelopmentRegion</key><string>\(region)</string>").utf8)
    }
    let files = [place: bytes, "en.lproj/Shop.strings": Data(#""title" = "Shop";"#.utf8)]
    try Self.withBundleBytes(files) { bundle in
      #expect(BundleInfo.developmentLanguage(of: bundle) == expected)
      let read = BundleInfo.infoPlistRegion(ofBundleAt: bundle.bundlePath)
      if form == "malformed" {
        #expect(read == .unreadable)
      } else {
        #expect(read == .read(region))
        #expect(bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String == region)
      }
    }
  }

  /// A bundle whose development language was read is read again after
  /// `BundleProvider.invalidateCache(for:)`, for a bundle replaced in place.
  @Test func invalidatingTheCacheReadsTheInfoPlistAgain() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lexicon-bundle-info-\(UUID().uuidString).bundle")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let info = folder.appendingPathComponent("Info.plist")
    try Data(Self.infoPlist("<key>CFBundleDevelopmentRegion</key><string>fr</string>").utf8)
      .write(to: info)
    #expect(BundleInfo.developmentLanguage(of: try #require(Bundle(url: folder))) == "fr")
    try Data(Self.infoPlist("<key>CFBundleDevelopmentRegion</key><string>de</string>").utf8)
      .write(to: info)
    #expect(BundleInfo.infoPlistRegion(ofBundleAt: folder.path) == .read("de"))
    let bundle = try #require(Bundle(url: folder))
    #if !canImport(Darwin)
      // Linux keeps what it read for the path until told (Apple platforms ask Foundation, which
      // keeps its own dictionary).
      #expect(BundleInfo.developmentLanguage(of: bundle) == "fr")
      BundleProvider.invalidateCache(for: bundle)
      #expect(BundleInfo.developmentLanguage(of: bundle) == "de")
    #endif
  }

  /// The test target's fixtures: `Shop.bundle` has no `Info.plist`, `Plain.bundle` has one
  /// without `CFBundleDevelopmentRegion`. Both develop in English.
  @Test(arguments: ["Fixtures/Bundles/Shop", "Fixtures/Bundles/Plain"])
  func fixtureBundlesWithoutARegionDevelopInEnglish(path: String) throws {
    let url = try #require(Bundle.module.url(forResource: path, withExtension: "bundle"))
    let hasInfoPlist = FileManager.default.fileExists(
      atPath: url.appendingPathComponent("Info.plist").path)
    #expect(hasInfoPlist == path.hasSuffix("Plain"))
    #expect(BundleInfo.developmentLanguage(of: try #require(Bundle(url: url))) == "en")
  }

  /// The languages of the `.lproj` folders, canonical and sorted, without `Base`.
  @Test func localizationsAreTheLanguageFolders() throws {
    let languages = try Self.withBundle([
      "pt_BR.lproj/Shop.strings": #""title" = "Loja";"#,
      "en.lproj/Shop.strings": #""title" = "Shop";"#,
      "Base.lproj/Shop.strings": #""title" = "Shop";"#,
    ]) { BundleInfo.localizations(of: $0) }
    #expect(languages == ["en", "pt-BR"])
    #expect(try Self.withBundle([:]) { BundleInfo.localizations(of: $0) } == [])
  }
}
