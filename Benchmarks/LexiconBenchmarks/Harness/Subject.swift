/// Something to time: a body that performs `operations` operations per call and returns a checksum
/// of its results.
struct Subject {
  /// The name of its median in the raw figures, such as `dictionary_ns`.
  let name: String
  /// Operations done by one call of ``body`` (the figure is nanoseconds per operation).
  let operations: Int
  /// The work; mark the function it calls `@inline(never)`.
  let body: () -> Int
}
