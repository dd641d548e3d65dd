import Lexicon

/// Which variant of each copy experiment this device sees: the one
/// ``RemoteConfiguration/experimentOverrides`` names, else the one the device's
/// ``RemoteConfiguration/experimentIdentifier`` picks (``RemoteExperiment/variant(for:)``),
/// else none — the key's value shows.
///
/// The content a provider publishes has the picked variants' values in place of the keys'
/// (``applied(to:experiments:)``), so lookups cost what they cost without experiments.
///
/// ```swift
/// let selection = ExperimentSelection(identifier: "user-42", overrides: [:])
/// selection.variant(of: experiment)?.name   // "warm"
/// ```
struct ExperimentSelection: Sendable {
  /// The device's or user's stable identifier, or `nil` for none.
  var identifier: String?
  /// Variants forced by experiment name.
  var overrides: [String: String]

  /// The variant of `experiment` this device sees, or `nil` for the key's value.
  func variant(of experiment: RemoteExperiment) -> RemoteVariant? {
    if let name = overrides[experiment.name] {
      return experiment.variants.first { $0.name == name }
    }
    guard let identifier, !identifier.isEmpty else { return nil }
    return experiment.variant(for: identifier)
  }

  /// `tables` with the values of the variants picked in place of their keys' values, and the
  /// picks by table and key (for exposures).
  func applied(
    to tables: [String: StringTable], experiments: [String: [String: RemoteExperiment]]
  ) -> (tables: [String: StringTable], picks: [String: [String: Pick]]) {
    guard !experiments.isEmpty, identifier != nil || !overrides.isEmpty else {
      return (tables, .init())
    }
    var result = tables
    var picks: [String: [String: Pick]] = .init()
    for (table, keys) in experiments {
      var values: [String: LocalizedValue] = .init()
      for (key, experiment) in keys {
        guard let variant = variant(of: experiment) else { continue }
        values[key] = variant.value
        picks[table, default: .init()][key] = Pick(
          experiment: experiment.name, variant: variant.name)
      }
      guard !values.isEmpty else { continue }
      var builder = StringTableBuilder(capacity: values.count)
      for (key, value) in values { builder.add(value, forKey: key) }
      guard var stacked = builder.build() else { continue }
      if let existing = tables[table] { stacked.merge(existing, keepingExisting: true) }
      result[table] = stacked.compacted()
    }
    return (result, picks)
  }

  /// A variant picked for a key.
  struct Pick: Sendable, Hashable {
    var experiment: String
    var variant: String
  }
}

extension RemoteConfiguration {
  /// The variants this configuration picks.
  var experimentSelection: ExperimentSelection {
    ExperimentSelection(identifier: experimentIdentifier, overrides: experimentOverrides)
  }
}
