import Lexicon

/// Keys of the default `Localizable` table in the main bundle, which has none in tests.
enum PlainStrings: String, Localizable {
  case greeting
}
