import Foundation
import Lexicon
import LexiconValidation
import Testing

/// The shared real-world corpus (`../shared/corpus`), read as ``LocalizedValue``s for the
/// formatting tests. Tests that use it are skipped when it is absent.
package enum FormattingCorpus {
  /// `../shared/corpus` next to the repository, if present.
  package static let root: URL? = LocalizationCorpus.isAvailable ? LocalizationCorpus.root : nil

  package static var isAvailable: Bool { root != nil }

  // MARK: - String Catalogs

  /// One translation of one key, with its source.
  package struct Pair {
    package var file: String
    package var key: String
    package var language: String
    package var source: LocalizedValue
    package var translation: LocalizedValue
  }

  /// Every translated `stringUnit` (with its substitutions) of every catalog. Top-level plural
  /// variations are left out: which argument they count is the catalog reader's decision.
  package static func catalogPairs() throws -> [Pair] {
    guard let directory = root?.appendingPathComponent("xcstrings") else { return [] }
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

  // MARK: - .stringsdict

  /// The folder of mastodon-ios's `.lproj` folders with `Localizable.stringsdict`.
  private static var stringsdictFolder: URL? {
    root?.appendingPathComponent(
      "stringsdict/mastodon+mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources")
  }

  /// The languages of the `.stringsdict` corpus, such as `ar` and `zh-Hans`.
  package static func stringsdictLanguages() throws -> [String] {
    guard let folder = stringsdictFolder else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
  }

  /// The plural values of one language's `Localizable.stringsdict`, by key.
  package static func stringsdict(_ language: String) throws -> [String: LocalizedValue] {
    guard let folder = stringsdictFolder else { return [:] }
    let data = try Data(
      contentsOf: folder.appendingPathComponent("\(language).lproj/Localizable.stringsdict"))
    let plist = try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    var values: [String: LocalizedValue] = [:]
    for (key, raw) in plist {
      guard let entry = raw as? [String: Any],
        let format = entry["NSStringLocalizedFormatKey"] as? String
      else { continue }
      var variables: [String: PluralVariable] = [:]
      for (name, rawVariable) in entry {
        guard let variable = rawVariable as? [String: Any] else { continue }
        var variants: [PluralCategory: String] = [:]
        for (category, text) in variable {
          guard let category = PluralCategory(rawValue: category), let text = text as? String
          else { continue }
          variants[category] = text
        }
        variables[name] = PluralVariable(
          formatSpecifier: variable["NSStringFormatValueTypeKey"] as? String ?? "",
          variants: variants)
      }
      values[key] = .plural(PluralString(format: format, variables: variables))
    }
    return values
  }

  // MARK: - Arguments

  /// Arguments of the kinds `value` reads, as the code that uses it would pass: `count` for
  /// integers, `count + 0.5` for floating-point numbers, `"Ann"` for objects and strings.
  package static func sampleArguments(for value: LocalizedValue, count: Int = 3) -> [any CVarArg] {
    var kinds: [Int: FormatArgumentKind] = [:]
    func collect(
      _ text: String, firstArgument: Int, isVariant: Bool, variables: [String: PluralVariable]
    ) {
      for segment in FormatTemplate(text, firstArgument: firstArgument, isPluralVariant: isVariant)
        .segments
      {
        switch segment {
        case .specifier(let specifier):
          for index in specifier.dimensionArguments {
            kinds[index] = kinds[index] ?? .signedInteger
          }
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
      case .floatingPoint: return Double(count) + 0.5
      case .signedInteger, .unsignedInteger, .character, .pointer: return count
      case .object, .cString, nil: return "Ann"
      }
    }
  }
}
