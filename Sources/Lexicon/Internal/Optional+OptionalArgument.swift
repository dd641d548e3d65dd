extension Optional: OptionalArgument {
  var isNil: Bool { self == nil }
}
