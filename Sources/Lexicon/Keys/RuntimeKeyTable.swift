import Foundation

/// The identity the keys known only at run time of one table and bundle share in a runtime's
/// snapshot, where typed keys use their type: so ``Localization/text(forKey:table:bundle:defaultValue:arguments:)``
/// takes the same path as a typed key — one table probe once its table is resolved.
///
/// One instance per table and bundle, kept for the process (table names are constants of the
/// app, as typed keys' are).
final class RuntimeKeyTable: Sendable {
  private static let tables = OnceMap<String, RuntimeKeyTable>()

  /// The identifier of the run-time keys of a table and bundle.
  static func identifier(table: String, bundle: Bundle) -> ObjectIdentifier {
    let name = JoinedKey.make(BundlePath.of(bundle), table)
    return ObjectIdentifier(tables.value(for: name) { RuntimeKeyTable() })
  }
}
