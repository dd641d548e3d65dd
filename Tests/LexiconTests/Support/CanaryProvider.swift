import Lexicon

/// A provider that owns a ``Canary``.
struct CanaryProvider: StringProvider {
  let canary: Canary

  func table(for request: TableRequest) -> StringTable? { nil }
}
