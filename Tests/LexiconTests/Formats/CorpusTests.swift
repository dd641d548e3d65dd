import Foundation
import Testing

@testable import Lexicon

/// Every real-world file of the shared corpus parses without errors, and `.strings` and
/// `.stringsdict` files give exactly what `PropertyListSerialization` gives.
@Suite(.enabled(if: LocalizationCorpus.isAvailable)) struct CorpusTests {
  /// Deliberate differences from Foundation that show up in the corpus, by file: none. (The
  /// lowercase `\u203A` in home-assistant's files is read as `u203A`, exactly as Foundation
  /// reads it; Lexicon adds a warning.)
  static let knownDeviations: [String: Set<String>] = [:]

  @Test func corpusIsComplete() {
    #expect(LocalizationCorpus.files(withExtension: "strings").count == 47)
    #expect(LocalizationCorpus.files(withExtension: "stringsdict").count == 34)
    #expect(LocalizationCorpus.files(withExtension: "xcstrings").count == 9)
  }

  @Test(arguments: ["strings", "stringsdict", "xcstrings"])
  func everyFileParsesWithoutErrors(pathExtension: String) {
    for url in LocalizationCorpus.files(withExtension: pathExtension) {
      let file = LocalizationFile.read(contentsOf: url)
      let errors = file.diagnostics.filter { $0.severity == .error }
      #expect(errors.isEmpty, "\(LocalizationCorpus.relativePath(url)): \(errors.prefix(3))")
      switch file {
      case .table(let parsed): #expect(!parsed.table.isEmpty, "\(url.lastPathComponent)")
      case .catalog(let catalog): #expect(!catalog.tables.isEmpty, "\(url.lastPathComponent)")
      }
    }
  }

  @Test func stringsFilesMatchFoundation() throws {
    for url in LocalizationCorpus.files(withExtension: "strings") {
      let data = try Data(contentsOf: url)
      let reference = try PropertyListSerialization.propertyList(from: data, format: nil)
      let expected = try #require(reference as? [String: String], "\(url.lastPathComponent)")
      let parsed = StringsFileParser.parse(data).table.entries.mapValues(\.rawText)
      let deviations = Self.knownDeviations[LocalizationCorpus.relativePath(url)] ?? []
      let differing = Set(expected.keys).union(parsed.keys).filter { expected[$0] != parsed[$0] }
      #expect(
        differing.subtracting(deviations).isEmpty,
        "\(LocalizationCorpus.relativePath(url)): \(differing.sorted().prefix(5))")
      #expect(!expected.isEmpty)
    }
  }

  @Test func stringsDictFilesMatchFoundation() throws {
    for url in LocalizationCorpus.files(withExtension: "stringsdict") {
      let data = try Data(contentsOf: url)
      let reference = try PropertyListSerialization.propertyList(from: data, format: nil)
      var interpreter = StringsDictInterpreter(log: DiagnosticLog(file: nil, bytes: nil))
      let expected = interpreter.interpret(PropertyListValue(foundationObject: reference, depth: 0))
      let parsed = StringsDictParser.parse(data).table.entries
      #expect(parsed == expected, "\(LocalizationCorpus.relativePath(url))")
      #expect(!expected.isEmpty)
    }
  }

  /// Catalogs have no Foundation reader to compare with; instead, every plain `stringUnit` value
  /// that `JSONSerialization` sees must be served as that text (checks the JSON reader).
  @Test func catalogPlainValuesMatchJSONSerialization() throws {
    for url in LocalizationCorpus.files(withExtension: "xcstrings") {
      let data = try Data(contentsOf: url)
      let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let strings = try #require(json["strings"] as? [String: Any])
      let catalog = StringCatalogParser.parse(data)
      var checked = 0
      for (key, entry) in strings {
        guard let entry = entry as? [String: Any], entry["shouldTranslate"] as? Bool != false,
          let localizations = entry["localizations"] as? [String: Any]
        else { continue }
        for (language, localization) in localizations {
          guard let localization = localization as? [String: Any],
            localization["substitutions"] == nil,
            localization["variations"] == nil,
            let unit = localization["stringUnit"] as? [String: Any],
            let value = unit["value"] as? String
          else { continue }
          #expect(
            catalog.tables[language]?[key] == .text(value),
            "\(url.lastPathComponent) \(language) \(key)")
          checked += 1
        }
      }
      #expect(checked > 0)
    }
  }

  @Test func corkPluralsBecomePluralStrings() throws {
    let url = LocalizationCorpus.root.appendingPathComponent(
      "xcstrings/buresdv+Cork/Cork/Localizable.xcstrings")
    let catalog = StringCatalogParser.parse(try Data(contentsOf: url))
    let plurals = catalog.tables.values.flatMap(\.entries.values).filter {
      if case .plural = $0 { return true } else { return false }
    }
    #expect(plurals.count > 100)
  }
}
