/// The outcome of resolving one key: what to show and whose plural rules apply to it.
struct Resolution: Sendable {
  /// The value to show.
  var value: LocalizedValue
  /// The language the value is written in, for plural rules.
  var language: String
}
