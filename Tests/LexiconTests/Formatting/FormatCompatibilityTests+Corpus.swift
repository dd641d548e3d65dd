import Foundation
import Lexicon
import Testing

/// The String Catalogs of the shared real-world corpus, read as ``LocalizedValue`` pairs.
private enum CatalogCorpus {
  /// `../shared/corpus/xcstrings` next to the repository, if present.
  static let directory: URL? = {
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let directory = repository.deletingLastPathComponent()
      .appendingPathComponent("shared/corpus/xcstrings")
    return FileManager.default.fileExists(atPath: directory.path) ? directory : nil
  }()

  static var isAvailable: Bool { directory != nil }

  /// One translation of one key, with its source.
  struct Pair {
    var file: String
    var key: String
    var language: String
    var source: LocalizedValue
    var translation: LocalizedValue
  }

  /// Every translated `stringUnit` (with its substitutions) of every catalog. Top-level plural
  /// variations are left out: which argument they count is the catalog reader's decision.
  static func pairs() throws -> [Pair] {
    guard let directory else { return [] }
    let files =
      FileManager.default.enumerator(atPath: directory.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".xcstrings") }.sorted() ?? []
    var pairs: [Pair] = []
    for file in files {
      let data = try Data(contentsOf: directory.appendingPathComponent(file))
      let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let sourceLanguage = catalog["sourceLanguage"] as? String ?? "en"
      let strings = catalog["strings"] as? [String: Any] ?? [:]
      for key in strings.keys.sorted() {
        let localizations =
          (strings[key] as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
        let source =
          (localizations[sourceLanguage] as? [String: Any]).flatMap(value) ?? .text(key)
        for language in localizations.keys.sorted() where language != sourceLanguage {
          guard let localization = localizations[language] as? [String: Any],
            let translation = value(localization)
          else { continue }
          pairs.append(
            Pair(file: file, key: key, language: language, source: source, translation: translation)
          )
        }
      }
    }
    return pairs
  }

  private static func value(_ localization: [String: Any]) -> LocalizedValue? {
    guard let unit = localization["stringUnit"] as? [String: Any],
      let text = unit["value"] as? String
    else { return nil }
    guard let substitutions = localization["substitutions"] as? [String: Any] else {
      return .text(text)
    }
    var variables: [String: PluralVariable] = [:]
    for (name, raw) in substitutions {
      guard let substitution = raw as? [String: Any],
        let specifier = substitution["formatSpecifier"] as? String,
        let plural = (substitution["variations"] as? [String: Any])?["plural"] as? [String: Any]
      else { continue }
      var variants: [PluralCategory: String] = [:]
      for (category, variant) in plural {
        guard let category = PluralCategory(rawValue: category),
          let text = ((variant as? [String: Any])?["stringUnit"] as? [String: Any])?["value"]
            as? String
        else { continue }
        variants[category] = text
      }
      variables[name] = PluralVariable(
        argumentNumber: substitution["argNum"] as? Int, formatSpecifier: specifier,
        variants: variants)
    }
    return .plural(PluralString(format: text, variables: variables))
  }
}

/// Arguments of the kinds `value` reads, such as the code that uses it would pass.
private func sampleArguments(for value: LocalizedValue) -> [any CVarArg] {
  var kinds: [Int: FormatArgumentKind] = [:]
  func collect(
    _ text: String, firstArgument: Int, isVariant: Bool, variables: [String: PluralVariable]
  ) {
    for segment in FormatTemplate(text, firstArgument: firstArgument, isPluralVariant: isVariant)
      .segments
    {
      switch segment {
      case .specifier(let specifier):
        for index in specifier.dimensionArguments { kinds[index] = kinds[index] ?? .signedInteger }
        kinds[specifier.argument] = kinds[specifier.argument] ?? specifier.conversion.argumentKind
      case .pluralVariable(let placeholder):
        guard let variable = variables[placeholder.name] else { continue }
        let counted = variable.argumentNumber ?? placeholder.argument
        let kind = FormatTemplate("%" + variable.formatSpecifier).specifiers.first?.conversion
          .argumentKind
        kinds[counted] = kinds[counted] ?? kind ?? .signedInteger
        for variant in variable.variants.values {
          collect(variant, firstArgument: placeholder.argument, isVariant: true, variables: [:])
        }
      case .literal, .variableArgument:
        break
      }
    }
  }
  switch value {
  case .text(let text): collect(text, firstArgument: 1, isVariant: false, variables: [:])
  case .plural(let plural):
    collect(plural.format, firstArgument: 1, isVariant: false, variables: plural.variables)
  }
  let highest = kinds.keys.max() ?? 0
  return (0..<highest).map { index -> any CVarArg in
    switch kinds[index + 1] {
    case .floatingPoint: return 2.5
    case .signedInteger, .unsignedInteger, .character, .pointer: return 3
    case .object, .cString, nil: return "Ann"
    }
  }
}

extension FormatCompatibilityTests {
  @Test(.enabled(if: CatalogCorpus.isAvailable))
  func corpusCatalogsHaveOneRealMismatch() throws {
    let pairs = try CatalogCorpus.pairs()
    #expect(pairs.count > 10_000)
    var incompatible: [String] = []
    for pair in pairs {
      for issue in FormatCompatibility.check(pair.translation, against: pair.source) {
        if case .incompatibleArgument = issue.kind {
          incompatible.append("\(pair.language) \(pair.key): \(issue.message)")
        }
      }
    }
    // IceCubesApp's Catalan "% publicacions" for "%@ posts": `% p` would print a pointer.
    #expect(
      incompatible == [
        "ca instance.list.posts-%@: translation uses % p for argument 1 where the source has %@"
      ])
  }

  @Test(.enabled(if: CatalogCorpus.isAvailable))
  func corpusTranslationsWithoutErrorsRenderWithoutErrors() throws {
    var checked = 0
    for pair in try CatalogCorpus.pairs() {
      let findings = FormatCompatibility.check(pair.translation, against: pair.source)
      guard !findings.contains(where: { $0.severity == .error }) else { continue }
      let arguments = sampleArguments(for: pair.source)
      let rendered = FormatRenderer.render(
        pair.translation, arguments: arguments, language: pair.language)
      checked += 1
      #expect(
        !rendered.issues.contains { $0.severity == .error },
        "\(pair.file) \(pair.language) \(pair.key): \(rendered.issues)")
    }
    #expect(checked > 10_000)
  }
}
