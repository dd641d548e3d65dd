import Foundation

/// The bundles and tables the runtimes of this process have read: each key type's bundle and
/// table as its first table is built, and every bundle a `BundleProvider` is pinned to.
///
/// Code that must find the app's localization files with no configuration reads it — the
/// over-the-air module checks a remote value against the development-language value of the
/// bundle the key's code was compiled with, and tells which remote tables no key type uses.
/// It only grows (at most ``maximumEntries`` entries): a key type seen once stays known after a
/// reload or a reconfiguration.
///
/// ```swift
/// BundleUsage.bundles      // [Bundle.main, LoginFeature's Bundle.module]
/// BundleUsage.tableNames   // ["Localizable", "Login"]
/// ```
package enum BundleUsage {
  /// The most bundles, and the most tables, remembered.
  package static let maximumEntries = 1_024

  private struct State: Sendable {
    /// Bundles by standardized path, and their paths in the order first seen.
    var bundles: [String: Bundle] = .init()
    var order: [String] = []
    var tables: Set<String> = []
  }

  private static let state = LockedValue(State())

  /// Notes that a key type of `bundle` reads the table `name`.
  package static func noteTable(_ name: String, bundle: Bundle) {
    let path = BundlePath.of(bundle)
    state.withLock { state in
      if state.tables.count < maximumEntries { state.tables.insert(name) }
      add(bundle, path: path, to: &state)
    }
  }

  /// Notes a bundle a provider reads.
  package static func noteBundle(_ bundle: Bundle) {
    let path = BundlePath.of(bundle)
    state.withLock { add(bundle, path: path, to: &$0) }
  }

  private static func add(_ bundle: Bundle, path: String, to state: inout State) {
    guard state.bundles[path] == nil, state.order.count < maximumEntries else { return }
    state.bundles[path] = bundle
    state.order.append(path)
  }

  /// The bundles noted, in the order first seen.
  package static var bundles: [Bundle] {
    state.withLock { state in state.order.compactMap { state.bundles[$0] } }
  }

  /// The names of the tables key types read.
  package static var tableNames: Set<String> {
    state.withLock { $0.tables }
  }
}
