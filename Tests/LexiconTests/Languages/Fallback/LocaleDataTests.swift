import Foundation
import Testing

@testable import Lexicon

/// Checks the generated CLDR tables against the JSON they were generated from.
@Suite struct LocaleDataTests {
  /// `../shared/cldr` next to the repository root, when present.
  static let cldrDirectory: URL? = {
    // The repository root: the first folder above this file that holds `Package.swift`.
    var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while root.path != "/",
      !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    {
      root.deleteLastPathComponent()
    }
    let directory = root.deletingLastPathComponent().appendingPathComponent("shared/cldr")
    let probe = directory.appendingPathComponent("likelySubtags.json").path
    return FileManager.default.fileExists(atPath: probe) ? directory : nil
  }()

  static func supplemental(_ file: String) throws -> [String: Any] {
    let directory = try #require(cldrDirectory)
    let data = try Data(contentsOf: directory.appendingPathComponent(file))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(json["supplemental"] as? [String: Any])
  }

  @Test("Tables parse completely")
  func counts() {
    #expect(LocaleData.parentLocales.count == LocaleData.parentLocaleCount)
    #expect(LocaleData.likelySubtagsKeys.count == LocaleData.likelySubtagsCount)
    #expect(LocaleData.scriptVaryingLanguages.isSuperset(of: ["zh", "sr", "uz", "az", "pa"]))
    #expect(!LocaleData.scriptVaryingLanguages.contains("en"))
  }

  @Test("Spot checks")
  func spotChecks() {
    #expect(LocaleData.parentLocale(of: "en-AU") == "en-001")
    #expect(LocaleData.parentLocale(of: "zh-Hant") == "und")
    #expect(LocaleData.parentLocale(of: "pt-BR") == nil)
    #expect(LocaleData.likely("zh-TW").map { "\($0)-\($1)-\($2)" } == "zh-Hant-TW")
    #expect(LocaleData.likely("und").map { "\($0)-\($1)-\($2)" } == "en-Latn-US")
    #expect(LocaleData.likely("xx") == nil)
    #expect(LocaleData.defaultScript(of: "sr") == "Cyrl")
  }

  @Test("Reading the likely-subtags text answers every key as the table does")
  func scannedLikelySubtagsEqualTheTable() {
    func spelled(_ fill: LocaleData.Fill?) -> String {
      guard let fill else { return "nil" }
      return "\(fill.language ?? "-") \(fill.script ?? "-") \(fill.region ?? "-")"
    }
    var mismatches: [String] = []
    var packed = 0
    for key in LocaleData.likelySubtagsKeys {
      if key.utf8.count == 3 { packed += 1 }
      let scanned = spelled(LocaleData.scannedFill(of: key))
      let stored = spelled(LocaleData.tableFill(of: key))
      if scanned != stored || scanned == "nil" {
        mismatches.append("\(key): \(scanned) vs \(stored)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    #expect(packed > 1_000)
    for missing in [
      "", "xx", "und-", "Arab", "Arab:", "AF", "aee-", "qqq", "zzzz", "en-XX-YY", "-",
    ] {
      #expect(LocaleData.scannedFill(of: missing) == nil, "\(missing)")
      #expect(LocaleData.tableFill(of: missing) == nil, "\(missing)")
    }
    #expect(spelled(LocaleData.scannedFill(of: "zh-TW")) == "- Hant -")
    #expect(spelled(LocaleData.scannedFill(of: "und")) == "en Latn US")
  }

  @Test("Parent locales equal CLDR's", .enabled(if: cldrDirectory != nil))
  func parentLocalesMatchJSON() throws {
    let supplemental = try Self.supplemental("parentLocales.json")
    let sections = try #require(supplemental["parentLocales"] as? [String: Any])
    let parents = try #require(sections["parentLocale"] as? [String: String])
    #expect(LocaleData.parentLocales == parents)
    let version = try #require(supplemental["version"] as? [String: String])
    #expect(version["_cldrVersion"] == LocaleData.cldrVersion)
  }

  @Test("Likely subtags equal CLDR's", .enabled(if: cldrDirectory != nil))
  func likelySubtagsMatchJSON() throws {
    let supplemental = try Self.supplemental("likelySubtags.json")
    let likely = try #require(supplemental["likelySubtags"] as? [String: String])
    #expect(Set(likely.keys) == Set(LocaleData.likelySubtagsKeys))
    var mismatches: [String] = []
    for (key, value) in likely {
      let decoded = LocaleData.likely(key).map { "\($0)-\($1)-\($2)" }
      if decoded != value { mismatches.append("\(key): \(value) vs \(decoded ?? "nil")") }
    }
    #expect(mismatches.isEmpty)
  }
}
