/// Lets the renderer recognise an `Optional` hidden inside an existential argument, so that a
/// `nil` prints as `(null)` like Foundation prints a `nil` object.
protocol OptionalArgument {
  /// Whether the optional is `nil`.
  var isNil: Bool { get }
}

extension Optional: OptionalArgument {
  var isNil: Bool { self == nil }
}
