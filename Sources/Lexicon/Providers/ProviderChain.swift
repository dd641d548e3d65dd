/// An ordered list of providers that is itself a provider: the first provider with a key wins.
///
/// The order is the priority. The usual chain puts a remote cache before the bundle:
///
/// ```swift
/// let chain = ProviderChain([remoteCache, BundleProvider(), InMemoryProvider(defaults)])
/// ```
///
/// Merging is per key: a key missing from the first provider's table is taken from the second.
/// The ``Localization`` runtime builds a chain from ``LocalizationConfiguration/providers`` and
/// walks languages around it (language-major), so a chain never mixes languages.
public struct ProviderChain: StringProvider {
  /// The providers, highest priority first.
  public var providers: [any StringProvider]

  /// Creates a chain.
  /// - Parameter providers: The providers, highest priority first.
  public init(_ providers: [any StringProvider]) {
    self.providers = providers
  }

  /// The announcements of every provider of the chain that makes them, merged.
  public var contentChanges: ContentChanges? {
    let changes = providers.compactMap(\.contentChanges)
    return changes.count > 1 ? ContentChanges(merging: changes) : changes.first
  }

  /// The union of the providers' tables for the request; for a key several providers have, the
  /// earliest provider's value.
  ///
  /// When only one provider answers, its table is returned as it is, without copying.
  public func table(for request: TableRequest) -> StringTable? {
    var merged: StringTable?
    for provider in providers {
      guard let table = provider.table(for: request), !table.isEmpty else { continue }
      if merged == nil {
        merged = table
      } else {
        // In place: the table is merged into the only reference to it, never copied first.
        merged?.merge(table, keepingExisting: true)
      }
    }
    return merged
  }
}
