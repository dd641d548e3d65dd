import Foundation
import LexiconTestSupport
import Testing

@testable import Lexicon
@testable import LexiconFormats
@testable import LexiconRawFiles
@testable import LexiconReading

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

  /// Lexicon's XML reader gives the same tree as Foundation's reader. (Both trees go through
  /// `StringsDictInterpreter`, so this checks the XML reader only; the next test checks the
  /// interpretation against Foundation's dictionaries directly.)
  @Test func stringsDictXMLReadsLikeFoundation() throws {
    for url in LocalizationCorpus.files(withExtension: "stringsdict") {
      let data = try Data(contentsOf: url)
      let reference = try PropertyListSerialization.propertyList(from: data, format: nil)
      var interpreter = StringsDictInterpreter(log: DiagnosticLog(file: nil, bytes: nil))
      let expected = interpreter.interpret(PropertyListValue(foundationObject: reference))
      let parsed = StringsDictParser.parse(data).table.entries
      #expect(parsed == expected, "\(LocalizationCorpus.relativePath(url))")
      #expect(!expected.isEmpty)
    }
  }

  /// An oracle independent of `StringsDictInterpreter`: each entry of Foundation's dictionary,
  /// field by field — the format key, and the value type and every form of every variable the
  /// format names (and those its forms name in turn) — against the parsed plural value.
  @Test func stringsDictEntriesMatchFoundationsDictionaries() throws {
    let placeholder = try NSRegularExpression(pattern: "%(?:[0-9]+\\$)?#@([^@]*)@")
    func names(in text: String) -> [String] {
      placeholder.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
        Range($0.range(at: 1), in: text).map { String(text[$0]) }
      }
    }
    var entries = 0
    var forms = 0
    for url in LocalizationCorpus.files(withExtension: "stringsdict") {
      let data = try Data(contentsOf: url)
      let file = LocalizationCorpus.relativePath(url)
      let reference = try PropertyListSerialization.propertyList(from: data, format: nil)
      let dictionary = try #require(reference as? [String: Any], "\(file)")
      let table = StringsDictParser.parse(data).table
      for (key, value) in dictionary {
        guard let entry = value as? [String: Any],
          let format = entry["NSStringLocalizedFormatKey"] as? String
        else {
          Issue.record("\(file) \(key): not an entry with a format key")
          continue
        }
        guard case .plural(let plural)? = table[key] else {
          Issue.record("\(file) \(key): not read as a plural value")
          continue
        }
        entries += 1
        #expect(plural.format == format, "\(file) \(key)")
        var pending = names(in: format)
        var named: Set<String> = []
        while let name = pending.popLast() {
          guard named.insert(name).inserted else { continue }
          guard let variable = entry[name] as? [String: Any] else {
            Issue.record("\(file) \(key): %#@\(name)@ has no variable")
            continue
          }
          var expected: [PluralCategory: String] = [:]
          for (field, text) in variable {
            guard let category = PluralCategory(rawValue: field), let text = text as? String
            else { continue }
            expected[category] = text
            pending += names(in: text)
          }
          forms += expected.count
          #expect(plural.variables[name]?.variants == expected, "\(file) \(key) \(name)")
          if let type = variable["NSStringFormatValueTypeKey"] as? String {
            let specifier = type.hasPrefix("%") ? String(type.dropFirst()) : type
            #expect(plural.variables[name]?.formatSpecifier == specifier, "\(file) \(key)")
          }
        }
        #expect(Set(plural.variables.keys) == named, "\(file) \(key)")
      }
    }
    #expect(entries == 884)
    #expect(forms == 2_614)
  }

  /// Catalogs have no Foundation reader to compare with; instead, every plain `stringUnit` value
  /// that `JSONSerialization` sees must be served as that text (checks the JSON reader), except
  /// empty translations, which are not served.
  @Test func catalogPlainValuesMatchJSONSerialization() throws {
    for url in LocalizationCorpus.files(withExtension: "xcstrings") {
      let data = try Data(contentsOf: url)
      let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let strings = try #require(json["strings"] as? [String: Any])
      let sourceLanguage = try #require(json["sourceLanguage"] as? String)
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
          let served = value.isEmpty && language != sourceLanguage && !key.isEmpty ? nil : value
          #expect(
            catalog.tables[language]?[key] == served.map(LocalizedValue.text),
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
