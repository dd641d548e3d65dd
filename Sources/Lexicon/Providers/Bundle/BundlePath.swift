import Foundation

/// A bundle's identity: the standardized path of its folder (two `Bundle` objects for one folder
/// are the same bundle), worked out once per `Bundle` object while it is remembered.
///
/// `URL.standardizedFileURL` parses and rebuilds the URL, several microseconds each time, and a
/// bundle's path is asked for on every lookup by string key, every request a pinned
/// `BundleProvider` answers and, during an over-the-air update, for each bundle of the app per
/// table checked. A `Bundle` object's URL never changes, so its path is kept, with the object
/// (so that its `ObjectIdentifier` cannot name another object while the path is kept).
///
/// ```swift
/// BundlePath.of(.main)                  // "/Applications/Inbox.app"
/// BundlePath.isSame(.main, Bundle(path: Bundle.main.bundlePath)!)   // true
/// ```
package enum BundlePath {
  /// The most `Bundle` objects remembered: twice as many as ``BundleUsage`` keeps, which the
  /// over-the-air module walks for every table it checks. Past it the memory starts again: a
  /// process that makes a new `Bundle` object for every use pays for the path each time and keeps
  /// at most this many.
  package static let maximumEntries = 2 * BundleUsage.maximumEntries

  private struct Entry: Sendable {
    let bundle: Bundle
    let path: String
  }

  private static let known = LockedValue<[ObjectIdentifier: Entry]>(.init())

  /// The standardized path of `bundle`'s folder.
  package static func of(_ bundle: Bundle) -> String {
    let identifier = ObjectIdentifier(bundle)
    if let path = known.withLock({ $0[identifier]?.path }) { return path }
    let path = bundle.bundleURL.standardizedFileURL.path
    let forgotten = known.withLock { known -> [ObjectIdentifier: Entry] in
      var forgotten: [ObjectIdentifier: Entry] = .init()
      if known.count >= maximumEntries { swap(&forgotten, &known) }
      known[identifier] = Entry(bundle: bundle, path: path)
      return forgotten
    }
    // The forgotten bundles are released here, after the lock.
    withExtendedLifetime(forgotten) {}
    return path
  }

  /// Whether two bundles are the same folder on disk.
  package static func isSame(_ first: Bundle, _ second: Bundle) -> Bool {
    first === second || of(first) == of(second)
  }

  /// How many `Bundle` objects are remembered (for tests).
  package static var count: Int { known.withLock { $0.count } }
}
