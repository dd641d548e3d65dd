/// The outcome of resolving one key: what to show and whose plural rules apply to it.
@usableFromInline
struct Resolution: Sendable {
  /// The value to show.
  @usableFromInline var value: LocalizedValue
  /// The language the value is written in, for plural rules.
  var language: String
}
