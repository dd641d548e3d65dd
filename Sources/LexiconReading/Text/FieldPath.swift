import Lexicon

/// How messages name a field of a JSON document (a configuration file, an over-the-air payload):
/// `configurations.Release.environment`, `supportedLanguages[2]`, `configurations["App Store"]`.
package enum FieldPath {
  /// The path of a member of the object at `base`; keys other than letters, digits, `_` and `-`
  /// are written in brackets and quotes.
  package static func member(_ base: String, _ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
            || scalar == "-")
      }
    guard plain else { return base + "[" + QuotedText.quoted(key) + "]" }
    return base.isEmpty ? key : base + "." + key
  }

  /// The path of an element of the array at `base`.
  package static func element(_ base: String, _ index: Int) -> String {
    base + "[\(index)]"
  }
}
