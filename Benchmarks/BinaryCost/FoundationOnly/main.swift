import Foundation

// binary-cost-foundation: the baseline of `binary_cost_bytes` (see Benchmarks/README.md).
//
// It prints what `binary-cost-lexicon` prints, with Foundation alone: a plain key, a key formatted
// with `%@` and `%d`, and a `.stringsdict` plural (`%#@files@`) for 1 and 5, all from its own
// `Bundle.module`. The harness checks the four lines before it trusts the size.

let bundle = Bundle.module

/// The text of `key` in `Localizable.strings`.
func text(_ key: String) -> String {
  bundle.localizedString(forKey: key, value: nil, table: nil)
}

/// The plural `key` of `Localizable.stringsdict` for `count`.
func plural(_ key: String, _ count: Int) -> String {
  #if canImport(Darwin)
    // Foundation reads `.stringsdict` itself on Apple platforms.
    return String.localizedStringWithFormat(text(key), count)
  #else
    // swift-corelibs-foundation crashes in `localizedString(forKey:)` on a key of a `.stringsdict`
    // (Swift 6.3), so an app on Linux reads the file itself and picks English `one`/`other`.
    guard let url = bundle.url(forResource: "Localizable", withExtension: "stringsdict"),
      let data = try? Data(contentsOf: url),
      let root = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any],
      let entry = root[key] as? [String: Any],
      var result = entry["NSStringLocalizedFormatKey"] as? String
    else { return key }
    for (name, rule) in entry {
      guard let rule = rule as? [String: Any],
        let valueType = rule["NSStringFormatValueTypeKey"] as? String,
        let variant = (count == 1 ? rule["one"] : nil) as? String ?? rule["other"] as? String
      else { continue }
      result = result.replacingOccurrences(of: "%#@\(name)@", with: variant)
      result = String(format: result.replacingOccurrences(of: "%" + valueType, with: "%ld"), count)
    }
    return result
  #endif
}

print(text("title"))
print(String(format: text("welcome"), "Ann", 3))
print(plural("files", 1))
print(plural("files", 5))
