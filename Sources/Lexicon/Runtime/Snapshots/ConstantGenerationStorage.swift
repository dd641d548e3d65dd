/// A ``GenerationStorage`` that always holds the same value and ignores stores: the stand-in for
/// a flag where no lock-free storage exists (see ``ScopeUsage``).
final class ConstantGenerationStorage: GenerationStorage {
  private let value: Int

  init(_ value: Int) {
    self.value = value
  }

  func load() -> Int { value }

  func store(_ newValue: Int) {}
}
