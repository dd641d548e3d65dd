/// The outcome of resolving one key: what to show and whose plural rules apply to it.
@usableFromInline
struct Resolution: Sendable {
  /// The value to show.
  @usableFromInline var value: LocalizedValue
  /// The language the value is written in, for plural rules.
  var language: String
  /// Whether the value is a format template that arguments are rendered into: translations,
  /// fallbacks and in-code defaults are; the ``MissingKeyPolicy``'s text is not — it is shown as
  /// it is, whatever the arguments, and never reported as a format problem.
  var isTemplate = true
}
