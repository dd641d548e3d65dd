/// The storage behind a ``GenerationCounter``.
@usableFromInline
protocol GenerationStorage: Sendable, AnyObject {
  func load() -> Int
  func store(_ value: Int)
}
