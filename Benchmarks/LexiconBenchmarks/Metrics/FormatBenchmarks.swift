import Foundation
import Lexicon

/// `format_speedup_vs_string_format` and `plural_format_ns`: formatting through a key's
/// `callAsFunction`, which resolves the key and renders its template.
enum FormatBenchmarks: BenchmarkGroup {
  static let benchmarks = [Benchmark.formatSpeedupVsStringFormat, .pluralFormatNs]

  /// Formats per timed call.
  private static let rounds = 100
  private static let names = ["Ann", "Bartholomew", "Zoë", "李小龍"]

  static func run(_ fixture: Fixture) -> [MetricResult] {
    guard let bundle = Bundle(url: fixture.bundleURL) else {
      return benchmarks.map { MetricResult(benchmark: $0, outcome: .invalid("no bundle")) }
    }
    Localization.bootstrap(Fixture.configuration(bundle: bundle, language: Fixture.language))
    var results: [MetricResult] = []
    if fixture.options.selects(Benchmark.formatSpeedupVsStringFormat.name) {
      results.append(format(fixture))
    }
    if fixture.options.selects(Benchmark.pluralFormatNs.name) {
      results.append(plural(fixture))
    }
    return results
  }

  /// The count printed by round `round`: grouped in most languages from the second round on.
  @inline(__always)
  private static func count(_ round: Int) -> Int { round &* 1_234 }

  /// Lexicon with localized numbers (the default) against `String(format:locale:)` in the same
  /// language — the goal — and, for scale, Lexicon with POSIX numbers against `String(format:)`
  /// without a locale.
  private static func format(_ fixture: Fixture) -> MetricResult {
    var result = MetricResult(benchmark: .formatSpeedupVsStringFormat, outcome: .invalid("not run"))
    let key = LocalizableKey(rawValue: DataSet.formatKey)
    guard
      let template = fixture.expectedText(
        DataSet.formatKey, table: LocalizableKey.table, language: Fixture.language),
      let bundle = Bundle(url: fixture.bundleURL)
    else { return result }
    let locale = Locale(identifier: Fixture.language)
    var posixConfiguration = Fixture.configuration(bundle: bundle, language: Fixture.language)
    posixConfiguration.numberFormatting = .posix
    let posix = Localization(configuration: posixConfiguration)
    for (index, name) in names.enumerated() {
      let lexicon = key(name, count(index * 7))
      let foundation = String(format: template, locale: locale, name, count(index * 7))
      guard lexicon == foundation else {
        result.outcome = .invalid(
          "Lexicon '\(lexicon)' ≠ String(format:locale:) '\(foundation)'")
        return result
      }
      let plain = posix.format(key, arguments: [name, count(index * 7)])
      let unlocalized = String(format: template, name, count(index * 7))
      guard plain == unlocalized else {
        result.outcome = .invalid("Lexicon .posix '\(plain)' ≠ String(format:) '\(unlocalized)'")
        return result
      }
    }
    let samples = fixture.runner.compare([
      Subject(name: "string_format_locale_ns", operations: rounds) {
        stringFormat(template, locale: locale)
      },
      Subject(name: "lexicon_ns", operations: rounds) {
        lexiconFormat(key)
      },
      Subject(name: "string_format_ns", operations: rounds) {
        stringFormat(template, locale: nil)
      },
      Subject(name: "lexicon_posix_ns", operations: rounds) {
        lexiconFormat(key, through: posix)
      },
    ])
    let (foundation, lexicon) = (samples[0], samples[1])
    let (unlocalized, plain) = (samples[2], samples[3])
    result.outcome = .measured(foundation.median / lexicon.median)
    result.raw = [
      ("string_format_locale_ns", foundation.median), ("lexicon_ns", lexicon.median),
      ("string_format_ns", unlocalized.median), ("lexicon_posix_ns", plain.median),
    ]
    let posixRatio = unlocalized.median / plain.median
    result.notes.append(
      "template '\(template)', counts 0, 1,234, 2,468…; localized numbers (the default) against "
        + "String(format:locale: \(Fixture.language)); Lexicon's figures include resolving the key")
    result.notes.append(
      "without localized numbers: String(format:) without a locale ÷ Lexicon .posix = "
        + String(format: "%.1f", posixRatio))
    return result
  }

  private static func plural(_ fixture: Fixture) -> MetricResult {
    var result = MetricResult(benchmark: .pluralFormatNs, outcome: .invalid("not run"))
    let key = LocalizableKey(rawValue: DataSet.pluralKey)
    let expectations = [(1, "1 file"), (5, "5 files"), (21, "21 files")]
    for (count, expected) in expectations {
      let rendered = key(count)
      guard rendered == expected else {
        result.outcome = .invalid("renders '\(rendered)' for \(count), expected '\(expected)'")
        return result
      }
    }
    let samples = fixture.runner.measure(
      Subject(name: "lexicon_ns", operations: rounds) {
        lexiconPlural(key)
      })
    result.outcome = .measured(samples.median)
    result.raw = [("lexicon_ns", samples.median)]
    result.notes.append("counts 0…99; includes resolving the key")
    return result
  }

  @inline(never)
  private static func stringFormat(_ template: String, locale: Locale?) -> Int {
    var checksum = 0
    for round in 0..<rounds {
      checksum &+=
        String(format: template, locale: locale, names[round & 3], count(round)).utf8
        .count
    }
    return checksum
  }

  @inline(never)
  private static func lexiconFormat(_ key: LocalizableKey) -> Int {
    var checksum = 0
    for round in 0..<rounds {
      checksum &+= key(names[round & 3], count(round)).utf8.count
    }
    return checksum
  }

  @inline(never)
  private static func lexiconFormat(_ key: LocalizableKey, through localization: Localization)
    -> Int
  {
    var checksum = 0
    for round in 0..<rounds {
      checksum &+= localization.format(key, arguments: [names[round & 3], count(round)]).utf8.count
    }
    return checksum
  }

  @inline(never)
  private static func lexiconPlural(_ key: LocalizableKey) -> Int {
    var checksum = 0
    for round in 0..<rounds {
      checksum &+= key(round).utf8.count
    }
    return checksum
  }
}
